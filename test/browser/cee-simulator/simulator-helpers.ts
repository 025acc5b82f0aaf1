/**
 * Mounting `<cee-simulator>` against the sandbox and driving it as a person would: values set on the real
 * controls with `input` / `change` events, clicks, and waits on what the page shows.
 */
import { fixture, html, unsafeStatic } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { resetSandbox } from '../helpers/sandbox.js';

defineElement('cee-simulator', CeeSimulator);

export const INPUTS_171 = '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
export const CEE = '/calc/api/v2/cee';
export const MPR = '/calc/api/v2/mpr';

/**
 * BAR-TH-171, a house of 100 m² in the Bas-Rhin (H1), usage ecs, Etas 140-170, engaged on 2025-11-15 (version
 * A74-3, the figures these tests were written against): 133 800 kWh cumac.
 */
export const HEAT_PUMP = {
  'operation.engagement_date': '2025-11-15',
  'housing.department': '67',
  'housing.type': 'maison',
  'housing.surface': '100',
  'operation.usage': 'ecs',
  'operation.etas': '140-170',
};

export async function freshSandbox(): Promise<void> {
  await resetSandbox();
  clearTokens();
  clearApiCache();
}

export interface MountOptions {
  fost?: string;
  context?: string;
  aid?: string;
  price?: string;
  lang?: string;
  /** Wait for the fields (default true when `fost` is given). */
  ready?: boolean;
  /** Another tag defined for a test-only subclass. */
  tag?: string;
}

/** A simulator on the sandbox; resolves once its fields are shown (unless `ready: false`). */
export async function mountSimulator(options: MountOptions = {}): Promise<CeeSimulator> {
  const origin = location.origin;
  const tag = unsafeStatic(options.tag ?? 'cee-simulator');
  const el = await fixture<CeeSimulator>(html`<${tag}
    api-base="${origin}/partner"
    calc-base="${origin}/calc"
    token-endpoint="${origin}/token"
    fost=${ifDefined(options.fost)}
    context=${ifDefined(options.context)}
    aid=${ifDefined(options.aid)}
    euros-mwh-cumac=${ifDefined(options.price)}
    lang=${options.lang ?? 'fr'}
  ></${tag}>`);
  if (options.ready ?? Boolean(options.fost)) await fieldsShown(el);
  return el;
}

export const root = (el: HTMLElement): ShadowRoot => el.shadowRoot!;

/** The visitor uses the element (focus comes in): from then on its live region says the fields loading and ready. */
export function engage(el: HTMLElement): void {
  el.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
}

export async function fieldsShown(el: CeeSimulator): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => root(el).querySelector('form[aria-busy="false"]') !== null, 'the fields never showed', { timeout: 10_000 });
  await el.updateComplete;
}

/** Every control of a dotted key (one, or one per radio button). */
export function controlsOf(el: HTMLElement, key: string): HTMLInputElement[] {
  return [...root(el).querySelectorAll<HTMLInputElement>(`[data-key="${key}"]`)];
}

export function control(el: HTMLElement, key: string): HTMLInputElement | HTMLSelectElement {
  const found = controlsOf(el, key)[0];
  if (!found) throw new Error(`No control for ${key}`);
  return found;
}

/** Sets one value as a person would: types, picks an option, checks a radio button or a checkbox. */
export async function setValue(el: CeeSimulator, key: string, value: string | boolean): Promise<void> {
  const controls = controlsOf(el, key);
  const first = controls[0];
  if (!first) throw new Error(`No control for ${key}`);
  if (first.type === 'radio') {
    const radio = controls.find((c) => c.value === value);
    if (!radio) throw new Error(`No option ${String(value)} for ${key}`);
    radio.click();
  } else if (first.type === 'checkbox') {
    if (first.checked !== value) first.click();
  } else {
    first.value = String(value);
    first.dispatchEvent(new Event(first.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

export async function fill(el: CeeSimulator, values: Record<string, string | boolean>): Promise<void> {
  for (const [key, value] of Object.entries(values)) await setValue(el, key, value);
}

export function submitButton(el: HTMLElement): HTMLButtonElement {
  return root(el).querySelector<HTMLButtonElement>('[part~="submit"]')!;
}

export function resultText(el: HTMLElement): string {
  return root(el).querySelector('[part~="result"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

export function statusText(el: HTMLElement): string {
  return root(el).querySelector('[part~="status"]')?.textContent?.trim() ?? '';
}

/** Text with every kind of space as a plain space (Intl's French groups digits with narrow no-break spaces). */
export const plain = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

export async function resultShown(el: CeeSimulator): Promise<void> {
  await waitUntil(() => root(el).querySelector('[part~="result"]') !== null, 'no result was shown', { timeout: 10_000 });
  await el.updateComplete;
}

/** The error text beside a field (its `aria-describedby` target). */
export function fieldError(el: HTMLElement, key: string): string {
  const field = control(el, key).closest('[part~="field"]');
  return field?.querySelector('[part~="error"]')?.textContent?.trim() ?? '';
}

/** Collects the events of one type the element fires. */
export function collect<T = any>(el: HTMLElement, type: string): T[] {
  const seen: T[] = [];
  el.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

/** The element's focused node inside its shadow root. */
export function focused(el: HTMLElement): Element | null {
  return root(el).activeElement;
}

/** Whether the element's shadow root holds a node matching `selector`. */
export function has(el: HTMLElement, selector: string): boolean {
  return root(el).querySelector(selector) !== null;
}

/**
 * After a click on "Calculate" with values that do not pass: waits until they are checked. The first click may
 * wait for the calculation code (a chunk of its own), with the button busy meanwhile.
 */
export async function valuesChecked(el: CeeSimulator): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => submitButton(el).getAttribute('aria-disabled') !== 'true', 'the values were never checked', { timeout: 10_000 });
  await el.updateComplete;
}
