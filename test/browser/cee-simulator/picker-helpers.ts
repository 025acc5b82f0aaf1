/**
 * Driving `<cee-simulator>`'s operation picker (an ARIA combobox with a grouped listbox popup) as a person would:
 * waiting for the catalogue, reading the options, clicking one, typing in the input.
 */
import { waitUntil } from '../wait-until.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { plain, root } from './simulator-helpers.js';

/** The combobox input (`part="control operation-picker"`), or null before the picker's code is here. */
export function pickerInput(el: HTMLElement): HTMLInputElement | null {
  return root(el).querySelector<HTMLInputElement>('[part~="operation-picker"]');
}

export async function pickerReady(el: HTMLElement): Promise<HTMLInputElement> {
  await waitUntil(() => pickerInput(el) && !pickerInput(el)!.disabled, 'the catalogue never loaded', { timeout: 10_000 });
  return pickerInput(el)!;
}

/** The listbox the combobox controls. */
export function listbox(el: HTMLElement): HTMLElement {
  return root(el).getElementById(pickerInput(el)!.getAttribute('aria-controls')!)!;
}

export function options(el: HTMLElement): HTMLElement[] {
  return [...listbox(el).querySelectorAll<HTMLElement>('[role="option"]')];
}

/** Each option's text: the name, then the code (and the Coup de pouce mark). */
export const optionTexts = (el: HTMLElement): string[] => options(el).map((option) => plain(option.textContent!));

/** The option of `code`, found by the code it shows. */
export function optionOf(el: HTMLElement, code: string): HTMLElement | undefined {
  return options(el).find((option) => option.querySelector('.choice-details')!.textContent!.trim().split(' ')[0] === code);
}

/** Picks `code` with a click on its option. */
export async function choose(el: CeeSimulator, code: string): Promise<void> {
  const input = await pickerReady(el);
  input.click();
  await el.updateComplete;
  const option = optionOf(el, code);
  if (!option) throw new Error(`${code} is not offered`);
  option.click();
  await el.updateComplete;
}

/** Types `text` in the combobox as an `input` event would bring it. */
export async function typeInPicker(el: CeeSimulator, text: string): Promise<void> {
  const input = await pickerReady(el);
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** The active option's id (`aria-activedescendant`) as the code it shows, or '' when none. */
export function activeCode(el: HTMLElement): string {
  const id = pickerInput(el)!.getAttribute('aria-activedescendant');
  const option = id ? root(el).getElementById(id) : null;
  return option ? option.querySelector('.choice-details')!.textContent!.trim().split(' ')[0]! : '';
}
