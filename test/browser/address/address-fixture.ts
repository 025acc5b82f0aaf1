/**
 * The address and DPE fields in their test host (`address-host.ts`), against the sandbox's geocoder and DPE lines on
 * this page's origin: mounting, typing as a visitor does (real keys), the parts a test reads, the fault switch.
 */
import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ifDefined } from 'lit/directives/if-defined.js';
import { waitUntil } from '../wait-until.js';
import './address-host.js';
import type { AddressTestHost } from './address-host.js';

export const GEOCODER = `${location.origin}/geocodage/search`;
export const DPE = `${location.origin}/data-fair/api/v1/datasets/dpe03existant`;

export interface Mount {
  address?: boolean;
  dpeLookup?: boolean;
  dpe?: string;
  lang?: string;
  width?: number;
  /** Default: the sandbox's geocoder; `null`: none given (the public service). */
  endpoint?: string | null;
}

export async function mountHost(o: Mount = {}): Promise<AddressTestHost> {
  const el = await fixture<AddressTestHost>(html`<address-test-host
    ?address=${o.address ?? true}
    ?dpe-lookup=${o.dpeLookup ?? false}
    dpe=${ifDefined(o.dpe)}
    lang=${o.lang ?? 'fr'}
    address-endpoint=${ifDefined(o.endpoint === null ? undefined : (o.endpoint ?? GEOCODER))}
    dpe-endpoint=${DPE}
    style=${o.width ? `display: block; width: ${o.width}px` : ''}
  ></address-test-host>`);
  await el.updateComplete;
  return el;
}

export const root = (el: HTMLElement): ShadowRoot => el.shadowRoot!;
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
export const addressInput = (el: HTMLElement): HTMLInputElement => root(el).querySelector<HTMLInputElement>('[part~="address-input"]')!;
export const dpeInput = (el: HTMLElement): HTMLInputElement => root(el).querySelector<HTMLInputElement>('[part~="dpe-input"]')!;
export const options = (el: HTMLElement): HTMLElement[] => [...root(el).querySelectorAll<HTMLElement>('[role="option"]')];
export const optionTexts = (el: HTMLElement): string[] => options(el).map((option) => plain(option.querySelector('.choice-name')?.textContent));
export const listbox = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('[role="listbox"]');
export const liveText = (el: HTMLElement): string => plain(root(el).querySelector('[role="status"]')?.textContent);
export const unavailableLine = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('.address-field .unavailable');
export const placeText = (el: HTMLElement): string => plain(root(el).querySelector('.place')?.textContent);
export const control = (el: HTMLElement, key: string): HTMLInputElement => root(el).querySelector<HTMLInputElement>(`[name="${key}"]`)!;
export const noteOf = (el: HTMLElement, key: string): string => plain(control(el, key).closest('.field')?.querySelector('.note')?.textContent);
export const dpeCard = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="dpe-card"]');
export const dpeStatus = (el: HTMLElement): string => plain(root(el).querySelector('.dpe-status')?.textContent);
export const renovation = (el: HTMLElement): HTMLElement | null => root(el).querySelector<HTMLElement>('[part~="renovation"]');
export const radios = (el: HTMLElement, part: string): HTMLInputElement[] => [...root(el).querySelectorAll<HTMLInputElement>(`[part~="${part}"] input[type="radio"]`)];
export const radioLabels = (el: HTMLElement, part: string): string[] => radios(el, part).map((radio) => plain(radio.closest('label')?.textContent));

/** Focuses an input and types `text` with real keys. */
export async function type(el: AddressTestHost, input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

export async function press(el: AddressTestHost, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Types an address and waits for its suggestions, open under the input. */
export async function suggest(el: AddressTestHost, text: string): Promise<string[]> {
  await type(el, addressInput(el), text);
  await waitUntil(() => options(el).length > 0 && addressInput(el).getAttribute('aria-expanded') === 'true', `no suggestion for "${text}"`);
  return optionTexts(el);
}

/** Types an address, and chooses the first suggestion by keyboard. */
export async function chooseAddress(el: AddressTestHost, text: string): Promise<void> {
  await suggest(el, text);
  await press(el, 'ArrowDown');
  await press(el, 'Enter');
  await waitUntil(() => el.fills.some((fill) => fill.from === 'address' && fill.address), 'the address was never chosen');
}

/** Turns a public service's fault switch (`POST /__sandbox/public-fault`). */
export async function publicFault(body: { service: 'geocoder' | 'dpe'; fault: 'unavailable' | 'rate-limited' | 'hang' | 'off'; times?: number; retryAfter?: number; delayMs?: number }): Promise<void> {
  const answer = await fetch('/__sandbox/public-fault', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`public-fault answered ${answer.status}`);
}

/** Whether the page fetched a look-up's chunk (`address-search`, `dpe-panel`). */
export const chunkFetched = (name: string): boolean => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/src/ui/address/${name}.ts`));
