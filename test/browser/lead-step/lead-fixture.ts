/**
 * `<cee-simulator lead="…">` against the sandbox, and the contact step driven as a person would: values typed into
 * its real controls (with `input` events, or real keys through `sendKeys`), the box ticked, the button pressed.
 */
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { HEAT_PUMP, collect, fieldsShown, fill, plain, resultShown, root, submitButton } from '../cee-simulator/simulator-helpers.js';

export { HEAT_PUMP, collect, plain, root };

export const PARTNER = 'Isolation Martin';
/** A household of 3 earning 32 000 € in the Bas-Rhin: modest for MaPrimeRénov', so the CEE amount is the modest one. */
export const HOUSEHOLD = { ...HEAT_PUMP, 'household.size': '3', 'household.income': '32000' };

/** What a visitor types in the step: every string is looked for in every request and every storage. */
export const CONTACT = {
  name: 'Jeanne Dupont-Lefèvre',
  phone: '06 12 34 56 78',
  email: 'jeanne.dupont@exemple.fr',
  postcode: '67000',
  message: 'Disponible le mardi après-midi.',
};

export interface LeadMount {
  lead?: string | null;
  privacy?: string;
  lang?: string;
  aid?: string;
  price?: string;
}

/** A BAR-TH-171 simulator (both aids at 8 €/MWh cumac by default) with `lead`, its fields shown. */
export async function mountLead(o: LeadMount = {}): Promise<CeeSimulator> {
  const origin = location.origin;
  const lead = o.lead === null ? undefined : (o.lead ?? PARTNER);
  const el = await fixture<CeeSimulator>(html`<cee-simulator
    api-base="${origin}/partner"
    calc-base="${origin}/calc"
    token-endpoint="${origin}/token"
    fost="BAR-TH-171"
    aid=${o.aid ?? 'both'}
    euros-mwh-cumac=${o.price ?? '8'}
    lang=${o.lang ?? 'fr'}
    lead=${ifDefined(lead)}
    lead-privacy-url=${ifDefined(o.privacy)}
  ></cee-simulator>`);
  await fieldsShown(el);
  return el;
}

/** The household's values, calculated: resolves once the result (and the step, with `lead`) is shown. */
export async function calculated(el: CeeSimulator, values: Record<string, string | boolean> = HOUSEHOLD): Promise<void> {
  await fill(el, values);
  submitButton(el).click();
  await resultShown(el);
}

/** A household with `lead`, calculated against the live sandbox. */
export async function leadShown(o: LeadMount = {}): Promise<CeeSimulator> {
  const el = await mountLead(o);
  await calculated(el);
  await waitUntil(() => step(el) !== null, 'the contact step never showed', { timeout: 5000 });
  return el;
}

export const step = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="lead"]');
export const stepText = (el: HTMLElement): string => plain(step(el)?.textContent ?? '');

type Field = keyof typeof CONTACT;
/** The step's control of a field (`name`, `phone`, `email`, `postcode`, `message`, `consent`). */
export function leadControl(el: HTMLElement, field: Field | 'consent'): HTMLInputElement | HTMLTextAreaElement {
  const found = step(el)?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`);
  if (!found) throw new Error(`No control ${field} in the contact step`);
  return found;
}

export const sendButton = (el: HTMLElement): HTMLButtonElement | null => step(el)?.querySelector<HTMLButtonElement>('[part~="lead-submit"]') ?? null;

/** An element that renders asynchronously (the simulator, the project). */
type Updating = HTMLElement & { readonly updateComplete: Promise<boolean> };

/** Types into the step's fields as `input` events would carry it. */
export async function typeContact(el: Updating, values: Partial<Record<Field, string>>): Promise<void> {
  for (const [field, value] of Object.entries(values) as Array<[Field, string]>) {
    const control = leadControl(el, field);
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
  }
}

export async function tick(el: Updating, checked = true): Promise<void> {
  const box = leadControl(el, 'consent') as HTMLInputElement;
  if (box.checked !== checked) box.click();
  await el.updateComplete;
}

/** The message tied to a control (through its `aria-describedby`), or to the phone-or-email group. */
export function errorOf(el: HTMLElement, field: Field | 'consent' | 'reach'): string {
  const owner = field === 'reach' ? step(el)!.querySelector('fieldset.reach')! : leadControl(el, field);
  const ids = (owner.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => plain(root(el).getElementById(id)?.textContent ?? '')).join(' ');
}

/** What is marked invalid in the step, in the form's order (`reach` for the group). */
export function invalid(el: HTMLElement): string[] {
  return [...step(el)!.querySelectorAll('[aria-invalid="true"]')].map((node) => node.getAttribute('name') ?? (node.matches('fieldset.reach') ? 'reach' : node.tagName));
}

/** The name of what has focus in the element (a control's name, a part, else its tag). */
export function focusedName(el: HTMLElement): string {
  const node = root(el).activeElement;
  if (!node) return 'nothing';
  if (node.classList.contains('lead-outcome')) return 'outcome';
  if (node.classList.contains('error-panel')) return 'failure';
  return node.getAttribute('name') ?? node.getAttribute('part') ?? node.tagName;
}

/** The consent sentence as a visitor reads it: the label's text without what only a screen reader hears. */
export function consentSentence(el: HTMLElement): string {
  const label = step(el)!.querySelector('.consent label')!.cloneNode(true) as HTMLElement;
  for (const hidden of label.querySelectorAll('.visually-hidden, [aria-hidden="true"]')) hidden.remove();
  return plain(label.textContent ?? '');
}

/** Whole euros from a figure as the page writes it ("≈ 5 860 €", "≈ €5,860"). */
export const euros = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** The figures the result shows: the headline and each line's amount, by its label. */
export function shownFigures(el: HTMLElement): { headline: number; lines: Record<string, number> } {
  const result = root(el).querySelector('[part~="result"]')!;
  const lines: Record<string, number> = {};
  for (const line of result.querySelectorAll('.lines .line')) {
    lines[plain(line.querySelector('.line-label')!.textContent!)] = euros(line.querySelector('.amount')!.textContent!);
  }
  return { headline: euros(result.querySelector('.headline .amount')!.textContent!), lines };
}

/** Fills every field, ticks the box and sends; resolves with the `cee-lead` details seen so far. */
export async function sendContact(el: Updating, values: Partial<Record<Field, string>> = CONTACT): Promise<CeeLeadDetail[]> {
  const leads = collect<CeeLeadDetail>(el, 'cee-lead');
  await typeContact(el, values);
  await tick(el);
  sendButton(el)!.click();
  await waitUntil(() => leads.length > 0, 'no cee-lead', { timeout: 5000 });
  await el.updateComplete;
  return leads;
}
