/**
 * The home's DPE, looked up by the chosen address's BAN key or by the number typed (or given by the host): its
 * classes, date and surface shown, the asked keys it answers filled (marked « d’après votre DPE du … », editable), and
 * for a home in class E, F or G one line toward a France Rénov' adviser. Several flats at one address are offered by
 * surface; a DPE replaced by a newer one is never offered. Not found, an invalid number, the register down or
 * refused: the visitor gives the class (A to G) or says « Je ne connais pas mon DPE », and nothing waits.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { isAbortError } from '../../api/errors.js';
import { DPE_CLASSES, dpeByNumber, dpeNumberOf, dpesAtAddress, estimateDpe, type Dpe, type DpeClass } from '../../api/dpe.js';
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
    background: var(--_surface);
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
    host.addController({ hostDisconnected: () => this.disconnect() });
    if (dpeNumberOf(typed)) void this.byNumber(typed);
  }

  private get id(): string {
    return `${this.options.idBase}-dpe`;
  }

  private words(): Words {
    return this.options.words();
  }

  private set(state: State, said?: string): void {
    this.state = state;
    if (said) this.options.announce(said);
    this.host.requestUpdate();
  }

  /** Runs one look-up; a newer one (or the visitor's choice) makes its answer moot. */
  private async look(run: (signal: AbortSignal) => Promise<State>): Promise<void> {
    clearTimeout(this.timer);
    this.inFlight?.abort();
    const controller = (this.inFlight = new AbortController());
    this.set({ kind: 'searching' });
    let next: State;
    try {
      next = await run(controller.signal);
    } catch (error) {
      if (isAbortError(error)) return;
      next = { kind: 'manual', reason: 'unavailable' };
    }
    if (controller !== this.inFlight) return;
    this.inFlight = undefined;
    this.show(next);
  }

  private show(next: State): void {
    const words = this.words();
    if (next.kind === 'found') return this.take(next.dpe, next.replaced);
    if (next.kind === 'several') return this.set(next, words.t('dpe.several'));
    if (next.kind === 'manual' && next.reason) return this.set(next, words.t(`dpe.${next.reason}`));
    this.set(next);
  }

  /** The chosen address's DPE. */
  byAddress(banId: string): void {
    const endpoint = this.options.settings().dpeEndpoint;
    void this.look(async (signal) => {
      const dpes = await dpesAtAddress(banId, { endpoint, signal });
      if (dpes.length === 1) return { kind: 'found', dpe: dpes[0]!, filled: false };
      return dpes.length ? { kind: 'several', dpes } : { kind: 'manual', reason: 'notFound.address' };
    });
  }

  private byNumber(typed: string): Promise<void> {
    const endpoint = this.options.settings().dpeEndpoint;
    return this.look(async (signal) => {
      const { dpe, replaced } = await dpeByNumber(typed, { endpoint, signal });
      return dpe ? { kind: 'found', dpe, replaced, filled: false } : { kind: 'manual', reason: 'notFound.number' };
    });
  }

  /** The DPE shown fills again what is asked now (a work added after it was found asks keys of its own). */
  refill(): void {
    const { state } = this;
    if (state.kind !== 'found') return;
    const values = dpeValues(state.dpe, this.options.asked(), this.options.today?.() ?? new Date());
    this.options.filled({ values, from: 'dpe', dpe: estimateDpe(state.dpe) }, () => this.words().t('dpe.filledNote', { date: formatDate(this.words().lang, state.dpe.date) }));
  }

  /** A DPE is the home's: shown, and what it answers filled. */
  private take(dpe: Dpe, replaced?: string): void {
    const values = dpeValues(dpe, this.options.asked(), this.options.today?.() ?? new Date());
    this.text = dpe.number;
    this.set({ kind: 'found', dpe, replaced, filled: Object.keys(values).length > 0 }, this.words().t('dpe.foundSaid', { class: dpe.classEnergy }));
    this.options.filled({ values, from: 'dpe', dpe: estimateDpe(dpe) }, () => this.words().t('dpe.filledNote', { date: formatDate(this.words().lang, dpe.date) }));
  }

  /** The visitor gives the class, says they do not know it, or that the DPE shown is not their home's. */
  private giveClass(chosen: DpeClass | undefined, reason?: Reason): void {
    this.inFlight?.abort();
    this.inFlight = undefined;
    this.set({ kind: 'manual', reason, chosen });
    const values = chosen ? dpeValues({ number: '', date: '', classEnergy: chosen }, this.options.asked(), new Date()) : {};
    this.options.filled({ values, from: 'dpe', dpe: chosen ? { classEnergy: chosen } : undefined });
  }

  private readonly onInput = (event: Event): void => {
    this.text = (event.target as HTMLInputElement).value;
    clearTimeout(this.timer);
    if (dpeNumberOf(this.text)) this.timer = setTimeout(() => void this.byNumber(this.text), SETTLE_MS);
  };

  /** Enter, or leaving a number that cannot be one: looked up at once, or said invalid. */
  private readonly onCommit = (event: Event): void => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    if (event instanceof KeyboardEvent) event.preventDefault();
    if (dpeNumberOf(this.text)) {
      if (event instanceof KeyboardEvent || this.state.kind === 'idle') void this.byNumber(this.text);
    } else if (this.text.trim()) this.giveClass(undefined, 'invalid');
  };

  input(event: Event): void {
    this.onInput(event);
  }

  view(): Partial<InputView> {
    this.words().adopt(dpeMessages);
    adoptStyles(this.host.renderRoot, dpeStyles);
    return { text: this.text, busy: this.state.kind === 'searching', onKeydown: this.onCommit, onChange: this.onCommit, describedBy: [`${this.id}-status`], below: this.render() };
  }

  private render(): TemplateResult {
    const words = this.words();
    const { state } = this;
    const status =
      state.kind === 'searching' ? words.t('dpe.searching') : state.kind === 'manual' && state.reason ? words.t(`dpe.${state.reason}`) : '';
    return html`<p part="hint" class="hint dpe-status" id="${this.id}-status">${status}</p>
      ${state.kind === 'found' ? this.renderFound(words, state) : nothing}
      ${state.kind === 'several' ? this.renderSeveral(words, state.dpes) : nothing}
      ${state.kind === 'manual' ? this.renderManual(words, state.chosen) : nothing}`;
  }

  private home(words: Words, dpe: Dpe): string {
    const parts = [dpe.buildingType ? words.t(`dpe.type.${dpe.buildingType}`) : '', dpe.surface ? words.t('dpe.surface', { surface: words.number(dpe.surface, 1) }) : ''];
    if (dpe.floor !== undefined) parts.push(dpe.floor === 0 ? words.t('dpe.groundFloor') : words.t('dpe.floor', { floor: words.number(dpe.floor) }));
    return parts.filter(Boolean).join(', ');
  }

  private badge(words: Words, name: 'dpe.classEnergy' | 'dpe.classClimate', value: DpeClass | undefined): TemplateResult | typeof nothing {
    if (!value) return nothing;
    return html`<span class="dpe-class" data-class=${value}><span class="dpe-class-name">${words.t(name)}</span> <strong>${value}</strong></span>`;
  }

  private renderFound(words: Words, { dpe, replaced, filled }: Extract<State, { kind: 'found' }>): TemplateResult {
    const date = formatDate(words.lang, dpe.date);
    return html`<div part="dpe-card" class="dpe-card">
        <p class="dpe-classes">${this.badge(words, 'dpe.classEnergy', dpe.classEnergy)} ${this.badge(words, 'dpe.classClimate', dpe.classClimate)}</p>
        <p class="dpe-what">${[words.t('dpe.found', { number: dpe.number, date }), this.home(words, dpe)].filter(Boolean).join(' · ')}</p>
        ${replaced ? html`<p class="hint">${words.t('dpe.replaced', { number: replaced })}</p>` : nothing}
        ${filled ? html`<p class="hint">${words.t('dpe.filled')}</p>` : nothing}
        <button type="button" class="secondary" part="dpe-not-mine" @click=${() => this.giveClass(undefined)}>${words.t('dpe.notMine')}</button>
      </div>
      ${this.renovation(words, dpe.classEnergy)}`;
  }

  private renderSeveral(words: Words, dpes: Dpe[]): TemplateResult {
    const name = `${this.id}-several`;
    return html`<fieldset part="field dpe-choice" class="field group">
      <legend part="label" class="label">${words.t('dpe.several')}</legend>
      <div class="options">
        ${dpes.map(
          (dpe) => html`<label class="option"><input type="radio" name=${name} @change=${() => this.take(dpe)} /><span
              >${words.t('dpe.option', { home: this.home(words, dpe), class: dpe.classEnergy, date: formatDate(words.lang, dpe.date) })}</span
            ></label>`,
        )}
        <label class="option"><input type="radio" name=${name} @change=${() => this.giveClass(undefined)} /><span>${words.t('dpe.noneOfThese')}</span></label>
      </div>
    </fieldset>`;
  }

  private renderManual(words: Words, chosen: DpeClass | undefined): TemplateResult {
    const name = `${this.id}-class`;
    const reason = this.state.kind === 'manual' ? this.state.reason : undefined;
    return html`<fieldset part="field dpe-class" class="field group dpe-manual">
        <legend part="label" class="label">${words.t('dpe.manual')}</legend>
        <div class="options dpe-scale">
          ${DPE_CLASSES.map(
            (one) => html`<label class="option dpe-option" data-class=${one}
              ><input type="radio" name=${name} .checked=${chosen === one} @change=${() => this.giveClass(one, reason)} /><span>${one}</span></label
            >`,
          )}
          <label class="option dpe-unknown"
            ><input type="radio" name=${name} .checked=${chosen === undefined} @change=${() => this.giveClass(undefined, reason)} /><span
              >${words.t('dpe.unknown')}</span
            ></label
          >
        </div>
      </fieldset>
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

  disconnect(): void {
    clearTimeout(this.timer);
    this.inFlight?.abort();
  }
}
