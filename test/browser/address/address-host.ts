/**
 * A small host of the address and DPE fields, standing where `<cee-simulator>` and `<cee-project>` will: an element
 * of the library's (its base, styles, words and live region) that adds the `AddressField` controller above a few
 * fields of the keys the sandbox's `simulation-inputs` asks (`housing.department`, `housing.surface`, `housing.type`,
 * `housing.over_15_years`, `operation.replaces_fossil_boiler`), takes what it fills into them, shows each field's
 * note while it holds the value filled, and keeps every fill for the tests to read. A button stands for the
 * calculation: it is never disabled, and never waits on a look-up.
 */
import { html, nothing, type PropertyDeclarations } from 'lit';
import { WidgetElement } from '../../../src/ui/widget-element.js';
import { Localize } from '../../../src/ui/localize.js';
import { LiveAnnouncer } from '../../../src/ui/live-announcer.js';
import { renderStatus } from '../../../src/ui/field.js';
import { baseStyles } from '../../../src/ui/styles.js';
import { AddressField, type AddressFill, type AddressSettings } from '../../../src/ui/address/address-field.js';
import type { AskedKey } from '../../../src/api/home-values.js';

/** The keys asked, as the sandbox's descriptors say them. */
export const ASKED: AskedKey[] = [
  { key: 'housing.department', type: 'string' },
  { key: 'housing.surface', type: 'number', min: 1, max: 1000 },
  { key: 'housing.type', type: 'select', options: [{ value: 'maison' }, { value: 'appartement' }] },
  { key: 'housing.over_15_years', type: 'boolean' },
  { key: 'operation.replaces_fossil_boiler', type: 'boolean' },
];

const LABELS: Record<string, { fr: string; en: string }> = {
  'housing.department': { fr: 'Département', en: 'Département' },
  'housing.surface': { fr: 'Surface chauffée (m²)', en: 'Heated floor area (m²)' },
  'housing.type': { fr: 'Type de logement', en: 'Type of home' },
  'housing.over_15_years': { fr: 'Le logement a été construit il y a plus de 15 ans', en: 'The home was built more than 15 years ago' },
  'operation.replaces_fossil_boiler': { fr: 'Remplace une chaudière au charbon, au fioul ou au gaz', en: 'Replaces a coal, oil or gas boiler' },
};

const english = () => import('../../../src/ui/address/address.messages.en.js').then((module) => ({ messages: module.addressEnglish }));

export class AddressTestHost extends WidgetElement {
  static override styles = [baseStyles];
  static override properties: PropertyDeclarations = {
    ...WidgetElement.properties,
    address: { type: Boolean },
    dpeLookup: { type: Boolean, attribute: 'dpe-lookup' },
    dpe: {},
    addressEndpoint: { attribute: 'address-endpoint' },
    dpeEndpoint: { attribute: 'dpe-endpoint' },
  };

  address = false;
  dpeLookup = false;
  dpe?: string;
  addressEndpoint?: string;
  dpeEndpoint?: string;
  /** The form's values, by key. */
  values: Record<string, string | number | boolean> = { 'housing.over_15_years': true, 'operation.replaces_fossil_boiler': false };
  /** Every fill, in order. */
  readonly fills: AddressFill[] = [];
  /** How many times the stand-in calculation ran. */
  calculations = 0;
  /** The day the DPE's age is counted from. */
  today = new Date('2026-06-01');

  protected override readonly words = new Localize(this, {}, english);
  private readonly live = new LiveAnnouncer(this);
  readonly lookups = new AddressField(this, {
    idBase: `${this.uid}-home`,
    words: () => this.words,
    settings: (): AddressSettings => ({ address: this.address, dpeLookup: this.dpeLookup, dpe: this.dpe, addressEndpoint: this.addressEndpoint, dpeEndpoint: this.dpeEndpoint }),
    asked: () => ASKED,
    announce: (text) => this.live.say(text),
    filled: (fill) => {
      this.fills.push(fill);
      this.values = { ...this.values, ...fill.values };
      this.requestUpdate();
    },
    today: () => this.today,
  });

  private set(key: string, value: string | number | boolean): void {
    this.values = { ...this.values, [key]: value };
    this.requestUpdate();
  }

  private note(key: string) {
    const note = this.lookups.noteFor(key, this.values[key]);
    return note ? html`<p part="hint" class="hint note" id="${this.uid}-${key}-note">${note}</p>` : nothing;
  }

  private field(key: string) {
    const id = `${this.uid}-${key}`;
    const label = LABELS[key]![this.locale === 'en' ? 'en' : 'fr'];
    const value = this.values[key];
    const described = this.lookups.noteFor(key, value) ? `${id}-note` : undefined;
    if (typeof value === 'boolean' || key.endsWith('over_15_years') || key.endsWith('boiler')) {
      return html`<div class="field check" part="field"><span class="check-row"
          ><input id=${id} type="checkbox" name=${key} .checked=${Boolean(value)} aria-describedby=${described ?? nothing}
            @change=${(e: Event) => this.set(key, (e.target as HTMLInputElement).checked)} /><label class="label" for=${id}>${label}</label></span
        >${this.note(key)}</div>`;
    }
    if (key === 'housing.type') {
      return html`<div class="field" part="field"><label class="label" for=${id}>${label}</label>
        <select id=${id} name=${key} aria-describedby=${described ?? nothing} @change=${(e: Event) => this.set(key, (e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${!value}>—</option>
          <option value="maison" ?selected=${value === 'maison'}>${this.locale === 'en' ? 'Detached house' : 'Maison individuelle'}</option>
          <option value="appartement" ?selected=${value === 'appartement'}>${this.locale === 'en' ? 'Flat' : 'Appartement'}</option>
        </select>${this.note(key)}</div>`;
    }
    return html`<div class="field" part="field"><label class="label" for=${id}>${label}</label>
      <input id=${id} name=${key} type=${key === 'housing.surface' ? 'number' : 'text'} .value=${value === undefined ? '' : String(value)}
        aria-describedby=${described ?? nothing} @input=${(e: Event) => this.set(key, (e.target as HTMLInputElement).value)} />${this.note(key)}</div>`;
  }

  override render() {
    return html`<form part="form" @submit=${(e: Event) => (e.preventDefault(), this.calculations++, this.requestUpdate())}>
      ${this.lookups.render()} ${ASKED.map((one) => this.field(one.key))}
      <div class="actions"><button type="submit" part="submit">${this.locale === 'en' ? 'Calculate' : 'Calculer'}</button></div>
      ${renderStatus(this.live.text)}
    </form>`;
  }
}

if (!customElements.get('address-test-host')) customElements.define('address-test-host', AddressTestHost);

declare global {
  interface HTMLElementTagNameMap {
    'address-test-host': AddressTestHost;
  }
}
