import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { isAbortError } from '../../api/errors.js';
import type { Context, Operation } from '../../api/schemas.js';
import { buildFormModel, knownWordsFor, type FieldOverrides, type FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';
import { ownValue } from '../../inputs/records.js';
import { renderConfigErrors, renderStatus } from '../../ui/field.js';
import { baseStyles } from '../../ui/styles.js';
import { LazyChunk } from '../../ui/lazy-chunk.js';
import { WidgetElement } from '../../ui/widget-element.js';
import type { CeeInputsLoadedDetail } from './cee-simulator.events.js';
import { simulatorMessages } from './cee-simulator.messages.js';
import { simulatorStyles } from './cee-simulator.styles.js';
import { TypedValues } from './typed-values.js';
import { loadInputs, simulatorClient, type LoadedInputs, type SimulatorClient } from './simulator-calls.js';
import { allowsBothContexts, operationsFor, readSimulatorConfig, type SimulatorConfig } from './simulator-config.js';
import { placeholder, renderFailure, renderSimulatorForm } from './simulator-form.js';
import { errorDetail, SimulatorSubmission, type CalculationLoader } from './simulator-submission.js';

export type { CeeErrorDetail, CeeInputsLoadedDetail, CeeResultDetail } from './cee-simulator.events.js';
export type { FieldOverride, FieldOverrides } from '../../inputs/form-model.js';

type Picker = typeof import('./simulator-picker.js');

const SKELETON_FIELDS = 4;
/** What tells that the visitor is about to fill the form: focus (keyboard or pointer), a press, typing. */
const GESTURES = ['focusin', 'pointerdown', 'input'] as const;

/**
 * Estimates a CEE bonus (kWh cumac, and euros when a price is set) and/or a MaPrimeRénov' amount for one
 * energy-saving operation, with a form built from the calculation API's simulation inputs.
 *
 * @summary Dynamic CEE / MaPrimeRénov' simulation form and its result.
 * @tagname cee-simulator
 *
 * @fires {CustomEvent<CeeInputsLoadedDetail>} cee-inputs-loaded - The fields are shown. `detail: {fost, context, aid, fields}` (`fields`: the keys as the service listed them, CEE and MPR merged).
 * @fires {CustomEvent<CeeResultDetail>} cee-result - Once per successful submission. `detail: {aid, request, result}`; for `aid="both"`, `request` and `result` are `{cee, mpr}`.
 * @fires {CustomEvent<CeeErrorDetail>} cee-error - A call to the service failed, or a part of the simulator's code could not be fetched (kind `network`). `detail: {error: {kind, status?, message, fieldErrors?}}`.
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
export class CeeSimulator extends WidgetElement {
  static override styles = [baseStyles, simulatorStyles];

  static override properties: PropertyDeclarations = {
    fost: {},
    context: {},
    aid: {},
    eurosMwhCumac: { attribute: 'euros-mwh-cumac', type: Number },
    values: { attribute: false },
    fields: { attribute: false },
    pickedCode: { state: true, attribute: false },
    pickedContext: { state: true, attribute: false },
  };

  /** FOST code of the operation, e.g. `BAR-TH-171`. Without it, the visitor picks one from the catalogue. */
  fost?: string;

  /** `b2c` (default, households) or `b2b` (businesses). Also filters the operation picker. */
  context = 'b2c';

  /** Which bonus to calculate: `cee` (default), `mpr` or `both`. */
  aid = 'cee';

  /** Price of one MWh cumac, in euros: adds the bonus in euros to the CEE result. A positive number. */
  eurosMwhCumac?: number;

  /** Prefill by dotted key, e.g. `{'housing.department': '69'}`. Setting it replaces the values of the keys it gives. */
  values: RawValues = {};

  /** Per-key overrides by dotted key: `{label, help, hidden, default}`. */
  fields: FieldOverrides = {};

  protected override messages = simulatorMessages;
  protected static override english = () => import('./cee-simulator.messages.en.js').then((module) => module.pack);
  /** The operation picker, fetched with the catalogue when there is no `fost`. */
  protected static picker: () => Promise<Picker> = () => import('./simulator-picker.js');
  /** The calculation path (validation, payloads, calls, result), fetched on the visitor's first gesture. */
  protected static calculation: CalculationLoader = () => import('./simulator-calculation.js');

  /** @internal The calls this element makes, on the configuration in effect. */
  get client(): SimulatorClient {
    return this.callsOn(simulatorClient);
  }

  private pickedCode = '';
  private pickedContext?: Context;
  private readonly announcer = new LiveAnnouncer(this);

  private config!: SimulatorConfig;
  private target = '';
  private shownFieldCount = SKELETON_FIELDS;
  private formCache?: { inputs: LoadedInputs; lang: string; overrides: FieldOverrides; fields: FormField[] };
  private pendingEvents: Array<[string, unknown]> = [];
  private readonly typed = new TypedValues(this);
  /** Loads cut short by a removal from the page. */
  private interrupted: Array<{ run(): Promise<void> }> = [];
  private readonly submission = new SimulatorSubmission(this, {
    calls: (make) => this.callsOn(make),
    load: () => (this.constructor as typeof CeeSimulator).calculation(),
    words: this,
    announce: (text) => this.announcer.say(text),
    fire: (type, detail) => this.pendingEvents.push([type, detail]),
    summaryId: this.summaryId,
  });

  private readonly picker = new LazyChunk(() => (this.constructor as typeof CeeSimulator).picker(), 'The operation picker');

  private readonly operationsTask = new Task(this, {
    task: async ([wanted, client], { signal }) => {
      if (!wanted) return initialState;
      // The picker's code and the catalogue come side by side; the picker shows its loading state meanwhile.
      const picker = this.picker.load();
      picker.then(() => this.requestUpdate(), () => undefined);
      const operations = await client.listOperations({ signal });
      await picker;
      return operations;
    },
    args: () => [!this.config.errors.length && !this.config.fost, this.client] as const,
    onError: (error) => this.report(error),
  });

  private readonly inputsTask = new Task(this, {
    task: async ([code, context, aid, client], { signal }) => (code ? loadInputs(client, code, context, aid, signal, this.locale) : initialState),
    args: () => [this.config.errors.length ? '' : this.activeCode, this.activeContext, this.config.aid, this.client] as const,
    onComplete: (inputs) => this.inputsLoaded(inputs),
    onError: (error) => this.report(error),
  });

  private get activeCode(): string {
    return this.config.fost || this.pickedCode;
  }

  private get pickedOperation(): Operation | undefined {
    return this.pickedCode ? this.operationsTask.value?.find((operation) => operation.code === this.pickedCode) : undefined;
  }

  private get activeContext(): Context {
    const switchable = !this.config.fost && allowsBothContexts(this.pickedOperation);
    return switchable ? (this.pickedContext ?? this.config.context) : this.config.context;
  }

  constructor() {
    super();
    // The visitor reaches into the widget: the calculation code is fetched now, so "Calculate" finds it here.
    const prepare = () => {
      for (const type of GESTURES) this.removeEventListener(type, prepare);
      this.submission.prepare().catch(() => undefined);
    };
    for (const type of GESTURES) this.addEventListener(type, prepare);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    for (const task of this.interrupted.splice(0)) void task.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Off the page, nothing waits on the service: pending calls are aborted, and the loads resume on return.
    for (const task of [this.operationsTask, this.inputsTask]) {
      if (task.status === TaskStatus.PENDING) (task.abort(), this.interrupted.push(task));
    }
    if (this.submission.sending) this.announcer.clear();
    this.submission.cancel();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.config = readSimulatorConfig(this);
    if (changed.has('values') && this.values) this.typed.prefilled(Object.keys(this.values));
    if (changed.has('context')) {
      this.pickedContext = undefined;
      // The picker lists only this context's operations: a choice it no longer lists is dropped.
      if (this.pickedOperation && !operationsFor([this.pickedOperation], this.config.context).length) this.pickedCode = '';
    }
    const target = `${this.activeCode}|${this.activeContext}|${this.config.aid}`;
    if (target !== this.target) {
      // Another operation or context: whatever was being calculated is stale.
      this.target = target;
      this.submission.reset();
      this.announcer.say(this.activeCode && !this.config.errors.length ? this.t('sim.loadingFields') : '');
    }
  }

  override updated(): void {
    const events = this.pendingEvents;
    this.pendingEvents = [];
    for (const [type, detail] of events) this.emit(type, detail);
    const focus = this.submission.focus;
    this.submission.focus = undefined;
    if (focus) this.focusTarget(focus);
  }

  override render(): TemplateResult {
    const body = this.config.errors.length ? renderConfigErrors(this.t('config.title'), this.config.errors) : this.renderBody();
    return html`${body}${renderStatus(this.announcer.text)}`;
  }

  private renderBody(): TemplateResult {
    return html`${this.config.fost ? nothing : this.renderChooser()}${this.renderInputs()}${this.submission.renderResults(`${this.uid}-result-title`)}`;
  }

  private renderChooser(): TemplateResult {
    const task = this.operationsTask;
    if (task.status === TaskStatus.ERROR) return renderFailure(this, task.error, () => void task.run());
    // Until the picker's code is here, a placeholder holds its place (and says what is coming).
    const picker = this.picker.value;
    if (!picker) {
      return html`<div class="chooser" aria-busy="true"><span class="visually-hidden">${this.t('sim.operationsLoading')}</span>${placeholder}</div>`;
    }
    return picker.renderChooser(this, {
      idBase: this.uid,
      operations: task.status === TaskStatus.COMPLETE && task.value ? operationsFor(task.value, this.config.context) : undefined,
      picked: this.pickedCode,
      pickedOperation: this.pickedOperation,
      context: this.activeContext,
      onPick: (code) => ((this.pickedCode = code), (this.pickedContext = undefined)),
      onContext: (context) => (this.pickedContext = context),
    });
  }

  private renderInputs(): TemplateResult | typeof nothing {
    const task = this.inputsTask;
    if (task.status === TaskStatus.ERROR) return renderFailure(this, task.error, () => this.reloadInputs(), this.activeCode);
    if (task.status !== TaskStatus.PENDING && !(task.status === TaskStatus.COMPLETE && task.value)) return nothing;
    const inputs = task.status === TaskStatus.COMPLETE ? task.value : undefined;
    const { submission } = this;
    return renderSimulatorForm(this, {
      fields: inputs && this.formFields(inputs),
      placeholders: this.shownFieldCount,
      controls: {
        idOf: (key) => this.fieldId(key),
        valueOf: (field) => this.typed.valueFor(field, this.values),
        errorsOf: (key) => ownValue(submission.fieldErrors, key),
        onChange: (field, value) => this.fieldChanged(field, value),
        requiredText: this.t('common.required'),
        chooseText: this.t('common.choose'),
      },
      fieldErrors: submission.fieldErrors,
      orphanErrors: submission.orphanErrors,
      summaryId: this.summaryId,
      focusKey: (key) => this.focusTarget(key),
      notice: inputs?.mprUnavailable ? this.t('sim.mprUnavailable') : undefined,
      failure: submission.failure ? renderFailure(this, submission.failure, () => this.submit()) : undefined,
      sending: submission.sending,
      onSubmit: this.onSubmit,
    });
  }

  private get summaryId(): string {
    return `${this.uid}-summary`;
  }

  /** One id per key: every character but letters and digits is spelled out, so `a.b` and `a-b` never share one. */
  private fieldId(key: string): string {
    return `${this.uid}-f-${key.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`)}`;
  }

  private formFields(inputs: LoadedInputs): FormField[] {
    const cache = this.formCache;
    if (cache && cache.inputs === inputs && cache.lang === this.locale && cache.overrides === this.fields) return cache.fields;
    const fields = buildFormModel(inputs.listed, this.locale, this.fields);
    this.formCache = { inputs, lang: this.locale, overrides: this.fields, fields };
    // Switched to French after the load (or the words could not be fetched then): they come, then the form again.
    knownWordsFor(inputs.listed, this.locale)?.then(
      () => ((this.formCache = undefined), this.requestUpdate()),
      () => undefined,
    );
    return fields;
  }

  private fieldChanged(field: FormField, value: string | boolean): void {
    this.submission.edited(field.key);
    this.typed.change(field.key, value);
  }

  private readonly onSubmit = (event: Event) => {
    event.preventDefault();
    this.submit();
  };

  private submit(): void {
    this.submission.submit(() => {
      const inputs = this.inputsTask.status === TaskStatus.COMPLETE ? this.inputsTask.value : undefined;
      if (!inputs) return undefined;
      const fields = this.formFields(inputs);
      return { inputs, fields, raw: this.typed.valuesOf(fields, this.values), eurosMwHCumac: this.config.eurosMwHCumac };
    });
  }

  private focusTarget(target: string): void {
    const root = this.renderRoot as ShadowRoot;
    if (target === this.summaryId) return void root.getElementById(target)?.focus();
    const controls = [...root.querySelectorAll<HTMLInputElement>(`[data-key="${CSS.escape(target)}"]`)];
    (controls.find((control) => control.checked) ?? controls[0])?.focus();
  }

  private inputsLoaded(inputs: LoadedInputs): void {
    this.shownFieldCount = this.formFields(inputs).filter((field) => !field.hidden).length || SKELETON_FIELDS;
    this.announcer.say(this.t('sim.fieldsLoaded', { count: this.shownFieldCount }));
    const fields = inputs.listed.map((listed) => listed.field);
    const detail: CeeInputsLoadedDetail = { fost: inputs.code, context: inputs.context, aid: inputs.aid, fields };
    this.pendingEvents.push(['cee-inputs-loaded', detail]);
  }

  private reloadInputs(): void {
    this.announcer.say(this.t('sim.loadingFields'));
    void this.inputsTask.run();
  }

  /** `cee-error` for every failure of the service (not for aborts, which are ours); the error panel says the rest. */
  private report(error: unknown): void {
    if (isAbortError(error)) return;
    this.announcer.clear();
    this.pendingEvents.push(['cee-error', errorDetail(error)]);
  }
}

/** The typed events of every element come with each class (`HTMLElementEventMap`). */
export type { CeeWidgetsEventMap } from '../../events.js';

declare global {
  interface HTMLElementTagNameMap {
    'cee-simulator': CeeSimulator;
  }
}
