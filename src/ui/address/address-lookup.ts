/**
 * The address and DPE look-ups, in a chunk of their own (`address-field.ts` fetches it when the visitor first focuses
 * either field): the address combobox (`address-search.ts`), the DPE panel (`dpe-panel.ts`), their French words and
 * their look, adopted by the element's shadow root. It draws what goes in and around the first view's inputs, and
 * keeps what it filled, so that a field can say where its value came from while it still holds it.
 */
import { css } from 'lit';
import type { AddressSuggestion } from '../../api/geocoder.js';
import type { HomeValue } from '../../api/home-values.js';
import { formatDate } from '../../i18n/dates.js';
import { readDepartment } from '../../inputs/department.js';
import { adoptStyles } from '../adopted-styles.js';
import { listboxStyles } from '../listbox.js';
import type { AddressFieldOptions, AddressFill, FieldKind, InputView, LookupHost } from './address-types.js';
import { lookupMessages } from './address-lookup.messages.js';
import { AddressSearch } from './address-search.js';
import { DpePanel } from './dpe-panel.js';

export { lookupMessages };

/** The DPE's classes as a scale of colours (the DPE label's), each a swatch beside dark text. */
const lookupStyles = css`
  .home-lookup {
    display: grid;
    gap: var(--_space);
  }
  .dpe-card {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: calc(var(--_space) / 2) var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .dpe-card p,
  .renovation,
  .dpe-status:empty {
    margin: 0;
  }
  .dpe-card button {
    justify-self: start;
  }
  .dpe-classes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .dpe-class,
  .dpe-option {
    --_class: #6b7280;
    border-inline-start: 0.6em solid var(--_class);
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_class) 18%, var(--_bg));
    padding: 0.2em 0.6em;
  }
  .dpe-class strong {
    font-size: 1.25em;
  }
  .dpe-scale {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  [data-class='A'] { --_class: #00875a; }
  [data-class='B'] { --_class: #4caf50; }
  [data-class='C'] { --_class: #a4c639; }
  [data-class='D'] { --_class: #f2d21b; }
  [data-class='E'] { --_class: #f0a30a; }
  [data-class='F'] { --_class: #e8702a; }
  [data-class='G'] { --_class: #d62b1f; }
  .unavailable,
  .renovation {
    color: var(--_text);
  }
  .renovation {
    padding: calc(var(--_space) / 2) var(--_space);
    border-inline-start: 4px solid var(--_primary);
    background: var(--_surface);
  }
  .renovation a {
    color: var(--_primary);
    font-weight: 600;
  }
`;

export class AddressLookup {
  readonly search: AddressSearch;
  readonly dpe: DpePanel;
  /** The last value each key was filled with, and where from. */
  private readonly filledBy = new Map<string, { value: HomeValue; fill: AddressFill }>();

  constructor(
    private readonly host: LookupHost,
    private readonly options: AddressFieldOptions,
    typed: Record<FieldKind, string>,
  ) {
    const filled = (fill: AddressFill) => {
      // A DPE found anew, or set aside, takes back the notes of the one before.
      if (fill.from === 'dpe') for (const [key, was] of this.filledBy) if (was.fill.from === 'dpe') this.filledBy.delete(key);
      for (const [key, value] of Object.entries(fill.values)) this.filledBy.set(key, { value, fill });
      options.filled(fill);
      host.requestUpdate();
    };
    const told = { ...options, filled };
    this.dpe = new DpePanel(host, told, options.settings().dpe || typed.dpe);
    this.search = new AddressSearch(host, told, (suggestion) => this.chosen(suggestion), typed.address);
    host.addController({ hostDisconnected: () => (this.search.disconnect(), this.dpe.disconnect()) });
  }

  /** An address chosen: its DPE is looked up when it is a house number (a street or a commune has none of its own). */
  private chosen(suggestion: AddressSuggestion): void {
    if (this.options.settings().dpeLookup && suggestion.kind === 'housenumber') this.dpe.byAddress(suggestion.address.banId);
  }

  onInput(kind: FieldKind, event: Event): void {
    if (kind === 'address') this.search.combobox.onInput(event);
    else this.dpe.input(event);
  }

  inputView(kind: FieldKind): Partial<InputView> {
    const words = this.options.words();
    words.adopt(lookupMessages);
    adoptStyles(this.host.renderRoot, listboxStyles);
    adoptStyles(this.host.renderRoot, lookupStyles);
    return kind === 'address' ? this.search.view() : this.dpe.view();
  }

  noteFor(key: string, value: unknown): string | undefined {
    const filled = this.filledBy.get(key);
    if (!filled || String(filled.value) !== String(value)) return undefined;
    const words = this.options.words();
    const { fill } = filled;
    if (fill.from === 'address') return words.t('address.filled');
    if (fill.from === 'postcode') {
      const postcode = fill.postcode ?? '';
      return words.t('common.departmentFromPostcode', { postcode, department: readDepartment(postcode).department });
    }
    return fill.dpe && 'date' in fill.dpe && fill.dpe.date ? words.t('dpe.filledNote', { date: formatDate(words.lang, fill.dpe.date) }) : undefined;
  }
}
