/**
 * `<cee-simulator>` and `<cee-project>` with the address and DPE fields on, against the sandbox's geocoder and DPE
 * lines on this page's origin: mounting, typing as a visitor does (real keys), the parts a test reads.
 */
import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ifDefined } from 'lit/directives/if-defined.js';
import { waitUntil } from '../wait-until.js';
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { fieldsShown } from '../cee-simulator/simulator-helpers.js';
import { worksReady } from '../cee-project/project-helpers.js';

defineElement('cee-simulator', CeeSimulator);
defineElement('cee-project', CeeProject);

export const GEOCODER = `${location.origin}/geocodage/search`;
export const DPE = `${location.origin}/data-fair/api/v1/datasets/dpe03existant`;
type Updating = HTMLElement & { readonly updateComplete: Promise<boolean> };

export interface ElementMount {
  address?: boolean;
  dpeLookup?: boolean;
  dpe?: string;
  lang?: string;
  lead?: string;
  width?: number;
  fost?: string;
  aid?: string;
  /** The project's works (default BAR-TH-171). */
  works?: string;
  /** Default: the sandbox's geocoder. */
  addressEndpoint?: string;
}

const style = (o: ElementMount) => (o.width ? `display: block; width: ${o.width}px` : '');

/** A BAR-TH-171 simulator (both aids, 8 €/MWh cumac) with the fields asked, its form shown. */
export async function mountSimulator(o: ElementMount = {}): Promise<CeeSimulator> {
  const origin = location.origin;
  const el = await fixture<CeeSimulator>(html`<cee-simulator
    api-base="${origin}/partner"
    calc-base="${origin}/calc"
    token-endpoint="${origin}/token"
    fost=${o.fost ?? 'BAR-TH-171'}
    aid=${o.aid ?? 'both'}
    euros-mwh-cumac="8"
    lang=${o.lang ?? 'fr'}
    lead=${ifDefined(o.lead)}
    ?address=${o.address ?? true}
    ?dpe-lookup=${o.dpeLookup ?? false}
    dpe=${ifDefined(o.dpe)}
    address-endpoint=${o.addressEndpoint ?? GEOCODER}
    dpe-endpoint=${DPE}
    style=${style(o)}
  ></cee-simulator>`);
  await fieldsShown(el);
  await lookupsShown(el, o);
  return el;
}

/** A project of `works` (BAR-TH-171 by default) with the fields asked, its works' questions shown. */
export async function mountProject(o: ElementMount = {}): Promise<CeeProject> {
  const origin = location.origin;
  const el = await fixture<CeeProject>(html`<cee-project
    api-base="${origin}/partner"
    calc-base="${origin}/calc"
    token-endpoint="${origin}/token"
    works=${o.works ?? 'BAR-TH-171'}
    euros-mwh-cumac="8"
    lang=${o.lang ?? 'fr'}
    lead=${ifDefined(o.lead)}
    ?address=${o.address ?? true}
    ?dpe-lookup=${o.dpeLookup ?? false}
    dpe=${ifDefined(o.dpe)}
    address-endpoint=${o.addressEndpoint ?? GEOCODER}
    dpe-endpoint=${DPE}
    style=${style(o)}
  ></cee-project>`);
  await worksReady(el);
  await lookupsShown(el, o);
  return el;
}

async function lookupsShown(el: Updating, o: ElementMount): Promise<void> {
  if (o.address ?? true) await waitUntil(() => addressInput(el) !== null, 'the address field never showed');
  if (o.dpeLookup) await waitUntil(() => dpeInput(el) !== null, 'the DPE field never showed');
  await el.updateComplete;
}

export const root = (el: HTMLElement): ShadowRoot => el.shadowRoot!;
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
export const addressInput = (el: HTMLElement): HTMLInputElement => root(el).querySelector<HTMLInputElement>('[part~="address-input"]')!;
export const dpeInput = (el: HTMLElement): HTMLInputElement => root(el).querySelector<HTMLInputElement>('[part~="dpe-input"]')!;
export const options = (el: HTMLElement): HTMLElement[] => [...root(el).querySelectorAll<HTMLElement>('[part~="address"] [role="option"]')];
export const optionTexts = (el: HTMLElement): string[] => options(el).map((option) => plain(option.querySelector('.choice-name')?.textContent));
export const liveText = (el: HTMLElement): string => plain(root(el).querySelector('[part~="status"], [role="status"]')?.textContent);
export const unavailableLine = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('.address-field .unavailable');
export const placeText = (el: HTMLElement): string => plain(root(el).querySelector('.place')?.textContent);
export const dpeCard = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="dpe-card"]');
export const dpeStatus = (el: HTMLElement): string => plain(root(el).querySelector('.dpe-status')?.textContent);
export const renovation = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="renovation"]');
export const radios = (el: HTMLElement, part: string): HTMLInputElement[] => [...root(el).querySelectorAll<HTMLInputElement>(`[part~="${part}"] input[type="radio"]`)];
export const radioLabels = (el: HTMLElement, part: string): string[] => radios(el, part).map((radio) => plain(radio.closest('label')?.textContent));

/** The control of a dotted key (the first, for radio buttons); in a project, the household's or the first work's. */
export function keyControl(el: HTMLElement, key: string): HTMLInputElement | HTMLSelectElement | null {
  return root(el).querySelector<HTMLInputElement>(`[data-key="${key}"]`) ?? root(el).querySelector<HTMLInputElement>(`[data-key$="|${key}"]`);
}

/** The value a key's control shows: a select's or an input's value, the checked radio's, a checkbox's state. */
export function shownValue(el: HTMLElement, key: string): string {
  const first = keyControl(el, key);
  if (!first) return '';
  if (first.type === 'radio') {
    const checked = [...root(el).querySelectorAll<HTMLInputElement>(`[data-key="${first.dataset.key}"]`)].find((radio) => radio.checked);
    return checked?.value ?? '';
  }
  if (first.type === 'checkbox') return String((first as HTMLInputElement).checked);
  return first.value;
}

/** The note under a key's field (« Rempli d’après votre adresse. »). */
export function noteOf(el: HTMLElement, key: string): string {
  const control = keyControl(el, key);
  const note = control ? root(el).getElementById(`${control.id}-note`) ?? control.closest('.field')?.querySelector('.note') : null;
  return plain(note?.textContent);
}

/** Focuses an input and types `text` with real keys. */
export async function type(el: Updating, input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

export async function press(el: Updating, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Types an address and waits for its suggestions, open under the input. */
export async function suggest(el: Updating, text: string): Promise<string[]> {
  await type(el, addressInput(el), text);
  await waitUntil(() => options(el).length > 0 && addressInput(el).getAttribute('aria-expanded') === 'true', `no suggestion for "${text}"`);
  return optionTexts(el);
}

/** Types an address, and chooses the suggestion `label` by keyboard (arrow keys, then Enter). */
export async function chooseAddress(el: Updating, text: string, label: string): Promise<void> {
  await suggest(el, text);
  await waitUntil(() => optionTexts(el).includes(label), `"${label}" was never suggested for "${text}"`);
  const index = optionTexts(el).indexOf(label);
  for (let i = 0; i <= index; i++) await press(el, 'ArrowDown');
  await press(el, 'Enter');
  await waitUntil(() => addressInput(el).value === label && placeText(el) !== '', 'the address was never chosen');
}
