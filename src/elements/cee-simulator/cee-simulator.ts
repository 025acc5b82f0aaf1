import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import { errorDetailOf, isAbortError } from '../../api/errors.js';
import type { Aid, Context } from '../../api/schemas.js';
import type { RawValues } from '../../inputs/form-schema.js';
import type { FieldOverrides, FormField } from '../../inputs/form-model.js';
import { RenderedEvents } from '../../ui/rendered-events.js';
import { departmentNote, renderConfigErrors, renderStatus } from '../../ui/field.js';
import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { Localize } from '../../ui/localize.js';
import { baseStyles } from '../../ui/styles.js';
import { CalculatingElement } from '../../ui/simulation/calculating-element.js';
import { changedInContent, HostValues } from '../../ui/host-values.js';
import { FunnelController } from '../../ui/funnel/funnel-controller.js';
import { prefilledDefault } from '../../ui/funnel/page-prefill.js';
import { simulatorMessages, type SimulatorKey } from './cee-simulator.messages.js';
import { simulationStyles } from '../../ui/simulation/simulation.styles.js';
import { simulatorClient, type SimulatorClient } from '../../ui/simulation/calls.js';
import { readSimulatorConfig, type SimulatorConfig } from './simulator-config.js';
import { renderFailure, renderSimulatorForm } from '../../ui/simulation/form.js';
import { SimulatorInputs, type Picker } from './simulator-inputs.js';
import { SimulatorSubmission, type CalculationLoader } from './simulator-submission.js';
import { warmUpSteps, type WarmUp } from './simulator-warmup.js';
import type { CeeSimulatorEventMap } from './cee-simulator.events.js';
import { homeSlot } from '../../ui/address/home-slot.js';

export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail } from '../../ui/funnel/funnel.events.js';
export type { CeeErrorDetail, CeeInputsLoadedDetail, CeeLeadDetail, CeeResultDetail, LeadContact } from './cee-simulator.events.js';
export type { FieldOverride, FieldOverrides } from '../../inputs/form-model.js';

