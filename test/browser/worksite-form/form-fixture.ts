/**
 * Mounting `<worksite-form>` against the sandbox and driving it as a person would. Only primitives leave these
 * helpers (text, values, counts, booleans), so a failing assertion never carries a Lit element.
 */
import { fixture } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys } from '@web/test-runner-commands';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { WorksiteForm } from '../../../src/elements/worksite-form/worksite-form.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { bases, resetSandbox, sandboxRequests, type LoggedRequest } from '../helpers/sandbox.js';

defineElement('worksite-form', WorksiteForm);

export const WORKSITES_PATH = '/partner/v1/worksites';
export const BENEFICIARIES_PATH = '/partner/v1/beneficiaries';

export async function freshSandbox(): Promise<void> {
  await resetSandbox();
  clearTokens();
  clearApiCache();
  sessionStorage.clear();
  // The creations whose outcome is unknown, kept over reloads (ui/creation-ledger.ts).
  localStorage.clear();
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<worksite-form>` on the sandbox with convention 1; `attributes` add or override (undefined removes). */
export async function mountForm(
  attributes: Record<string, string | boolean | undefined> = {},
  properties: Partial<Pick<WorksiteForm, 'values'>> = {},
  tag = 'worksite-form',
): Promise<WorksiteForm> {
  const { apiBase, calcBase, tokenEndpoint } = bases();
  const all: Record<string, string | boolean | undefined> = {
    'api-base': apiBase,
    'calc-base': calcBase,
    'token-endpoint': tokenEndpoint,
    'convention-id': '1',
    ...attributes,
  };
  const text = Object.entries(all)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escape(String(value))}"`))
    .join(' ');
  const el = document.createElement('div');
  el.innerHTML = `<${tag} ${text}></${tag}>`;
  const form = el.firstElementChild as WorksiteForm;
  Object.assign(form, properties);
  return fixture<WorksiteForm>(form);
}

export function $(el: WorksiteForm, selector: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(selector);
}

export function $$(el: WorksiteForm, selector: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
}

