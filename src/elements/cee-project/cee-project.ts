import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { errorDetailOf, isAbortError } from '../../api/errors.js';
import type { Estimate } from '../../api/estimate.js';
import type { Aid, Context } from '../../api/schemas.js';
import type { FormField } from '../../inputs/form-model.js';
import { renderConfigErrors, renderStatus } from '../../ui/field.js';
import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { Localize } from '../../ui/localize.js';
import { RenderedEvents } from '../../ui/rendered-events.js';
import { baseStyles } from '../../ui/styles.js';
import { changedEntries } from '../../ui/host-values.js';
import { FunnelController } from '../../ui/funnel/funnel-controller.js';
import { prefilledDefault } from '../../ui/funnel/page-prefill.js';
import { simulatorClient, type SimulatorClient } from '../../ui/simulation/calls.js';
import { simulationStyles } from '../../ui/simulation/simulation.styles.js';
import type { CeeProjectEventMap } from './cee-project.events.js';
import { projectMessages, type ProjectKey } from './cee-project.messages.js';
import { projectStyles } from './cee-project.styles.js';
import { ProjectAttributes } from './project-attributes.js';
import { readProjectConfig, type ProjectConfig } from './project-config.js';
import { ProjectValues, projectForm, splitKey, type ProjectForm } from './project-form.js';
import { homeSlot } from '../../ui/address/home-slot.js';
import { ProjectPicker, type PickerCode } from './project-picker.js';
import { KeepingChunk } from './project-keeping-chunk.js';
import { ProjectSubmission, type CalculationCode, type ElementSource } from './project-submission.js';
import { projectControls, renderHousehold, renderWorks } from './project-view.js';
import { ProjectWorks } from './project-works.js';

export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail } from '../../ui/funnel/funnel.events.js';
export type { CeeProjectChangeDetail, CeeProjectResultDetail, CeeErrorDetail, CeeLeadDetail, CeeEstimateEmailDetail } from './cee-project.events.js';

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
 * @csspart removed-work - "Travaux retirés du projet : …", shown until the work is put back, added again or another is removed.
 * @csspart undo-remove - Its "Annuler": puts the work back where it was, with what was typed for it.
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
export class CeeProject extends ProjectAttributes {
  /** @internal The tag the package registers this class under. */
  static readonly tag = 'cee-project';

  static override styles = [baseStyles, simulationStyles, projectStyles];

  /** The operation picker and the calculation path, each in a chunk of its own. */
  protected static picker: () => Promise<PickerCode> = () => import('../../ui/simulation/operation-picker.js');
  protected static calculation: () => Promise<CalculationCode> = () => import('./project-calculation.js');
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
  /** The works the host set last, to follow a change of `works`. */
  private hostWorks = '';
  private form: ProjectForm = { shared: [], works: [] };

  private readonly worksModel = new ProjectWorks(this, {
    report: (error, fost) => this.report(error, fost),
    changed: () => this.worksChanged(),
  });

  private readonly picker = new ProjectPicker(this, {
    load: () => (this.constructor as typeof CeeProject).picker(),
    words: this.words,
    announcer: this.announcer,
    works: this.worksModel,
    idBase: this.uid,
    settings: this,
    report: (error) => this.report(error),
    values: this.projectValues,
    funnel: this.funnel,
  });

  /** What the calculation's and the keeping's code read of the project (`project-source.ts`). */
  private readonly source: ElementSource = {
    works: this.worksModel,
    values: this.projectValues,
    form: () => this.form,
    prefilled: (key, fallback) => this.prefilled(key, fallback),
    shown: (field) => this.shownValue(field),
    context: () => this.projectContext,
    eurosMwhCumac: () => this.config.eurosMwhCumac,
    hostWorks: () => this.config.works,
    codes: () => this.picker.codes,
    changed: () => this.worksChanged(),
    home: () => this.home()?.facts,
  };

  private readonly submission = new ProjectSubmission(this, {
    load: () => (this.constructor as typeof CeeProject).calculation(),
    source: this.source,
    idPrefix: this.uid,
    words: this.words,
    announcer: this.announcer,
    calls: (make) => this.callsOn(make),
    fire: (type, detail) => this.events.fire(type, detail),
    report: (error) => this.report(error),
    settings: this,
    funnel: this.funnel,
  });

  /** The address and DPE fields, their code fetched when `address` or `dpe-lookup` is on (never otherwise). */
  private readonly home = homeSlot(
    this,
    () => import('./project-home.js'),
    ({ ProjectHome }) =>
      new ProjectHome(this, {
        idBase: `${this.uid}-home`,
        words: () => this.words,
        settings: () => this,
        announce: (text) => this.announcer.say(text),
        changed: () => this.submission.stale(),
        source: this.source,
        clearError: (key) => this.submission.now?.errors.clear(key),
      }),
  );

  /** Restoring a link's project and keeping it on this device, fetched only when the page or the host asks. */
  private readonly keeping = new KeepingChunk(this, {
    load: () => (this.constructor as typeof CeeProject).keepingCode(),
    source: this.submission.source,
    words: this.words,
    announcer: this.announcer,
    settings: this,
    report: (error) => this.report(error),
  });

