import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { errorDetailOf, isAbortError } from '../../api/errors.js';
import type { Estimate } from '../../api/estimate.js';
import { operationCalls, type Operation } from '../../api/operations.js';
import { offersAid, operationsFor, type Aid, type Context } from '../../api/schemas.js';
import type { FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';
import { departmentNote, renderConfigErrors, renderStatus } from '../../ui/field.js';
import { LazyChunk } from '../../ui/lazy-chunk.js';
import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { Localize } from '../../ui/localize.js';
import { RenderedEvents } from '../../ui/rendered-events.js';
import { baseStyles } from '../../ui/styles.js';
import { WidgetElement } from '../../ui/widget-element.js';
import { changedEntries, changedInContent } from '../../ui/host-values.js';
import { FunnelController } from '../../ui/funnel/funnel-controller.js';
import { pagePrefill, prefilledDefault } from '../../ui/funnel/page-prefill.js';
import type { UrlPrefill } from '../../ui/url-prefill.js';
import { renderFields, type ControlContext } from '../cee-simulator/simulator-controls.js';
import { simulatorClient, type SimulatorClient } from '../cee-simulator/simulator-calls.js';
import { placeholder, renderFailure } from '../cee-simulator/simulator-form.js';
import type { OperationPicker } from '../cee-simulator/simulator-picker.js';
import type { CeeProjectEventMap } from './cee-project.events.js';
import { projectMessages, type ProjectKey } from './cee-project.messages.js';
import { projectStyles } from './cee-project.styles.js';
import { simulatorStyles } from '../cee-simulator/cee-simulator.styles.js';
import { readProjectConfig, type ProjectConfig } from './project-config.js';
import { ProjectValues, projectForm, splitKey, workKey, type ProjectForm } from './project-form.js';
import { ProjectWorks, type Work } from './project-works.js';
import type { ProjectCalculating } from './project-calculation.js';
import type { ProjectKeeping } from './project-keeping.js';
import type { ProjectAccess } from './project-state.js';
import { HomeSlot } from '../../ui/address/home-slot.js';

export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail } from '../../ui/funnel/funnel.events.js';
export type { CeeProjectChangeDetail, CeeProjectResultDetail, CeeErrorDetail, CeeLeadDetail, CeeEstimateEmailDetail } from './cee-project.events.js';

type Picker = typeof import('../cee-simulator/simulator-picker.js');
type Calculation = typeof import('./project-calculation.js');
type Keeping = typeof import('./project-keeping.js');