/**
 * Estimates a CEE bonus (kWh cumac, and euros when a price is set) and/or a MaPrimeRénov' amount for one
 * energy-saving operation, with a form built from the calculation API's simulation inputs.
 *
 * @summary Dynamic CEE / MaPrimeRénov' simulation form and its result.
 * @tagname cee-simulator
 *
 * @fires {CustomEvent<CeeInputsLoadedDetail>} cee-inputs-loaded - The fields are shown. `detail: {fost, context, aid, fields}` (`fields`: the keys as the service listed them, CEE and MPR merged).
 * @fires {CustomEvent<CeeResultDetail>} cee-result - Once per successful submission. `detail: {aid, request, result}`; for `aid="both"`, `request` and `result` are `{cee, mpr}`. When only one of the two calls of `aid="both"` succeeds, the detail is that aid's own (`{aid: 'cee', request, result}`), and again for the other aid once its retry succeeds.
 * @fires {CustomEvent<CeeLeadDetail>} cee-lead - With `lead`, the visitor sent the contact step beside a current result. `detail: {contact: {name, phone?, email?, postcode?, message?}, consent: {text, at}, estimate, attribution}`: `attribution` the visit's campaign (utm_*, referrer, page); `phone` in its 10 national digits for a French number, in international form for another country's (`+442079460958`), `consent.text` the sentence the visitor ticked (in the page's language), `consent.at` when they sent it (ISO 8601), `estimate` the API core's `estimate()` of the result on screen (the same amounts). The element sends and stores nothing: the host posts it, then calls `confirmLead()` or `leadFailed()`.
 * @fires {CustomEvent<CeeReadyDetail>} cee-ready - Drawn, once. `{element, version}`.
 * @fires {CustomEvent<CeeStepDetail>} cee-step - A step of the funnel reached (README, funnel events). `{element, version, step, works?, totals?}`.
 * @fires {CustomEvent<CeeAbandonDetail>} cee-abandon - The page left after a step, before the funnel's end. `{element, version, step}`.
 * @fires {CustomEvent<CeeErrorDetail>} cee-error - A call to the service failed, or a part of the simulator's code could not be fetched (kind `network`). `detail: {error: {kind, status?, message, fieldErrors?}, aid?}`: `aid` (`cee` or `mpr`) names the call that failed while the other's result is shown.
 *
 * @csspart form - The simulation form.
 * @csspart field - One field (label, control, hint, error).
 * @csspart label - A field's label (a legend for radio buttons).
 * @csspart control - An input, select, radio button or checkbox.
 * @csspart operation-picker - The operation select (with `control`), without `fost`.
 * @csspart context-switch - The b2c / b2b radio buttons (with `control`).
 * @csspart hint - A field's help text.
 * @csspart error - A field's error message, or an error panel.
 * @csspart error-summary - Errors that belong to no visible field, with links to the others.
 * @csspart retry - The retry button of an error panel.
 * @csspart submit - The calculate button.
 * @csspart result - The result region.
 * @csspart lead - The contact step (with `lead`), under the result; its fields have the field parts above.
 * @csspart lead-form - The contact step's form.
 * @csspart lead-submit - The contact step's send button.
 * @csspart amount - A figure of the result (volume, euros, MPR amount).
 * @csspart status - The polite live region announcing loading, results and errors to count.
 *
 * @cssprop --cee-color-primary - Buttons and accents.
 * @cssprop --cee-color-on-primary - Text on primary buttons.
 * @cssprop --cee-color-text - Text.
 * @cssprop --cee-color-muted - Hints, units, labels of details.
 * @cssprop --cee-color-background - Background of the element and controls.
 * @cssprop --cee-color-surface - Background of the result and of loading placeholders.
 * @cssprop --cee-color-border - Borders of controls.
 * @cssprop --cee-color-error - Errors.
 * @cssprop --cee-color-success - The result's headline amounts.
 * @cssprop --cee-color-focus - Focus ring, 3px solid (#b45309 by default).
 * @cssprop --cee-radius - Corner radius.
 * @cssprop --cee-space - Base spacing (0.75em by default).
 * @cssprop --cee-font-family - Font (inherited by default).
 * @cssprop --cee-font-size - Base font size (`medium`, the browser's default, whatever the page's root size).
 * @cssprop --cee-line-height - Line height (1.5 by default).
 * @cssprop --cee-color-scheme - `light` (default) or `dark`, for native controls (select popups, checkboxes, scrollbars).
 * @cssprop --cee-result-background - Background of the result region (default: the surface color).
 * @cssprop --cee-skeleton-color - Loading placeholders (default: the surface color).
 */
export class CeeSimulator extends CalculatingElement {
  /** @internal The tag the package registers this class under (`define`, the lazy loader, the React wrappers). */
  static readonly tag = 'cee-simulator';

  static override styles = [baseStyles, simulationStyles];

  static override properties: PropertyDeclarations = {
    fost: {},
    context: {},
    aid: {},
    // By content: a framework's new object with the same entries (each render of a React parent) changes nothing.
    values: { attribute: false, hasChanged: changedInContent },
    fields: { attribute: false, hasChanged: changedInContent },
  };

  /** FOST code of the operation, e.g. `BAR-TH-171`. Without it, the visitor picks one from the catalogue. */
  fost?: string;

  /** `b2c` (default, households) or `b2b` (businesses). Also filters the operation picker. */
  context: Context = 'b2c';

  /** Which bonus to calculate: `cee` (default), `mpr` or `both`. */
  aid: Aid = 'cee';

  /**
   * Prefill by dotted key, e.g. `{'housing.department': '69'}`. Compared by content: an entry whose value changed
   * fills its field again, over what the visitor typed there; the same entries again change nothing.
   */
  values: RawValues = {};

  /** Per-key overrides by dotted key: `{label, help, hidden, default}`. Compared by content, like `values`. */
  fields: FieldOverrides = {};

  /** The operation picker, fetched with the catalogue when there is no `fost`. */
  protected static picker: () => Promise<Picker> = () => import('../../ui/simulation/operation-picker.js');
  /** The calculation path (validation, payloads, calls, result), fetched on the visitor's first gesture. */
  protected static calculation: CalculationLoader = () => import('./simulator-calculation.js');
  /** What gets the page ready to draw the first answer, in idle time once its requests have left (once per page). */
  protected static warmUp: WarmUp = warmUpSteps;

  /** @internal The calls this element makes, on the configuration in effect. */
  get client(): SimulatorClient {
    return this.callsOn(simulatorClient);
  }

