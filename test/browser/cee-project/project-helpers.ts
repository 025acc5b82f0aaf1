/**
 * Mounting `<cee-project>` against the sandbox and driving it as a person would: values set on the real controls
 * (a work's own field by its element key, `<id>|<key>`; a shared one by its key), clicks, waits on what the page shows.
 */
import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../wait-until.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { plain, root } from '../cee-simulator/simulator-helpers.js';

export { freshSandbox, plain, root } from '../cee-simulator/simulator-helpers.js';

defineElement('cee-project', CeeProject);

export interface ProjectOptions {
  works?: string;
  price?: string;
  aid?: string;
  lang?: string;
  lead?: string;
}

/** A project on the sandbox; resolves once every work of `works` shows its questions. */
export async function mountProject(options: ProjectOptions = {}): Promise<CeeProject> {
  const origin = location.origin;
  const el = await fixture<CeeProject>(html`<cee-project
    api-base="${origin}/partner"
    calc-base="${origin}/calc"
    token-endpoint="${origin}/token"
    works=${ifDefined(options.works)}
    aid=${ifDefined(options.aid)}
    euros-mwh-cumac=${ifDefined(options.price)}
    lead=${ifDefined(options.lead)}
    lang=${options.lang ?? 'fr'}
  ></cee-project>`);
  await worksReady(el);
  return el;
}

/** Every work shows its questions, and works can be added ("Ajouter des travaux", or the picker ready). */
export async function worksReady(el: CeeProject): Promise<void> {
  await el.updateComplete;
  await waitUntil(
    () => !root(el).querySelector('[part~="work"] [aria-busy="true"]') && (Boolean(addWorkButton(el)) || (Boolean(pickerInput(el)) && !pickerInput(el)!.disabled)),
    'the works never showed their questions',
    { timeout: 10_000 },
  );
  await el.updateComplete;
}

export const pickerInput = (el: HTMLElement): HTMLInputElement | null => root(el).querySelector<HTMLInputElement>('[part~="operation-picker"]');
export const addWorkButton = (el: HTMLElement): HTMLButtonElement | null => root(el).querySelector<HTMLButtonElement>('[part~="add-work-button"]');

/** "Ajouter des travaux" pressed by keyboard: the picker comes, with focus in it. */
export async function openPicker(el: CeeProject): Promise<HTMLInputElement> {
  addWorkButton(el)!.focus();
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => pickerInput(el) !== null && root(el).activeElement === pickerInput(el), 'the picker never took focus', { timeout: 10_000 });
  return pickerInput(el)!;
}

/** The works shown, by code, in order. */
export const workCodes = (el: HTMLElement): string[] => [...root(el).querySelectorAll<HTMLElement>('section[part~="work"]')].map((work) => work.dataset['fost']!);

/** The id of the work of `code` (its controls' keys are `<id>|<key>`). */
export function workId(el: HTMLElement, code: string): string {
  const section = root(el).querySelector<HTMLElement>(`section[part~="work"][data-fost="${code}"]`);
  if (!section) throw new Error(`No work ${code}`);
  return section.dataset['work']!;
}

/** The element key of a work's own field. */
export const own = (el: HTMLElement, code: string, key: string): string => `${workId(el, code)}|${key}`;

export function controlsOf(el: HTMLElement, key: string): HTMLInputElement[] {
  return [...root(el).querySelectorAll<HTMLInputElement>(`[data-key="${CSS.escape(key)}"]`)];
}

export async function setValue(el: CeeProject, key: string, value: string | boolean): Promise<void> {
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

export async function fill(el: CeeProject, values: Record<string, string | boolean>): Promise<void> {
  for (const [key, value] of Object.entries(values)) await setValue(el, key, value);
}

export const submitButton = (el: HTMLElement): HTMLButtonElement => root(el).querySelector<HTMLButtonElement>('[part~="submit"]')!;
export const answer = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('.project-answer');
export const answerText = (el: HTMLElement): string => plain(answer(el)?.textContent ?? '');
export const statusText = (el: HTMLElement): string => plain(root(el).querySelector('[part~="status"]')?.textContent ?? '');

export async function answerShown(el: CeeProject): Promise<void> {
  await waitUntil(() => answer(el) !== null && submitButton(el).getAttribute('aria-disabled') !== 'true', 'no answer was shown', { timeout: 15_000 });
  await el.updateComplete;
}

/** One work of the answer: its figures as "label amount" rows. */
export function answerRows(el: HTMLElement, code: string): string[] {
  const work = answer(el)?.querySelector(`.answer-work[data-fost="${code}"]`);
  return [...(work?.querySelectorAll('.figures .row') ?? [])].map((row) => plain(row.textContent!));
}

/** The key of `key` for the work of `code`: its own when only it asks it, the household's when shared. */
export const keyOf = (el: HTMLElement, code: string, key: string): string => (controlsOf(el, own(el, code, key)).length ? own(el, code, key) : key);

/** Sets a work's values, each on its own control or on the household's when the key is shared. */
export async function fillWork(el: CeeProject, code: string, values: Record<string, string | boolean>): Promise<void> {
  for (const [key, value] of Object.entries(values)) await setValue(el, keyOf(el, code, key), value);
}

/** The best Etas band the heat pump's select offers. */
export async function bestEtas(el: CeeProject, code = 'BAR-TH-171'): Promise<void> {
  const etas = controlsOf(el, keyOf(el, code, 'operation.etas'))[0] as unknown as HTMLSelectElement;
  await setValue(el, keyOf(el, code, 'operation.etas'), etas.options[etas.options.length - 1]!.value);
}

/** A heat pump, the attic and the windows of a modest household of 3 in the Bas-Rhin (figures of the day). */
export async function fillThreeWorks(el: CeeProject): Promise<void> {
  await fillWork(el, 'BAR-TH-171', {
    'housing.type': 'maison',
    'housing.surface': '100',
    'operation.usage': 'heating',
    'operation.replaces_fossil_boiler': true,
    'project.quote': '15 000',
  });
  await bestEtas(el);
  await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'project.quote': '9000' });
  await fillWork(el, 'BAR-EN-104', { 'operation.surface': '12', 'operation.windows': '6', 'project.quote': '8 500' });
  await fill(el, { 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
}