/**
 * A homeowner's renovation project of several works: the visitor adds works with the operation picker, answers
 * the household's and the dwelling's questions once and each work's own, gives each work's quote if known, and
 * reads the project's total aids, each work's CEE and MaPrimeRénov' with the caps applied, and what remains to
 * pay. The estimate prints alone, and, when the host sets `lead`, goes to the partner through a consented contact
 * step (`cee-lead`): the element itself sends and stores nothing personal.
 *
 * @summary A renovation project of several works: total aids, caps, remaining cost, printable estimate.
 * @tagname cee-project
 *
 * @fires {CustomEvent<CeeProjectChangeDetail>} cee-project-change - The works changed (added or removed by the visitor). `detail: {works}` (codes).
 * @fires {CustomEvent<CeeProjectResultDetail>} cee-project-result - Once per calculation whose answer is shown. `detail: {estimate}`: the figures on screen (docs/contract.md §2).
 * @fires {CustomEvent<CeeReadyDetail>} cee-ready - Drawn, once. `{element, version}`.
 * @fires {CustomEvent<CeeStepDetail>} cee-step - A step of the funnel reached (README, funnel events). `{element, version, step, works?, totals?}`.
 * @fires {CustomEvent<CeeAbandonDetail>} cee-abandon - The page left after a step, before the funnel's end. `{element, version, step}`.
 * @fires {CustomEvent<CeeErrorDetail>} cee-error - A call of one work failed, or a part of the element's code could not be fetched (kind `network`). `detail: {error, fost?, aid?}`.
 * @fires {CustomEvent<CeeLeadDetail>} cee-lead - With `lead`, the visitor sent the contact step beside a current answer. `detail: {contact: {name, phone?, email?, postcode?, message?}, consent: {text, at}, estimate, attribution}`: `attribution` the visit's campaign (utm_*, referrer, page); `estimate` the one on screen (the same amounts, with its notices). The element sends and stores nothing: the host posts it, then calls `confirmLead()` or `leadFailed()`.
 *
 * @fires {CustomEvent<CeeEstimateEmailDetail>} cee-estimate-email - With `lead`, the visitor asked to receive the estimate by e-mail, with consent. `detail: {email, consent: {text, at}, estimate, link?}`. The element sends and stores nothing: the host sends it, then calls `confirmEmail()` or `emailFailed()`.
 *
 * @csspart form - The project's form.
 * @csspart works - The list of works, with the picker to add one.
 * @csspart work - One work: its name, its questions, its quote.
 * @csspart add-work - The picker that adds a work.
 * @csspart add-work-button - "Ajouter des travaux": shows the picker (a project given its works starts with it).
 * @csspart remove-work - A work's "Retirer" button.
 * @csspart household - The questions asked once, for the household and the dwelling.
 * @csspart quote - A work's quote field (with `field`).
 * @csspart field - One field (label, control, hint, error).
 * @csspart label - A field's label (a legend for radio buttons).
 * @csspart control - An input, select, radio button or checkbox.
 * @csspart operation-picker - The picker's input (with `control`).
 * @csspart hint - A field's help text.
 * @csspart error - A field's error message, or an error panel.
 * @csspart error-summary - Errors that belong to no visible field, with links to the others.
 * @csspart retry - A retry button.
 * @csspart submit - The calculate button.
 * @csspart result - The project's answer.
 * @csspart totals - The project's totals.
 * @csspart amount - A figure of the answer.
 * @csspart print - The button that prints the estimate.
 * @csspart lead - The contact step (with `lead`), under the answer; its fields have the field parts above.
 * @csspart lead-form - The contact step's form.
 * @csspart lead-submit - The contact step's send button.
 * @csspart financing - Under the totals: the loans that may finance what remains to pay.
 * @csspart keep - "Garder votre projet": the box for the household's means, the link's button and the link.
 * @csspart copy-link - "Copier le lien de mon projet".
 * @csspart share-link - The link to the project, once copied (read only, for selection).
 * @csspart restored - The notice of a project brought back by a link or from this device.
 * @csspart clear - "Effacer mes réponses" (with `persist`, or after a restored link).
 * @csspart email - "Recevoir cette estimation par e-mail" (with `lead`).
 * @csspart email-form - The e-mail step's form.
 * @csspart email-submit - The e-mail step's send button.
 * @csspart status - The polite live region (visually hidden).
 *
 * @cssprop --cee-color-primary - Buttons and accents.
 * @cssprop --cee-color-on-primary - Text on primary buttons.
 * @cssprop --cee-color-text - Text.
 * @cssprop --cee-color-muted - Hints, units, labels of details.
 * @cssprop --cee-color-background - Background of the element and controls.
 * @cssprop --cee-color-surface - Background of the works, the answer and loading placeholders.
 * @cssprop --cee-color-border - Borders of controls and works.
 * @cssprop --cee-color-error - Errors.
 * @cssprop --cee-color-success - The answer's headline amounts.
 * @cssprop --cee-color-focus - Focus ring, 3px solid (#b45309 by default).
 * @cssprop --cee-radius - Corner radius.
 * @cssprop --cee-space - Base spacing (0.75em by default).
 * @cssprop --cee-font-family - Font (inherited by default).
 * @cssprop --cee-font-size - Base font size (`medium` by default).
 * @cssprop --cee-line-height - Line height (1.5 by default).
 * @cssprop --cee-color-scheme - `light` (default) or `dark`, for native controls.
 * @cssprop --cee-result-background - Background of the answer (default: the surface color).
 */
export class CeeProject extends WidgetElement {
  /** @internal The tag the package registers this class under. */
  static readonly tag = 'cee-project';

  static override styles = [baseStyles, simulatorStyles, projectStyles];

  static override properties: PropertyDeclarations = {
    context: {},
    aid: {},
    eurosMwhCumac: { attribute: 'euros-mwh-cumac', type: Number },
    works: {},
    lead: {},
    leadPrivacyUrl: { attribute: 'lead-privacy-url' },
    analytics: {},
    prefillFromUrl: { attribute: 'prefill-from-url' },
    localAids: { attribute: 'local-aids' },
    shareUrl: { attribute: 'share-url' },
    persist: {},
    address: { type: Boolean },
    dpeLookup: { type: Boolean, attribute: 'dpe-lookup' },
    dpe: {},
    addressEndpoint: { attribute: 'address-endpoint' },
    dpeEndpoint: { attribute: 'dpe-endpoint' },
    // By content: a framework's new object with the same entries (each render of a React parent) changes nothing.
    values: { attribute: false, hasChanged: changedInContent },
  };