  /** @internal The configuration in effect, read at each update. */
  config!: SimulatorConfig;

  protected override readonly words = new Localize<SimulatorKey>(this, simulatorMessages, () =>
    import('./cee-simulator.messages.en.js').then((module) => module.pack),
  );
  private readonly announcer = new LiveAnnouncer(this);
  private readonly events = new RenderedEvents<CeeSimulatorEventMap>(this);
  private readonly typed = new HostValues(this);
  private readonly funnel = new FunnelController(this, 'cee-simulator');
  /** What the page's URL prefills (`prefill-from-url`), read at the first insertion. */
  private target = '';
  /** The address and DPE fields, fetched when `address` or `dpe-lookup` is on, made once the form's fields are here. */
  private readonly home = homeSlot(
    this,
    () => import('../../ui/address/home-lookups.js'),
    ({ HomeLookups }) =>
      this.model.loaded
        ? new HomeLookups(this, {
            idBase: `${this.uid}-home`,
            words: () => this.words,
            settings: () => this,
            asked: () => this.visibleFields(),
            announce: (text) => this.announcer.say(text),
            take: (values) => {
              for (const [key, value] of Object.entries(values)) {
                this.submission.errors?.clear(key);
                this.typed.type(key, value);
              }
            },
            changed: () => this.submission.markStale(),
          })
        : undefined,
  );

  private readonly model = new SimulatorInputs(this, {
    words: this.words,
    announcer: this.announcer,
    loadPicker: () => (this.constructor as typeof CeeSimulator).picker(),
    warmUp: (this.constructor as typeof CeeSimulator).warmUp,
    report: (error) => this.report(error),
    loaded: (detail) => this.events.fire('cee-inputs-loaded', detail),
  });

  private readonly submission = new SimulatorSubmission(this, {
    calls: (make) => this.callsOn(make),
    load: () => (this.constructor as typeof CeeSimulator).calculation(),
    fieldsNow: () => this.currentFields(),
    words: this.words,
    errorOptions: {
      idPrefix: this.uid,
      hasControl: (key) => this.visibleFields().some((field) => field.key === key),
      labelOf: (key) => this.currentFields().find((field) => field.key === key)?.label,
    },
    announcer: this.announcer,
    fire: (type, detail) => this.events.fire(type, detail),
    funnel: this.funnel,
    home: () => this.home()?.facts,
  });

  /**
   * After `cee-lead`, the host sent the request: the contact step says `message`, else "Votre demande a été envoyée
   * à {partner}.". Returns false when no request was waiting for an answer.
   */
  confirmLead(message?: string): boolean {
    return Boolean(this.submission.lead?.confirm(message));
  }

  /**
   * After `cee-lead`, the host could not send the request: the contact step says `message` (else that it could not
   * be sent), keeps the visitor's values, and lets them send it again. Returns false when no request was waiting.
   */
  leadFailed(message?: string): boolean {
    return Boolean(this.submission.lead?.fail(message));
  }

  override connectedCallback(): void {
    // Its requests leave first, before its shadow root takes its styles and before the first render (which reads
    // the configuration again). The URL's operation, when the host lets it be read, is the one asked: they wait for it.
    if (this.readUrl((prefill) => prefill.works && (this.fost = prefill.works[0]), () => this.startLoads())) this.startLoads();
    super.connectedCallback();
  }

  private startLoads(): void {
    this.config = readSimulatorConfig(this, this.words);
    this.model.start();
  }


  /** Its inputs' requests, sent at insertion: they leave once the token is here. */
  protected override requestsLeaving(): Promise<unknown> | undefined {
    return this.model.requestsLeaving;
  }

  override disconnectedCallback(): void {
    // Off the page, nothing waits on the service: the calculation in flight is aborted, and not announced.
    if (this.submission.sending) this.announcer.clear();
    this.submission.cancel();
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.config = readSimulatorConfig(this, this.words);
    // The address and DPE fields: their code asked for once an attribute is on, made once the form is here.
    this.home();
    const refilled = changed.has('values') ? this.typed.take(this.values) : [];
    if (refilled.length || changed.has('eurosMwhCumac')) this.submission.markStale();
    if (changed.has('context')) this.model.contextChanged();
    const target = `${this.model.activeCode}|${this.model.activeContext}|${this.config.aid}`;
    if (target !== this.target) {
      // Another operation or context: whatever was being calculated is stale.
      this.target = target;
      // The visitor's choice in the picker (not the host's `fost`) is the works step.
      if (this.model.engaged && !this.config.fost && this.model.activeCode) this.funnel.step('works', { works: [this.model.activeCode] });
      this.submission.reset();
      this.announcer.say(this.model.activeCode && !this.config.errors.length && this.model.engaged ? this.words.t('sim.loadingFields') : '');
    }
  }

