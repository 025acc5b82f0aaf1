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
import { dpeMessages, type DpeKey } from './dpe-panel.messages.js';

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
  | { kind: 'found'; dpe: Dpe; replaced?: string; filled: boolean }
  | { kind: 'several'; dpes: Dpe[] }
  | { kind: 'manual'; reason?: Reason; chosen?: DpeClass };

// What a fill does (`home-fill.ts`) comes with each look-up: the field makes it from the first one here.
export { FieldFills } from './home-fill.js';

export class DpePanel {
  state: State = { kind: 'idle' };
  /** What the number input shows. */
  text: string;
  private timer?: ReturnType<typeof setTimeout>;
  private inFlight?: AbortController;

  constructor(
    private readonly host: LookupHost,
    private readonly options: LookupOptions,
    typed: string,
  ) {
    this.text = typed;
    host.addController({ hostDisconnected: () => this.stop() });
    if (dpeNumberOf(typed)) void this.byNumber(typed);
  }

  private get id(): string {
    return `${this.options.idBase}-dpe`;
  }

  /** What the status line says of a state, and what is announced when it comes: the search, a reason to give the class. */
  private said(state: State = this.state, words = this.options.words()): string {
    return state.kind === 'searching' ? words.t('dpe.searching') : state.kind === 'manual' && state.reason ? words.t(`dpe.${state.reason}`) : state.kind === 'several' ? words.t('dpe.several') : '';
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
    this.set(next, this.said(next));
  }

  /** The chosen address's DPE. */
  byAddress(banId: string): void {
    void this.look(async (options) => {
      const dpes = await dpesAtAddress(banId, options);
      if (dpes.length === 1) return { kind: 'found', dpe: dpes[0]!, filled: false };
      return dpes.length ? { kind: 'several', dpes } : { kind: 'manual', reason: 'notFound.address' };
    });
  }

  private byNumber(typed: string): Promise<void> {
    return this.look(async (options) => {
      const { dpe, replaced } = await dpeByNumber(typed, options);
      return dpe ? { kind: 'found', dpe, replaced, filled: false } : { kind: 'manual', reason: 'notFound.number' };
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
    this.set({ kind: 'found', dpe, replaced, filled: false }, this.options.words().t('dpe.foundSaid', { class: dpe.classEnergy }));
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
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    if (event instanceof KeyboardEvent) event.preventDefault();
    if (dpeNumberOf(this.text)) {
      if (event instanceof KeyboardEvent || this.state.kind === 'idle') void this.byNumber(this.text);
    } else if (this.text.trim()) this.giveClass(undefined, 'invalid');
  };

  view(): Partial<InputView> {
    this.options.words().adopt(dpeMessages);
    adoptStyles(this.host.renderRoot, dpeStyles);
    return { text: this.text, busy: this.state.kind === 'searching', onKeydown: this.onCommit, onChange: this.onCommit, describedBy: [`${this.id}-status`], below: this.render() };
  }

  private render(): TemplateResult {
    const words = this.options.words();
    const { state, id } = this;
    // The several DPE's question is the legend of their choice, not the status line.
    return html`<p part="hint" class="hint dpe-status" id="${id}-status">${state.kind === 'several' ? '' : this.said()}</p>
      ${state.kind === 'found'
        ? this.renderFound(words, state)
        : state.kind === 'several'
          ? this.choice(words, 'dpe-choice', 'dpe.several', [
              ...state.dpes.map((dpe) =>
                this.option(
                  `${id}-several`,
                  words.t('dpe.option', { home: this.home(words, dpe), class: dpe.classEnergy, date: formatDate(words.lang, dpe.date) }),
                  () => this.take(dpe),
                ),
              ),
              this.option(`${id}-several`, words.t('dpe.noneOfThese'), () => this.giveClass(undefined)),
            ])
          : state.kind === 'manual'
            ? this.renderManual(words, state.chosen, state.reason)
            : nothing}`;
  }

  /** A radio button and its label; `dpeClass`, a class's swatch. */
  private option(name: string, label: string, change: () => void, checked = false, dpeClass?: DpeClass): TemplateResult {
    return html`<label class="option" data-class=${dpeClass ?? nothing}
      ><input type="radio" name=${name} .checked=${checked} @change=${change} /><span>${label}</span></label
    >`;
  }

  /** A choice among radio buttons, `legend` its question. */
  private choice(words: Words, part: string, legend: DpeKey, options: TemplateResult[], scale = ''): TemplateResult {
    return html`<fieldset part="field ${part}" class="field group">
      <legend part="label" class="label">${words.t(legend)}</legend>
      <div class="options ${scale}">${options}</div>
    </fieldset>`;
  }

  private home(words: Words, dpe: Dpe): string {
    const parts = [dpe.buildingType ? words.t(`dpe.type.${dpe.buildingType}`) : '', dpe.surface ? words.t('dpe.surface', { surface: words.number(dpe.surface, 1) }) : ''];
    if (dpe.floor !== undefined) parts.push(dpe.floor === 0 ? words.t('dpe.groundFloor') : words.t('dpe.floor', { floor: words.number(dpe.floor) }));
    return parts.filter(Boolean).join(', ');
  }

  private badge(words: Words, name: 'dpe.classEnergy' | 'dpe.classClimate', value: DpeClass | undefined): TemplateResult | typeof nothing {
    if (!value) return nothing;
    return html`<span data-class=${value}><span class="dpe-class-name">${words.t(name)}</span> <strong>${value}</strong></span>`;
  }

  private renderFound(words: Words, { dpe, replaced, filled }: Extract<State, { kind: 'found' }>): TemplateResult {
    const hint = (text: string | false | undefined) => (text ? html`<p class="hint">${text}</p>` : nothing);
    return html`<div part="dpe-card" class="dpe-card">
        <p class="actions">${this.badge(words, 'dpe.classEnergy', dpe.classEnergy)} ${this.badge(words, 'dpe.classClimate', dpe.classClimate)}</p>
        <p class="dpe-what">${[words.t('dpe.found', { number: dpe.number, date: formatDate(words.lang, dpe.date) }), this.home(words, dpe)].filter(Boolean).join(' · ')}</p>
        ${hint(replaced && words.t('dpe.replaced', { number: replaced }))} ${hint(filled && words.t('dpe.filled'))}
        <button type="button" class="secondary" part="dpe-not-mine" @click=${() => this.giveClass(undefined)}>${words.t('dpe.notMine')}</button>
      </div>
      ${this.renovation(words, dpe.classEnergy)}`;
  }

  private renderManual(words: Words, chosen: DpeClass | undefined, reason: Reason | undefined): TemplateResult {
    const name = `${this.id}-class`;
    return html`${this.choice(
        words,
        'dpe-class',
        'dpe.manual',
        [
          ...DPE_CLASSES.map((one) => this.option(name, one, () => this.giveClass(one, reason), chosen === one, one)),
          this.option(name, words.t('dpe.unknown'), () => this.giveClass(undefined, reason), chosen === undefined),
        ],
        'actions',
      )}
      ${chosen ? this.renovation(words, chosen) : nothing}`;
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