  /** `b2c` (default: a household's project) or `b2b`. */
  context: 'b2c' | 'b2b' = 'b2c';

  /** The aids to calculate for each work: `both` (default), `cee` or `mpr`. */
  aid: 'cee' | 'mpr' | 'both' = 'both';

  /** Price of one MWh cumac, in euros: the CEE bonuses in euros. A positive number. */
  eurosMwhCumac?: number;

  /** The works to start with: operation codes, comma separated (`BAR-TH-171,BAR-EN-101`) or a list. */
  works?: string | string[];

  /** The partner's name: shows the contact step under a current answer (`cee-lead`). */
  lead?: string;

  /** Where the partner's privacy notice is, named by the consent sentence of the contact step. */
  leadPrivacyUrl?: string;

  /** `datalayer`: the funnel events go to `window.dataLayer` too. */
  analytics?: string;

  /** What the page's URL may prefill (`cee_works`, `cee_postcode`, `cee_dpe`): `works,postcode,dpe` or some. */
  prefillFromUrl?: string;

  /**
   * The partner's local aids (docs/contract.md §6): a list, or its JSON in the `local-aids` attribute. Each entry is
   * checked; a malformed one is dropped with one console warning, the others are counted.
   */
  localAids?: string | readonly unknown[];

  /** The base of the link "Copier le lien de mon projet" (`#cee=…` is added); this page when absent. */
  shareUrl?: string;

  /** `session` or `local`: the project is kept on this device (never contact data); nothing is written without it. */
  persist?: 'session' | 'local';

  /**
   * The home's address field (off by default), above the works: the visitor chooses the address among the
   * Géoplateforme's suggestions; the département, postcode, commune and Île-de-France it answers fill every work's
   * questions (editable), and the address travels in the estimate (`cee-lead`, the print). Its code is fetched only
   * when it is on. Nothing waits on the geocoder: when it fails, the field asks for the postcode.
   */
  address = false;

  /**
   * The home's DPE (off by default): looked up in ADEME's open data from the chosen address or the number typed; its
   * class, date and surface shown, the questions it answers filled (editable), an E, F or G home pointed to a
   * France Rénov' adviser. Not found or unavailable: the visitor gives the class, or none.
   */
  dpeLookup = false;

  /** A DPE number the host knows (13 letters and digits), looked up once the element shows (with `dpe-lookup`). */
  dpe?: string;

  /** The geocoder's search address, when a partner proxies it (default `https://data.geopf.fr/geocodage/search`). */
  addressEndpoint?: string;

  /** The DPE dataset's address, when a partner proxies it (default ADEME's `dpe03existant`, its lines at `{endpoint}/lines`). */
  dpeEndpoint?: string;

  /**
   * Prefill by dotted key, applied to every work that asks the key, e.g. `{'housing.department': '69'}`. Compared by
   * content: an entry whose value changed fills its field again, over what the visitor typed there; the same entries
   * again change nothing.
   */
  values: RawValues = {};

  /** The operation picker and the calculation path, each in a chunk of its own. */
  protected static picker: () => Promise<Picker> = () => import('../cee-simulator/simulator-picker.js');
  protected static calculation: () => Promise<Calculation> = () => import('./project-calculation.js');
  protected static keepingCode: () => Promise<Keeping> = () => import('./project-keeping.js');

  protected override readonly words = new Localize<ProjectKey>(this, projectMessages, () =>
    import('./cee-project.messages.en.js').then((module) => module.pack),
  );

  /** @internal */
  config!: ProjectConfig;
  private readonly announcer = new LiveAnnouncer(this);
  private readonly events = new RenderedEvents<CeeProjectEventMap>(this);
  private readonly projectValues = new ProjectValues();
  /** @internal The funnel's steps: a gesture of the project's code says its own (`funnel.step('link-copied', estimateStep(estimate))`). */
  readonly funnel = new FunnelController(this, 'cee-project');
  /** What the page's URL prefills (`prefill-from-url`), read at the first insertion. */
  private fromUrl?: UrlPrefill;
  private prefilling?: Promise<void>;
  /** The works the host set last, to follow a change of `works`. */
  private hostWorks = '';
  /** A work whose first field takes focus once its questions are here. */
  private focusWork?: Work;
  private form: ProjectForm = { shared: [], works: [] };
  /** The address and DPE fields, fetched when `address` or `dpe-lookup` is on. */
  /** What they fill goes to every work that asks the key (the household's answer, and a work's own over what was typed there). */
  private readonly home = new HomeSlot(this, () => ({
    idBase: `${this.uid}-home`,
    words: () => this.words,
    asked: () => [...new Map([...this.form.shared, ...this.form.works.flatMap((entry) => entry.fields)].map((field) => [field.key, field])).values()],
    announce: (text) => this.announcer.say(text),
    take: (values) => {
      for (const [key, value] of Object.entries(values)) {
        const keys = [key, ...this.form.works.flatMap(({ shown }) => shown.filter((field) => splitKey(field.key).key === key).map((field) => field.key))];
        for (const each of keys) {
          this.calculation?.errors.clear(each);
          this.projectValues.set(each, value);
        }
      }
      this.requestUpdate();
    },
    changed: () => this.markStale(),
  }));