  override render(): TemplateResult {
    const body = this.config.errors.length ? renderConfigErrors(this.words.t('config.title'), this.config.errors) : this.renderBody();
    return html`${body}${renderStatus(this.announcer.text)}`;
  }

  private renderBody(): TemplateResult {
    return html`${this.config.fost ? nothing : this.model.renderChooser(this.uid)}${this.renderInputs()}${this.submission.renderResults()}`;
  }

  private renderInputs(): TemplateResult | typeof nothing {
    const { model, submission } = this;
    const { errors } = submission;
    const task = model.inputs;
    if (task.status === TaskStatus.ERROR) return renderFailure(this.words, task.error, () => model.reload(), model.activeCode);
    const inputs = model.loaded;
    if (task.status !== TaskStatus.PENDING && !inputs) return nothing;
    return renderSimulatorForm(this.words, {
      fields: inputs && model.formFields(inputs),
      placeholders: model.shownFieldCount,
      controls: {
        prefix: this.uid,
        valueOf: (field) => this.typed.valueFor(field.key, prefilledDefault(this.fromUrl, field.key, field.default)),
        errorsOf: (key) => errors?.for(key),
        noteOf: (field) => {
          const value = this.typed.valueFor(field.key, prefilledDefault(this.fromUrl, field.key, field.default));
          return this.home()?.noteFor(field.key, value) ?? departmentNote(this.words, field.key, value);
        },
        onChange: (field, value) => this.fieldChanged(field, value),
        requiredText: this.words.t('common.required'),
        chooseText: this.words.t('common.choose'),
      },
      summary: errors?.renderSummary() ?? nothing,
      lookups: this.home()?.render(),
      notice: inputs?.mprUnavailable ? this.words.t('sim.mprUnavailable') : undefined,
      failure: submission.failure ? renderFailure(this.words, submission.failure, () => this.submit()) : undefined,
      sending: submission.sending,
      onSubmit: this.onSubmit,
    });
  }

  private currentFields(): readonly FormField[] {
    const inputs = this.model.loaded;
    return inputs ? this.model.formFields(inputs) : [];
  }

  /** Every field's value, by dotted key: typed, else prefilled, else its default. */
  private valuesOf(fields: readonly FormField[]): RawValues {
    const defaults = new Map(fields.map((field) => [field.key, prefilledDefault(this.fromUrl, field.key, field.default)]));
    return this.typed.valuesOf(fields.map((field) => field.key), (key) => defaults.get(key));
  }

  private visibleFields(): readonly FormField[] {
    return this.currentFields().filter((field) => !field.hidden);
  }

  private fieldChanged(field: FormField, value: string | boolean): void {
    this.submission.errors?.clear(field.key);
    this.submission.markStale();
    this.typed.type(field.key, value);
    this.funnel.step('household', { works: [this.model.activeCode] });
  }

  private readonly onSubmit = (event: Event) => {
    event.preventDefault();
    this.submit();
  };

  private submit(): void {
    this.submission.submit(() => {
      const inputs = this.model.loaded;
      if (!inputs) return undefined;
      const fields = this.model.formFields(inputs);
      return { inputs, fields, raw: this.valuesOf(fields), eurosMwhCumac: this.config.eurosMwhCumac };
    });
  }

  /** `cee-error` for every failure of the service (not for aborts, which are ours); the error panel says the rest. */
  private report(error: unknown): void {
    if (isAbortError(error)) return;
    this.announcer.clear();
    this.events.fire('cee-error', { error: errorDetailOf(error) });
  }
}

/** The element's typed events come with its class (its events file adds them to `HTMLElementEventMap`). */
export type { CeeSimulatorEventMap } from './cee-simulator.events.js';

declare global {
  interface HTMLElementTagNameMap {
    'cee-simulator': CeeSimulator;
  }
}
