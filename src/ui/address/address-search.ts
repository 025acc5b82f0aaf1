/**
 * The address combobox's brain (the library's combobox, `ui/combobox.ts`, with the popup's look of `ui/listbox.ts`):
 * no request under 3 characters, one per settled input (`SETTLE_MS` after the last keystroke), an answer applied
 * only while it is still the answer to what the input shows, 5 suggestions and a live region saying how many. A
 * suggestion chosen fills the asked keys it answers. When the geocoder fails (down, slow, rate-limited, refused by
 * the page's policy), the input becomes a plain text input with one line, and a postcode typed in it fills the
 * département by today's rule (`readDepartment`); it asks again only after the service's `Retry-After` (30 s else).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { ApiError, isAbortError } from '../../api/errors.js';
import { MIN_QUERY_LENGTH, suggestAddresses, type AddressSuggestion } from '../../api/geocoder.js';
import { addressValues } from '../../api/address-values.js';
import type { HomeValues } from '../../api/home-values.js';
import { climateZoneOf, isIleDeFrance } from '../../api/climate-zone.js';
import { isDepartmentKey, readDepartment } from '../../inputs/department.js';
import { Combobox } from '../combobox.js';
import { adoptStyles } from '../adopted-styles.js';
import { listboxStyles } from '../listbox.js';
import { SETTLE_MS, type InputView, type LookupHost, type LookupOptions } from './address-types.js';
import { searchMessages } from './address-search.messages.js';

/** The line of a plain input, in the text's colour: it says what to do, not a detail (the popup's look is the listbox's). */
const searchStyles = css`
  .unavailable,
  .mismatch {
    color: var(--_text);
  }
`;
/** How long the suggestions rest after a failure without `Retry-After`. */
const PAUSE_MS = 30_000;
/** Answers kept, so that a visitor who deletes a letter and types it again asks nothing. */
const KEPT_ANSWERS = 20;


// What a fill does (`home-fill.ts`) comes with each look-up: the field makes it from the first one here.
export { FieldFills } from './home-fill.js';

export class AddressSearch {
  readonly combobox: Combobox<number>;
  suggestions: AddressSuggestion[] = [];
  chosen?: AddressSuggestion;
  /** The geocoder failed: the input is a plain one until `askAgainAt`. */
  unavailable = false;
  /** The last answer, to what the input shows, was empty. */
  private noMatch = false;
  private askAgainAt = 0;
  private timer?: ReturnType<typeof setTimeout>;
  private inFlight?: AbortController;
  private readonly answers = new Map<string, AddressSuggestion[]>();
  /** The postcode whose département was filled, so it is filled once. */
  private postcode?: string;

  constructor(
    private readonly host: LookupHost,
    private readonly options: LookupOptions,
    typed: string,
    /** A house number was chosen (its BAN key): its DPE may be looked up. */
    private readonly onChosen: (banId: string) => void,
  ) {
    this.combobox = new Combobox<number>(host, {
      keys: () => (this.unavailable ? [] : this.suggestions.map((_, index) => index)),
      chosen: () => (this.chosen ? this.indexOf(this.chosen) : undefined),
      chosenText: () => this.chosen?.address.label,
      choose: (index) => this.choose(this.suggestions[index]),
      typed: (text) => this.typed(text),
      optionId: (index) => this.optionId(index),
    });
    host.addController({ hostDisconnected: () => this.disconnect() });
    if (typed) this.combobox.input(typed, false);
  }

  private get id(): string {
    return `${this.options.idBase}-address`;
  }

  private optionId(index: number): string {
    return `${this.id}-option-${index}`;
  }

  private indexOf(suggestion: AddressSuggestion): number | undefined {
    const index = this.suggestions.indexOf(suggestion);
    return index < 0 ? undefined : index;
  }