  private readonly worksModel = new ProjectWorks(this, {
    report: (error, fost) => this.report(error, fost),
    changed: (works) => {
      this.markStale();
      this.events.fire('cee-project-change', { works });
    },
  });

  /**
   * The picker that adds a work, in a chunk of its own: a project given its works shows "Ajouter des travaux", and the
   * picker comes when the visitor reaches into the project (or opens it); an empty project shows it at once.
   */
  private readonly picker = new LazyChunk(
    () => (this.constructor as typeof CeeProject).picker().then((module): OperationPicker => module.createPicker(this)),
    'Operation picker',
  );
  /** The visitor opened the picker ("Ajouter des travaux"). */
  private pickerOpen = false;
  private pickerFailure?: unknown;

  /** The catalogue (the works' names and aids), read by the API core: the picker's code is not needed for it. */
  private readonly catalogue = new Task(this, {
    task: async ([wanted, client], { signal }) => {
      if (!wanted) return [] as Operation[];
      return operationCalls(client.connection).listOperations({ signal });
    },
    args: () => [!this.config?.errors.length, this.client] as const,
    onComplete: (operations) => (this.worksModel.catalogue = operations),
    onError: (error) => this.report(error),
  });

  private readonly calculationCode = new LazyChunk(() => (this.constructor as typeof CeeProject).calculation(), 'Calculation code');
  private calculation?: ProjectCalculating;
  /** A calculation waits for its code: the button is busy, and a second click sends nothing. */
  private waiting = false;
  private codeFailure?: unknown;

  /** Restoring a link's project and keeping it on this device, fetched only when the page or the host asks. */
  private readonly keepingChunk = new LazyChunk(() => (this.constructor as typeof CeeProject).keepingCode(), 'Project keeping code');
  private keeping?: ProjectKeeping;
  /** A restored project's choices, until the calculation's code is here. */
  private pendingKeep?: Readonly<Record<string, string>>;

  /** @internal What keeping the project reads and restores (`project-state.ts`). */
  readonly access: ProjectAccess = {
    works: () => this.worksModel.list,
    values: this.projectValues,
    keep: () => this.calculation?.keep ?? this.pendingKeep ?? {},
    setWorks: (codes) => {
      this.worksModel.setCodes(codes);
      this.markStale();
      this.events.fire('cee-project-change', { works: this.worksModel.codes });
    },
    setKeep: (keep) => (this.calculation ? this.calculation.restoreKeep(keep) : (this.pendingKeep = keep)),
    codes: () =>
      this.catalogue.status === TaskStatus.COMPLETE
        ? new Set((this.catalogue.value ?? []).map((operation) => operation.code))
        : this.catalogue.status === TaskStatus.ERROR
          ? new Set()
          : undefined,
    // A work whose questions could not be had is settled too: it shows its error and a retry.
    loaded: () => this.worksModel.list.every((work) => this.worksModel.loaded(work) || work.inputs.status === TaskStatus.ERROR),
    unanswered: () =>
      [...this.form.shared, ...this.form.works.flatMap((entry) => entry.shown)].filter((field) => field.required && [undefined, null, ''].includes(this.shownValue(field) as never))
        .length,
    asked: (work) => {
      const fields = this.form.works.find((entry) => entry.work === work)?.fields;
      return fields && new Set(fields.map((field) => field.key));
    },
    titleOf: (work) => this.worksModel.titleOf(work),
    calculate: () => this.submit(),
    clear: () => {
      this.projectValues.clear();
      this.worksModel.setCodes(this.config.works);
      this.calculation?.reset();
      this.pendingKeep = undefined;
      this.events.fire('cee-project-change', { works: this.worksModel.codes });
    },
  };