/** The control whose label reads `label` (exact text, without the required mark), in `root` or the form. */
export function control(el: WorksiteForm, label: string, root: ParentNode = el.shadowRoot!): HTMLInputElement | null {
  for (const node of root.querySelectorAll('label')) {
    const own = [...node.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();
    if (own === label) return el.shadowRoot!.getElementById(node.htmlFor) as HTMLInputElement | null;
  }
  return null;
}

export async function fill(el: WorksiteForm, field: HTMLInputElement | HTMLSelectElement | null, value: string): Promise<void> {
  if (!field) throw new Error(`No field to fill with "${value}"`);
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

export function combobox(el: WorksiteForm): HTMLInputElement {
  return $(el, '[role="combobox"]') as HTMLInputElement;
}

export function options(el: WorksiteForm): HTMLElement[] {
  return $$(el, '[role="listbox"] [role="option"]');
}

export function optionTexts(el: WorksiteForm): string[] {
  return options(el).map((o) => (o.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/** The text of the option `aria-activedescendant` points to, or '' when none. */
export function activeOptionText(el: WorksiteForm): string {
  const id = combobox(el).getAttribute('aria-activedescendant');
  const option = id ? el.shadowRoot!.getElementById(id) : null;
  return (option?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function statusText(el: WorksiteForm): string {
  return ($(el, '[role="status"]')?.textContent ?? '').trim();
}

export function focusedId(el: WorksiteForm): string {
  return el.shadowRoot!.activeElement?.id ?? '';
}

/**
 * A press in the form, as a visitor's first gesture: the picker's code is fetched then, and the beneficiaries
 * listed (before it the form lists nothing).
 */
export function reachInto(el: WorksiteForm): void {
  $(el, 'form')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
}

/** Waits until the picker holds at least `count` beneficiaries (they are in the DOM even while the list is closed). */
export async function waitForBeneficiaries(el: WorksiteForm, count = 1): Promise<void> {
  await el.updateComplete;
  reachInto(el);
  await waitUntil(() => beneficiaryOptions(el).length >= count, `${count} beneficiaries loaded`, { timeout: 10_000 });
}

/** The beneficiary options, without the "show more" one. */
export function beneficiaryOptions(el: WorksiteForm): HTMLElement[] {
  return $$(el, '[role="listbox"] [role="option"]:not([part~="more"])');
}

/** Waits for the first page, then types `text` into the combobox and chooses the option whose text starts with `name`. */
export async function pickBeneficiary(el: WorksiteForm, name: string): Promise<void> {
  await waitForBeneficiaries(el);
  const input = combobox(el);
  await fill(el, input, name);
  const option = options(el).find((o) => (o.textContent ?? '').trim().startsWith(name));
  if (!option) throw new Error(`No option starting with "${name}"`);
  option.click();
  await el.updateComplete;
}

/** The row fieldsets of the declarants. */
export function fiscalRows(el: WorksiteForm): HTMLFieldSetElement[] {
  return $$(el, '[part~="fiscal-row"]') as HTMLFieldSetElement[];
}

/** Adds a declarant row with the mouse and fills it. */
export async function addDeclarant(
  el: WorksiteForm,
  row: { firstname: string; lastname: string; fiscal_number: string; fiscal_reference: string },
): Promise<void> {
  ($(el, '[part~="add-row"]') as HTMLButtonElement).click();
  await el.updateComplete;
  const fieldset = fiscalRows(el).at(-1)!;
  await fill(el, control(el, 'Prénom', fieldset), row.firstname);
  await fill(el, control(el, 'Nom', fieldset), row.lastname);
  await fill(el, control(el, 'Numéro fiscal', fieldset), row.fiscal_number);
  await fill(el, control(el, 'Référence de l’avis d’impôt', fieldset), row.fiscal_reference);
}

/** The text of a control's error message ('' when none). */
export function errorOf(el: WorksiteForm, field: HTMLElement | null): string {
  return field ? (el.shadowRoot!.getElementById(`${field.id}-error`)?.textContent ?? '').trim() : 'no field';
}

/** Chooses a precarity type, as a person clicks its radio button. */
export async function choosePrecarity(el: WorksiteForm, value: string): Promise<void> {
  ($(el, `input[type="radio"][value="${value}"]`) as HTMLInputElement).click();
  await el.updateComplete;
}

/**
 * Types a complete, valid worksite (beneficiary `name`, any row of declarants given): its address typed over the
 * record's, and in B2C the classic precarity chosen unless one is chosen already.
 */
export async function fillValidWorksite(el: WorksiteForm, name = 'Marie Martin'): Promise<void> {
  await pickBeneficiary(el, name);
  await fill(el, control(el, 'Adresse'), '12 rue des Lilas');
  await fill(el, control(el, 'Code postal'), '69003');
  await fill(el, control(el, 'Ville'), 'Lyon');
  if (!$(el, 'input[type="radio"]:checked')) await choosePrecarity(el, 'classic');
}

export function submitButton(el: WorksiteForm): HTMLButtonElement {
  return $(el, '[part~="submit"]') as HTMLButtonElement;
}

export async function worksiteRequests(): Promise<LoggedRequest[]> {
  return sandboxRequests({ method: 'POST', path: WORKSITES_PATH });
}

export async function beneficiaryRequests(): Promise<LoggedRequest[]> {
  return sandboxRequests({ method: 'GET', path: BENEFICIARIES_PATH });
}

/** Waits until a submission ended: a result, an error panel, or field errors. */
export async function waitForOutcome(el: WorksiteForm): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => submitButton(el)?.getAttribute('aria-disabled') !== 'true', 'the submission ends', { timeout: 10_000 });
  await el.updateComplete;
}

/** Presses keys in the focused element, one at a time, letting the element render between them. */
export async function press(el: WorksiteForm, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await sendKeys({ press: key });
    await el.updateComplete;
  }
}

export async function type(el: WorksiteForm, text: string): Promise<void> {
  await sendKeys({ type: text });
  await el.updateComplete;
}
