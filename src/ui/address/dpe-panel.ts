/**
 * The home's DPE, looked up by the chosen address's BAN key or by the number typed (or given by the host): its
 * classes, date and surface shown, the asked keys it answers filled (marked « d’après votre DPE du … », editable), and
 * for a home in class E, F or G one line toward a France Rénov' adviser. Several flats at one address are offered by
 * surface; a DPE replaced by a newer one is never offered. Not found, an invalid number, the register down or
 * refused: the visitor gives the class (A to G) or says « Je ne connais pas mon DPE », and nothing waits.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { isAbortError } from '../../api/errors.js';
import { DPE_CLASSES, dpeByNumber, dpeNumberOf, dpesAtAddress, estimateDpe, type Dpe, type DpeClass, type DpeLookupOptions } from '../../api/dpe.js';
import { dpeValues, FRANCE_RENOV_ADVISERS, needsDeepRenovation } from '../../api/dpe-values.js';
import { formatDate } from '../../i18n/dates.js';
import type { Words } from '../localize.js';
import { adoptStyles } from '../adopted-styles.js';
import { SETTLE_MS, type InputView, type LookupHost, type LookupOptions } from './address-types.js';
import { dpeMessages } from './dpe-panel.messages.js';

/** The DPE's classes as a scale of colours (the DPE label's), each a swatch beside dark text. */
const dpeStyles = css`
  .dpe-card {
    display: grid;
    gap: calc(var(--_space) / 2);
    padding: calc(var(--_space) / 2) var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .dpe-card p,
  .renovation {
    margin: 0;
  }
  .dpe-card button {
    justify-self: start;
  }
  [data-class] {
    border-inline-start: 0.6em solid var(--_class);
    border-radius: var(--_radius);
    background: var(--_surface);
    background: color-mix(in srgb, var(--_class) 18%, var(--_bg));
    padding: 0.2em 0.6em;
  }
  [data-class] strong {
    font-size: 1.25em;
  }
  [data-class='A'] { --_class: #00875a; }
  [data-class='B'] { --_class: #4caf50; }
  [data-class='C'] { --_class: #a4c639; }
  [data-class='D'] { --_class: #f2d21b; }
  [data-class='E'] { --_class: #f0a30a; }
  [data-class='F'] { --_class: #e8702a; }
  [data-class='G'] { --_class: #d62b1f; }
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

/** Why the visitor is asked for the class. */
type Reason = 'notFound.address' | 'notFound.number' | 'invalid' | 'unavailable';

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; dpe: Dpe; replaced?: string; filled?: boolean }
  | { kind: 'several'; dpes: Dpe[] }
  | { kind: 'manual'; reason?: Reason; chosen?: DpeClass };

/** A radio button: its label, what choosing it does, whether it is checked, the class whose swatch it shows. */
type Option = [label: string, change: () => void, checked?: boolean, dpeClass?: DpeClass];

// What a fill does (`home-fill.ts`) comes with each look-up: the field makes it from the first one here.
export { FieldFills } from './home-fill.js';

export class DpePanel {
  state: State = { kind: 'idle' };
  /** What the number input shows. */
  text: string;
  private timer?: ReturnType<typeof setTimeout>;
  private inFlight?: AbortController;
  /** Ids of its parts start with it. */
  private readonly id: string;

  constructor(
    private readonly host: LookupHost,
    private readonly options: LookupOptions,
    typed: string,
  ) {
    this.text = typed;
    this.id = `${options.idBase}-dpe`;
    host.addController({ hostDisconnected: () => this.stop() });
    if (dpeNumberOf(typed)) void this.byNumber(typed);
  }


  /** What the status line says of a state, and what is announced when it comes: the search, a reason to give the class. */
  private said(state: State = this.state): string {
    const words = this.options.words();
    return state.kind === 'searching' ? words.t('dpe.searching') : state.kind === 'manual' && state.reason ? words.t(`dpe.${state.reason}`) : '';
  }

  private set(state: State, said?: string): void {
    this.state = state;
    if (said) this.options.announce(said);
    this.host.requestUpdate();
  }

  /** The look-up waiting for the typing to settle, and the one under way, given up. */
  private stop(): void {
    clearTimeout(this.timer);
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  /** Runs one look-up; a newer one (or the visitor's choice) makes its answer moot. */
  private async look(run: (options: DpeLookupOptions) => Promise<State>): Promise<void> {
    this.stop();
    const controller = (this.inFlight = new AbortController());
    this.set({ kind: 'searching' });
    let next: State;
    try {
      next = await run({ endpoint: this.options.settings().dpeEndpoint, signal: controller.signal });
    } catch (error) {
      if (isAbortError(error)) return;
      next = { kind: 'manual', reason: 'unavailable' };
    }
    if (controller !== this.inFlight) return;
    this.inFlight = undefined;
    if (next.kind === 'found') return this.take(next.dpe, next.replaced);
    // Several DPE: their question (the legend of their choice) is said.
    this.set(next, next.kind === 'several' ? this.options.words().t('dpe.several') : this.said(next));
  }

  /** The chosen address's DPE. */
  byAddress(banId: string): void {
    void this.look(async (options) => {
      const dpes = await dpesAtAddress(banId, options);
      if (dpes.length === 1) return { kind: 'found', dpe: dpes[0]! };
      return dpes.length ? { kind: 'several', dpes } : { kind: 'manual', reason: 'notFound.address' };
    });
  }

  private byNumber(typed: string): Promise<void> {
    return this.look(async (options) => {
      const { dpe, replaced } = await dpeByNumber(typed, options);
      return dpe ? { kind: 'found', dpe, replaced } : { kind: 'manual', reason: 'notFound.number' };
    });
  }

  /** The DPE shown fills again what is asked now (a work added after it was found asks keys of its own). */
  refill(): void {
    const { state, options } = this;
    if (state.kind !== 'found') return;
    const { dpe } = state;
    const values = dpeValues(dpe, options.asked(), options.today?.() ?? new Date());
    state.filled = Object.keys(values).length > 0;
    options.filled({ values, from: 'dpe', dpe: estimateDpe(dpe) }, () => options.words().t('dpe.filledNote', { date: formatDate(options.words().lang, dpe.date) }));
  }

  /** A DPE is the home's: shown, and what it answers filled. */
  private take(dpe: Dpe, replaced?: string): void {
    this.text = dpe.number;
    this.set({ kind: 'found', dpe, replaced }, this.options.words().t('dpe.foundSaid', { class: dpe.classEnergy }));
    this.refill();
  }

  /** The visitor gives the class, says they do not know it, or that the DPE shown is not their home's. */
  private giveClass(chosen: DpeClass | undefined, reason?: Reason): void {
    this.stop();
    this.set({ kind: 'manual', reason, chosen });
    const values = chosen ? dpeValues({ number: '', date: '', classEnergy: chosen }, this.options.asked(), new Date()) : {};
    this.options.filled({ values, from: 'dpe', dpe: chosen ? { classEnergy: chosen } : undefined });
  }

  /** Typed: a number that can be one is looked up once the typing settles. */
  input(event: Event): void {
    this.text = (event.target as HTMLInputElement).value;
    clearTimeout(this.timer);
    if (dpeNumberOf(this.text)) this.timer = setTimeout(() => void this.byNumber(this.text), SETTLE_MS);
  }

  /** Enter, or leaving a number that cannot be one: looked up at once, or said invalid. */
  private readonly onCommit = (event: Event): void => {
    const enter = event instanceof KeyboardEvent;
    if (enter && event.key !== 'Enter') return;
    if (enter) event.preventDefault();
    if (dpeNumberOf(this.text)) {
      if (enter || this.state.kind === 'idle') void this.byNumber(this.text);
    } else if (this.text.trim()) this.giveClass(undefined, 'invalid');
  };

  view(): Partial<InputView> {
    this.options.words().adopt(dpeMessages);
    adoptStyles(this.host.renderRoot, dpeStyles);
    return { text: this.text, busy: this.state.kind === 'searching', onKeydown: this.onCommit, onChange: this.onCommit, describedBy: [`${this.id}-status`], below: this.render() };
  }

  private render(): TemplateResult {
    const words = this.options.words();
    const { state } = this;
    return html`<p part="hint" class="hint dpe-status" id="${this.id}-status">${this.said()}</p>
      ${state.kind === 'found'
        ? this.renderFound(words, state)
        : state.kind === 'several'
          ? this.choice('dpe-choice', words.t('dpe.several'), [
              ...state.dpes.map((dpe): Option => [
                words.t('dpe.option', { home: this.home(words, dpe), class: dpe.classEnergy, date: formatDate(words.lang, dpe.date) }),
                () => this.take(dpe),
              ]),
              [words.t('dpe.noneOfThese'), () => this.giveClass(undefined)],
            ])
          : state.kind === 'manual'
            ? html`${this.choice(
                  'dpe-class',
                  words.t('dpe.manual'),
                  [
                    ...DPE_CLASSES.map((one): Option => [one, () => this.giveClass(one, state.reason), state.chosen === one, one]),
                    [words.t('dpe.unknown'), () => this.giveClass(undefined, state.reason), !state.chosen],
                  ],
                  'actions',
                )}
                ${state.chosen ? this.renovation(words, state.chosen) : nothing}`
            : nothing}`;
  }

  /** A choice among radio buttons, `legend` its question; `scale`, a class added to the options' row. */
  private choice(part: string, legend: string, options: Option[], scale = ''): TemplateResult {
    const name = `${this.id}-${part}`;
    return html`<fieldset part="field ${part}" class="field group">
      <legend part="label" class="label">${legend}</legend>
      <div class="options ${scale}">
        ${options.map(
          ([label, change, checked = false, dpeClass]) =>
            html`<label class="option" data-class=${dpeClass ?? nothing}
              ><input type="radio" name=${name} .checked=${checked} @change=${change} /><span>${label}</span></label
            >`,
        )}
      </div>
    </fieldset>`;
  }

  private home(words: Words, { buildingType, surface, floor }: Dpe): string {
    return [
      buildingType && words.t(`dpe.type.${buildingType}`),
      surface && words.t('dpe.surface', { surface: words.number(surface, 1) }),
      floor === undefined ? '' : floor ? words.t('dpe.floor', { floor: words.number(floor) }) : words.t('dpe.groundFloor'),
    ]
      .filter(Boolean)
      .join(', ');
  }

  private badge(words: Words, name: 'dpe.classEnergy' | 'dpe.classClimate', value: DpeClass | undefined): TemplateResult | typeof nothing {
    if (!value) return nothing;
    return html`<span data-class=${value}>${words.t(name)} <strong>${value}</strong></span>`;
  }

  private renderFound(words: Words, { dpe, replaced, filled }: Extract<State, { kind: 'found' }>): TemplateResult {
    const hint = (text: string | false | undefined) => (text ? html`<p class="hint">${text}</p>` : nothing);
    return html`<div part="dpe-card" class="dpe-card">
        <p class="actions">${this.badge(words, 'dpe.classEnergy', dpe.classEnergy)} ${this.badge(words, 'dpe.classClimate', dpe.classClimate)}</p>
        <p>${[words.t('dpe.found', { number: dpe.number, date: formatDate(words.lang, dpe.date) }), this.home(words, dpe)].filter(Boolean).join(' · ')}</p>
        ${hint(replaced && words.t('dpe.replaced', { number: replaced }))} ${hint(filled && words.t('dpe.filled'))}
        <button type="button" class="secondary" part="dpe-not-mine" @click=${() => this.giveClass(undefined)}>${words.t('dpe.notMine')}</button>
      </div>
      ${this.renovation(words, dpe.classEnergy)}`;
  }

  /** E, F, G: one line toward a France Rénov' adviser, for a renovation d'ampleur. */
  private renovation(words: Words, energyClass: DpeClass): TemplateResult | typeof nothing {
    if (!needsDeepRenovation(energyClass)) return nothing;
    return html`<p part="renovation" class="renovation">
      ${words.t('dpe.renovation', { class: energyClass })}
      <a href=${FRANCE_RENOV_ADVISERS} target="_blank" rel="noopener">${words.t('dpe.advisers')}<span class="visually-hidden"> ${words.t('dpe.newWindow')}</span></a>
    </p>`;
  }
}