  /** What was typed changed: a choice it no longer shows is dropped, and the text is looked up once it rests. */
  private typed(text: string): void {
    clearTimeout(this.timer);
    this.noMatch = false;
    if (this.chosen && text !== this.chosen.address.label) {
      this.chosen = undefined;
      this.options.filled({ values: {}, from: 'address', address: undefined });
    }
    if (text.trim().length < MIN_QUERY_LENGTH) {
      this.inFlight?.abort();
      this.inFlight = undefined;
      this.suggestions = [];
      this.combobox.open = false;
      return;
    }
    this.timer = setTimeout(() => void this.settled(text.trim()), SETTLE_MS);
  }

  private async settled(query: string): Promise<void> {
    if (this.unavailable && Date.now() < this.askAgainAt) return this.readPostcode(query);
    const kept = this.answers.get(query);
    if (kept) return this.show(kept, query);
    this.inFlight?.abort();
    const controller = (this.inFlight = new AbortController());
    this.host.requestUpdate();
    try {
      const found = await suggestAddresses(query, { endpoint: this.options.settings().addressEndpoint, signal: controller.signal });
      if (controller !== this.inFlight) return;
      this.answers.set(query, found);
      if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
      this.unavailable = false;
      // Applied only while the input still shows what was asked.
      if (this.combobox.text.trim() === query) this.show(found, query);
    } catch (error) {
      if (controller !== this.inFlight || isAbortError(error)) return;
      // A text the service refused (400, 422) is one it finds nothing for: the service is there for the next one.
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
        if (this.combobox.text.trim() === query) this.show([], query);
        return;
      }
      this.fallBack(error, query);
    } finally {
      if (controller === this.inFlight) this.inFlight = undefined;
      this.host.requestUpdate();
    }
  }

  /**
   * The suggestions of what the input shows: the list opens while the visitor is in it, and its count is said. None:
   * said under the input too, and a postcode typed fills the département, as when the service is out of reach.
   */
  private show(found: AddressSuggestion[], query: string): void {
    const words = this.options.words();
    this.suggestions = found;
    this.noMatch = found.length === 0;
    if (this.noMatch) this.readPostcode(query);
    this.combobox.activate(undefined);
    const focused = (this.host.renderRoot as ShadowRoot).activeElement?.id === this.id;
    this.combobox.open = focused && found.length > 0;
    this.options.announce(found.length ? words.plural(found.length, { one: 'address.found.one', other: 'address.found.other' }) : words.t('address.found.none'));
    this.host.requestUpdate();
  }

  private fallBack(error: unknown, query: string): void {
    this.unavailable = true;
    const wait = error instanceof ApiError ? error.retryAfterMs : undefined;
    this.askAgainAt = Date.now() + Math.max(wait ?? PAUSE_MS, SETTLE_MS);
    this.suggestions = [];
    this.combobox.close();
    this.options.announce(this.options.words().t('address.unavailable'));
    this.readPostcode(query);
  }

  /** Suggestions unavailable: the last postcode typed fills the département (and what else it answers). */
  private readPostcode(text: string): void {
    const postcode = [...text.matchAll(/(?:^|\D)(\d{5})(?!\d)/g)].at(-1)?.[1];
    if (!postcode || postcode === this.postcode) return;
    this.postcode = postcode;
    const { department } = readDepartment(postcode);
    const asked = this.options.asked();
    const values: HomeValues = {
      ...addressValues({ departement: department, postcode }, asked),
      // A département key the patterns above do not name (`isDepartmentKey` is the form's own rule).
      ...Object.fromEntries(asked.filter((one) => isDepartmentKey(one.key)).map((one) => [one.key, department])),
    };
    this.options.filled({ values, from: 'postcode', postcode }, () => this.options.words().t('common.departmentFromPostcode', { postcode, department }));
  }

  private choose(suggestion: AddressSuggestion | undefined): void {
    if (!suggestion) return;
    this.chosen = suggestion;
    this.combobox.show(suggestion.address.label);
    const values = addressValues(suggestion.address, this.options.asked());
    this.options.filled({ values, from: 'address', address: suggestion.address }, () => this.options.words().t('address.filled'));
    this.options.announce(this.options.words().t('address.chosen', { label: suggestion.address.label }));
    if (suggestion.kind === 'housenumber') this.onChosen(suggestion.address.banId);
  }

  /** The chosen address fills again what is asked now (a work added after the choice asks keys of its own). */
  refill(): void {
    const address = this.chosen?.address;
    if (address) this.options.filled({ values: addressValues(address, this.options.asked()), from: 'address', address }, () => this.options.words().t('address.filled'));
  }

  input(event: Event): void {
    this.combobox.onInput(event);
  }

  /** What the address input is, now: a combobox, or a plain input with its line. */
  view(): Partial<InputView> {
    const words = this.options.words();
    words.adopt(searchMessages);
    adoptStyles(this.host.renderRoot, listboxStyles);
    adoptStyles(this.host.renderRoot, searchStyles);
    const { combobox, id } = this;
    if (this.unavailable) {
      return {
        text: combobox.text,
        describedBy: [`${id}-unavailable`],
        below: html`<p part="hint" class="hint unavailable" id="${id}-unavailable">${words.t('address.unavailable')}</p>`,
      };
    }
    const expanded = combobox.open && this.suggestions.length > 0;
    // The chosen address contradicts an answer it filled: it is not kept (`home-fill.ts`).
    const mismatch = this.options.mismatch();
    const listId = `${id}-list`;
    return {
      text: combobox.text,
      role: 'combobox',
      autocomplete: 'off',
      expanded,
      listId,
      activeId: expanded && combobox.active !== undefined ? this.optionId(combobox.active) : undefined,
      busy: this.inFlight !== undefined,
      describedBy: this.chosen ? [`${id}-place`, ...(mismatch ? [`${id}-mismatch`] : [])] : this.noMatch ? [`${id}-none`] : [],
      onKeydown: combobox.onKeydown,
      onClick: combobox.onClick,
      onFocusOut: combobox.onFocusOut,
      popup: html`<div role="listbox" part="listbox" id=${listId} class="listbox" aria-label=${words.t('address.suggestions')} tabindex="-1" ?hidden=${!expanded}
        @mousedown=${(event: Event) => event.preventDefault()}>
        ${this.suggestions.map((suggestion, index) => this.option(suggestion, index))}
      </div>`,
      below: this.chosen
        ? html`<p part="hint" class="hint place" id="${id}-place">${this.place(this.chosen)}</p>${mismatch
            ? html`<p part="hint" class="hint mismatch" id="${id}-mismatch">${words.t('address.mismatch')}</p>`
            : nothing}`
        : this.noMatch
          ? html`<p part="hint" class="hint" id="${id}-none">${words.t('address.found.none')}</p>`
          : nothing,
    };
  }

  private option(suggestion: AddressSuggestion, index: number): TemplateResult {
    const { combobox } = this;
    return html`<div role="option" part="option" id=${this.optionId(index)} class=${combobox.active === index ? 'choice active' : 'choice'}
      aria-selected=${suggestion === this.chosen ? 'true' : 'false'} @click=${() => combobox.pick(index)}>
      <span class="choice-name">${suggestion.address.label}</span>
      ${suggestion.context ? html`<span class="choice-details">${suggestion.context}</span>` : nothing}
    </div>`;
  }

  /** What the chosen address tells: « Paris (75) · zone climatique H1 · Île-de-France ». */
  private place({ address }: AddressSuggestion): string {
    const words = this.options.words();
    const zone = climateZoneOf(address.departement);
    return [
      words.t('address.place', { city: address.city, departement: address.departement }),
      zone ? words.t('address.zone', { zone }) : '',
      isIleDeFrance(address.departement) ? words.t('address.ileDeFrance') : '',
    ].filter(Boolean).join(' · ');
  }

  disconnect(): void {
    clearTimeout(this.timer);
    this.inFlight?.abort();
  }
}