  override connectedCallback(): void {
    // The URL's works, when the host lets it be read, are the ones the project starts with: it waits for them.
    this.readUrl((prefill) => prefill.works && (this.works = prefill.works), () => undefined);
    super.connectedCallback();
  }

  /** After `cee-lead`, the host sent the request: the contact step says `message`, else "Votre demande a été envoyée à {partner}.". False when none waits. */
  confirmLead(message?: string): boolean {
    return Boolean(this.submission.now?.lead.confirm(message));
  }

  /**
   * After `cee-lead`, the host could not send the request: the contact step says `message` (else that it could not
   * be sent), keeps the visitor's values and lets them send again. False when no request is waiting.
   */
  leadFailed(message?: string): boolean {
    return Boolean(this.submission.now?.lead.fail(message));
  }

  /** After `cee-estimate-email`, the host sent the estimate: the step says `message`, else "L’estimation a été envoyée à {email}.". False when none waits. */
  confirmEmail(message?: string): boolean {
    return Boolean(this.submission.now?.email.confirm(message));
  }

  /** After `cee-estimate-email`, the host could not send it: the step says `message` (else ours), the address kept. */
  emailFailed(message?: string): boolean {
    return Boolean(this.submission.now?.email.fail(message));
  }

  /** The last estimate shown (read only): the figures on screen, as `cee-project-result` gave them. */
  get estimate(): Estimate | undefined {
    return this.submission.estimate;
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
    this.config = readProjectConfig(this, this.client.config, this.words);
    const codes = this.config.works.join(',');
    if (codes !== this.hostWorks) {
      this.hostWorks = codes;
      this.worksModel.setCodes(this.config.works);
    }
    // A changed entry of the host's `values` fills its field again, in every work that asks it, over what was typed.
    if (changed.has('values')) for (const key of Object.keys(changedEntries(changed.get('values'), this.values))) this.projectValues.refill(key);
    if (changed.has('values') || changed.has('eurosMwhCumac') || changed.has('aid') || changed.has('context')) this.submission.stale();
    this.form = this.buildForm();
    if (this.address || this.dpeLookup) this.home()?.start();
  }

  override render(): TemplateResult {
    const body = this.config.errors.length ? renderConfigErrors(this.words.t('config.title'), this.config.errors) : this.renderProject();
    return html`${body}${renderStatus(this.announcer.text)}`;
  }

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

  /** A key's prefill: what the address or the DPE filled, else the host's `values`, else the page's URL, else `fallback`. */
  private prefilled(key: string, fallback: unknown): unknown {
    const filled = this.home()?.filledFor(key);
    if (filled) return filled.value;
    return Object.hasOwn(this.values ?? {}, key) ? this.values[key] : prefilledDefault(this.fromUrl, key, fallback);
  }

  /** The value a control shows: typed, else its prefill, else the default. */
  private shownValue(field: FormField): unknown {
    const value = this.projectValues.get(field.key);
    return value !== undefined ? value : this.prefilled(splitKey(field.key).key, field.default);
  }

  private renderProject(): TemplateResult {
    const { words, submission } = this;
    const lookups = this.home()?.lookups;
    const controls = projectControls({
      prefix: this.uid,
      words,
      valueOf: (field) => this.shownValue(field),
      errorsOf: (key) => submission.now?.errors.for(key),
      noteOf: (key, value) => lookups?.noteFor(key, value),
      onChange: (field, value) => {
        submission.now?.errors.clear(field.key);
        this.projectValues.set(field.key, value);
        submission.stale();
        this.requestUpdate();
        this.funnel.step('household', { works: this.worksModel.codes });
      },
      restoredNote: (field, value) => this.keeping.noteFor(field, value),
    });
    return html`<form part="form" novalidate @submit=${(event: Event) => (event.preventDefault(), submission.submit())}>
        ${this.keeping.renderNotice()} ${submission.now?.errors.renderSummary() ?? nothing}
        ${lookups ? html`<div class="fields home">${lookups.render()}</div>` : nothing}
        ${renderWorks({
          words,
          uid: this.uid,
          works: this.worksModel,
          form: this.form,
          controls,
          picker: this.picker,
          remove: (work) => this.picker.remove(work),
        })}
        ${renderHousehold(words, this.uid, this.form.shared, controls)} ${submission.renderFailure()}
        <div class="actions">
          <button type="submit" part="submit" aria-disabled=${submission.sending ? 'true' : 'false'}>
            ${submission.sending ? html`<span class="spinner" aria-hidden="true"></span> ${words.t('project.calculating')}` : words.t('project.calculate')}
          </button>
          ${this.keeping.renderClear()}
        </div>
      </form>
      ${submission.now?.render() ?? nothing}`;
  }

  /** The works changed (the visitor's, or a link's): the answer shown is outdated, and the page told. */
  private worksChanged(): void {
    this.submission.stale();
    this.events.fire('cee-project-change', { works: this.worksModel.codes });
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