  constructor() {
    super();
    // The visitor reaches into the project: the calculation's code is fetched now, so "Calculer" finds it here.
    this.calculationCode.prefetchOn(this, undefined, (module) => this.calculating(module));
    this.picker.prefetchOn(this, undefined, () => this.requestUpdate());
  }

  override connectedCallback(): void {
    // The URL's works, when the host lets it be read, are the ones the project starts with: it waits for them.
    this.prefilling ??= this.fromUrl
      ? undefined
      : pagePrefill(this, (prefill) => ((this.fromUrl = prefill), prefill.works && (this.works = prefill.works)))?.then(() => {
          this.prefilling = undefined;
          this.requestUpdate();
        });
    super.connectedCallback();
  }

  /** Nothing is drawn while the page's URL is being read (`prefill-from-url`). */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return !this.prefilling && super.shouldUpdate(changed);
  }

  /**
   * After `cee-lead`, the host sent the request: the contact step says `message`, else "Votre demande a été envoyée à
   * {partner}.". False when no request is waiting.
   */
  confirmLead(message?: string): boolean {
    return Boolean(this.calculation?.lead.confirm(message));
  }

  /**
   * After `cee-lead`, the host could not send the request: the contact step says `message` (else that it could not
   * be sent), keeps the visitor's values and lets them send again. False when no request is waiting.
   */
  leadFailed(message?: string): boolean {
    return Boolean(this.calculation?.lead.fail(message));
  }

  /**
   * After `cee-estimate-email`, the host sent the estimate: the step says `message`, else "L’estimation a été envoyée
   * à {email}.". False when no request is waiting.
   */
  confirmEmail(message?: string): boolean {
    return Boolean(this.calculation?.email.confirm(message));
  }

  /** After `cee-estimate-email`, the host could not send it: the step says `message` (else ours), the address kept. */
  emailFailed(message?: string): boolean {
    return Boolean(this.calculation?.email.fail(message));
  }

  /** The last estimate shown (read only): the figures on screen, as `cee-project-result` gave them. */
  get estimate(): Estimate | undefined {
    return this.calculation?.estimate;
  }

  /** @internal The calls this element makes, on the configuration in effect. */
  get client(): SimulatorClient {
    return this.callsOn(simulatorClient);
  }

  /** @internal */
  get projectContext(): Context {
    return this.config?.context ?? 'b2c';
  }

  /** @internal */
  get projectAid(): Aid {
    return this.config?.aid ?? 'both';
  }

  override willUpdate(changed: PropertyValues<this>): void {
    this.config = readProjectConfig(
      {
        context: this.context,
        aid: this.aid,
        eurosMwhCumac: this.eurosMwhCumac,
        works: this.works,
        partnerAuth: this.partnerAuth,
        localAids: this.localAids,
        persist: this.persist,
        getAttribute: (name) => this.getAttribute(name),
        connectionConfig: this.client.config,
      },
      this.words,
    );
    const works = this.config.works.join(',');
    if (works !== this.hostWorks) {
      this.hostWorks = works;
      this.worksModel.setCodes(this.config.works);
    }
    // A changed entry of the host's `values` fills its field again, in every work that asks it, over what was typed.
    if (changed.has('values')) for (const key of Object.keys(changedEntries(changed.get('values'), this.values))) this.projectValues.refill(key);
    if (changed.has('values') || changed.has('eurosMwhCumac') || changed.has('aid') || changed.has('context')) this.markStale();
    this.form = this.buildForm();
    // A link's project in the address, or a project to keep: the keeping code comes now (never otherwise).
    if (!this.keeping && !this.keepingChunk.loading && (this.config.persist || globalThis.location?.hash.includes('cee='))) this.loadKeeping();
    // The address and DPE fields, made once every work's questions are here or failed.
    this.home.update(this.worksModel.list.every((work) => work.inputs.status === TaskStatus.COMPLETE || work.inputs.status === TaskStatus.ERROR));
    // A project without a work shows the picker at once: its code is fetched now.
    if (this.pickerShown && !this.picker.value && !this.picker.loading && this.pickerFailure === undefined) this.loadPicker();
  }

  override updated(): void {
    const work = this.focusWork;
    if (!work || !this.worksModel.loaded(work)) return;
    this.focusWork = undefined;
    const first = this.renderRoot.querySelector<HTMLElement>(`[data-work="${work.id}"] :is(input, select):not([type="hidden"])`);
    (first ?? this.renderRoot.querySelector<HTMLElement>(`#${this.uid}-w${work.id}-title`))?.focus();
  }

  private loadKeeping(): void {
    this.keepingChunk.load().then(
      (module) => {
        this.keeping ??= module.createKeeping(this, {
          words: this.words,
          announcer: this.announcer,
          access: this.access,
          persist: () => this.config.persist,
          name: () => this.id || 'default',
          renderRoot: this.renderRoot,
        });
        void this.keeping.start();
        this.requestUpdate();
      },
      (error: unknown) => this.report(error),
    );
  }

  override render(): TemplateResult {
    const body = this.config.errors.length ? renderConfigErrors(this.words.t('config.title'), this.config.errors) : this.renderProject();
    return html`${body}${renderStatus(this.announcer.text)}`;
  }

  // --- The form -------------------------------------------------------------------------------

  private buildForm(): ProjectForm {
    const loaded = this.worksModel.list.flatMap((work) => {
      const inputs = this.worksModel.loaded(work);
      return inputs ? [{ work, inputs }] : [];
    });
    const form = projectForm(loaded, { words: this.words, lang: this.words.lang });
    // A question that became shared takes the first answer a work had for it.
    for (const field of form.shared) this.projectValues.adopt(field.key, this.worksModel.list);
    return form;
  }

  /** The value a control shows: typed, else the host's prefill, else the default. */
  private shownValue(field: FormField): unknown {
    const value = this.projectValues.get(field.key);
    if (value !== undefined) return value;
    const { key } = splitKey(field.key);
    return Object.hasOwn(this.values ?? {}, key) ? this.values[key] : prefilledDefault(this.fromUrl, key, field.default);
  }

  private controls(): ControlContext {
    return {
      prefix: this.uid,
      valueOf: (field) => this.shownValue(field),
      errorsOf: (key) => this.calculation?.errors.for(key),
      noteOf: (field) => {
        const { key } = splitKey(field.key);
        const value = this.shownValue(field);
        return this.home.lookups?.noteFor(key, value) ?? departmentNote(this.words, key, value);
      },
      onChange: (field, value) => {
        this.calculation?.errors.clear(field.key);
        this.projectValues.set(field.key, value);
        this.markStale();
        this.requestUpdate();
        this.funnel.step('household', { works: this.worksModel.codes });
      },
      requiredText: this.words.t('common.required'),
      chooseText: this.words.t('common.choose'),
    };
  }

  private renderProject(): TemplateResult {
    const { words } = this;
    const controls = this.controls();
    const sending = this.waiting || Boolean(this.calculation?.sending);
    return html`<form part="form" novalidate @submit=${this.onSubmit}>
        ${this.keeping?.renderNotice() ?? nothing} ${this.calculation?.errors.renderSummary() ?? nothing}
        ${this.home.lookups ? html`<div class="fields home">${this.home.lookups.render()}</div>` : nothing}
        <section part="works" class="works" aria-labelledby="${this.uid}-works-title">
          <h2 class="section-title" id="${this.uid}-works-title">${words.t('project.works')}</h2>
          <p class="hint">${words.t('project.worksHint')}</p>
          ${this.worksModel.list.length
            ? this.worksModel.list.map((work) => this.renderWork(work, controls))
            : html`<p class="empty">${words.t('project.empty')}</p>`}
          <div part="add-work" class="add-work" @keydown=${this.keepEnterInPicker}>${this.renderPicker()}</div>
        </section>
        ${this.form.shared.length
          ? html`<section part="household" class="household" aria-labelledby="${this.uid}-household-title">
              <h2 class="section-title" id="${this.uid}-household-title">${words.t('project.household')}</h2>
              <p class="hint">${words.t('project.householdHint')}</p>
              <div class="fields">${renderFields(this.form.shared, controls)}</div>
            </section>`
          : nothing}
        ${this.codeFailure !== undefined ? renderFailure(words, this.codeFailure, () => this.submit()) : nothing}
        <div class="actions">
          <button type="submit" part="submit" aria-disabled=${sending ? 'true' : 'false'}>
            ${sending ? html`<span class="spinner" aria-hidden="true"></span> ${words.t('project.calculating')}` : words.t('project.calculate')}
          </button>
          ${this.keeping?.renderClear() ?? nothing}
        </div>
      </form>
      ${this.calculation?.render() ?? nothing}`;
  }

  private renderWork(work: Work, controls: ControlContext): TemplateResult {
    const { words } = this;
    const title = this.worksModel.titleOf(work);
    const titleId = `${this.uid}-w${work.id}-title`;
    const task = work.inputs;
    const shown = this.form.works.find((entry) => entry.work === work)?.shown;
    let body: TemplateResult | typeof nothing = nothing;
    if (task.status === TaskStatus.ERROR) body = renderFailure(words, task.error, () => void task.run(), work.code);
    else if (!shown) body = html`<div class="fields" aria-busy="true"><span class="visually-hidden">${words.t('project.workLoading')}</span>${placeholder}</div>`;
    else body = html`<div class="fields">${renderFields(shown, controls)}</div>`;
    return html`<section part="work" class="work" data-work=${work.id} data-fost=${work.code} aria-labelledby=${titleId}>
      <div class="work-head">
        <h3 class="work-title" id=${titleId} tabindex="-1">${title} <span class="code">${work.code}</span></h3>
        <button
          type="button"
          part="remove-work"
          class="secondary"
          aria-label=${words.t('project.removeWork', { work: title })}
          @click=${() => this.removeWork(work)}
        >
          ${words.t('project.remove')}
        </button>
      </div>
      ${body}
    </section>`;
  }

  /** The picker is shown: opened by the visitor, or the project has no work yet. */
  private get pickerShown(): boolean {
    return this.pickerOpen || !this.worksModel.list.length;
  }

  /** Shows the picker and puts focus in it, once its code is here. */
  private readonly openPicker = (): void => {
    this.pickerOpen = true;
    this.loadPicker(true);
  };

  private loadPicker(focus = false): void {
    this.pickerFailure = undefined;
    this.requestUpdate();
    this.picker.load().then(
      async () => {
        this.requestUpdate();
        await this.updateComplete;
        if (focus) this.renderRoot.querySelector<HTMLElement>('[part~="operation-picker"]')?.focus();
      },
      (error: unknown) => ((this.pickerFailure = error), this.requestUpdate()),
    );
  }

  private renderPicker(): TemplateResult {
    const picker = this.picker.value;
    const { words } = this;
    if (this.catalogue.status === TaskStatus.ERROR) return renderFailure(words, this.catalogue.error, () => void this.catalogue.run());
    if (!this.pickerShown) {
      return html`<button type="button" part="add-work-button" class="secondary add-work-button" @click=${this.openPicker}>
        <span aria-hidden="true">+</span> ${words.t('project.add')}
      </button>`;
    }
    if (this.pickerFailure !== undefined) return renderFailure(words, this.pickerFailure, () => this.loadPicker(true));
    if (!picker) {
      return html`<div class="chooser" aria-busy="true"><span class="visually-hidden">${words.t('project.catalogueLoading')}</span>${placeholder}</div>`;
    }
    const offered = this.offered();
    return picker.renderChooser(words, {
      idBase: `${this.uid}-add`,
      operations: offered,
      picked: '',
      context: this.projectContext,
      onPick: (code) => this.addWork(code),
      onContext: () => undefined,
      announce: (text) => this.announcer.say(text),
      label: words.t('project.add'),
      hint: words.t('project.addHint'),
      optional: true,
    });
  }

  /** The catalogue's operations the project may add: this context's, not yet in the project, with an aid asked. */
  private offered(): Operation[] | undefined {
    if (this.catalogue.status !== TaskStatus.COMPLETE) return undefined;
    const present = new Set(this.worksModel.codes);
    const aid = this.projectAid;
    return operationsFor(this.catalogue.value ?? [], this.projectContext).filter((operation) => !present.has(operation.code) && offersAid(operation, aid));
  }

  /** Enter in the picker chooses an option; it never sends the project's form. */
  private readonly keepEnterInPicker = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && (event.target as Element | null)?.localName === 'input') event.preventDefault();
  };

  private addWork(code: string): void {
    const work = this.worksModel.add(code);
    this.funnel.step('works', { works: this.worksModel.codes });
    this.focusWork = work;
    this.announcer.say(this.words.t('project.added', { work: this.worksModel.titleOf(work) }));
  }

  private removeWork(work: Work): void {
    const list = this.worksModel.list;
    const index = list.indexOf(work);
    const next = list[index + 1] ?? list[index - 1];
    const title = this.worksModel.titleOf(work);
    this.worksModel.remove(work);
    this.projectValues.forget(work);
    this.funnel.step('works', { works: this.worksModel.codes });
    this.announcer.say(this.words.t('project.removed', { work: title }));
    // Focus goes to the work now in its place, or to the picker when none is left (once its code is here).
    if (!next) return this.loadPicker(true);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#${this.uid}-w${next.id}-title`)?.focus());
  }

  // --- The calculation ------------------------------------------------------------------------

  /** The calculation's controllers, once its code is here (once). */
  private calculating(module: Calculation): ProjectCalculating {
    this.calculation ??= module.createProjectCalculation(this, {
      words: this.words,
      announcer: this.announcer,
      calls: (make) => this.callsOn(make),
      errorOptions: {
        idPrefix: this.uid,
        hasControl: (key) => this.hasControl(key),
        labelOf: (key) => this.labelOf(key),
      },
      fire: (type, detail) => this.events.fire(type, detail),
      resultTitleId: `${this.uid}-answer-title`,
      partner: () => this.lead,
      privacyUrl: () => this.leadPrivacyUrl,
      funnel: this.funnel,
      localAids: () => this.config.localAids,
      access: this.access,
      shareUrl: () => this.shareUrl,
      home: () => this.home.lookups?.facts,
    });
    if (this.pendingKeep) this.calculation.restoreKeep(this.pendingKeep);
    this.pendingKeep = undefined;
    this.requestUpdate();
    return this.calculation;
  }

  private hasControl(key: string): boolean {
    const { workId, key: own } = splitKey(key);
    if (workId === undefined) return this.form.shared.some((field) => field.key === own);
    return this.form.works.some(({ work, shown }) => work.id === workId && shown.some((field) => field.key === key));
  }

  private labelOf(key: string): string | undefined {
    const { workId } = splitKey(key);
    const entry = workId === undefined ? undefined : this.form.works.find(({ work }) => work.id === workId);
    const field = (entry ? entry.shown : this.form.shared).find((candidate) => candidate.key === key);
    return field && entry ? `${field.label} (${this.worksModel.titleOf(entry.work)})` : field?.label;
  }

  private markStale(): void {
    this.calculation?.stale();
  }

  private readonly onSubmit = (event: Event): void => {
    event.preventDefault();
    this.submit();
  };

  /** Checks and sends every work's calculations; waits for the code when it is not here (the button busy). */
  private submit(): void {
    if (this.waiting || this.calculation?.sending) return;
    if (!this.worksModel.list.length) {
      this.announcer.say(this.words.t('project.needWork'));
      this.renderRoot.querySelector<HTMLElement>('[part~="operation-picker"], [part~="add-work-button"]')?.focus();
      return;
    }
    const send = (calculation: ProjectCalculating) => calculation.submit(this.submissionInput());
    if (this.calculation) return send(this.calculation);
    this.waiting = true;
    this.codeFailure = undefined;
    this.announcer.say(this.words.t('project.calculating'));
    this.requestUpdate();
    this.calculationCode.load().then(
      (module) => {
        this.waiting = false;
        if (this.isConnected) send(this.calculating(module));
      },
      (error: unknown) => {
        this.waiting = false;
        this.codeFailure = error;
        this.report(error);
        this.requestUpdate();
      },
    );
  }

  private submissionInput() {
    const sharedKeys = new Set(this.form.shared.map((field) => field.key));
    return {
      works: this.worksModel.list.map((work) => {
        const entry = this.form.works.find((candidate) => candidate.work === work);
        const inputs = this.worksModel.loaded(work);
        return {
          work,
          title: this.worksModel.titleOf(work),
          inputs,
          fields: entry?.fields ?? [],
          raw: entry ? this.rawOf(work, entry.fields, sharedKeys) : {},
          elementKey: (key: string) => (sharedKeys.has(key) ? key : workKey(work, key)),
        };
      }),
      context: this.projectContext,
      eurosMwhCumac: this.config.eurosMwhCumac,
    };
  }

  /** A work's values (keys as sent): typed, else the host's prefill, else the field's default (as its control shows). */
  private rawOf(work: Work, fields: readonly FormField[], sharedKeys: ReadonlySet<string>): RawValues {
    const raw = this.projectValues.forWork(work, fields, sharedKeys);
    for (const field of fields) {
      if (raw[field.key] !== undefined) continue;
      const value = Object.hasOwn(this.values ?? {}, field.key) ? this.values[field.key] : prefilledDefault(this.fromUrl, field.key, field.default);
      if (value !== undefined) raw[field.key] = value;
    }
    return raw;
  }

  /** `cee-error` for every failure of the service (not for aborts, which are ours). */
  private report(error: unknown, fost?: string): void {
    if (isAbortError(error)) return;
    this.events.fire('cee-error', { error: errorDetailOf(error), ...(fost && { fost }) });
  }
}

/** The element's typed events come with its class (its events file adds them to `HTMLElementEventMap`). */
export type { CeeProjectEventMap } from './cee-project.events.js';

declare global {
  interface HTMLElementTagNameMap {
    'cee-project': CeeProject;
  }
}
