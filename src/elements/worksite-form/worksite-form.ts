import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { Context } from '../../api/schemas.js';
import type { BeneficiaryQuery } from '../../api/partner-schemas.js';
import type { WorksiteClient } from '../../api/partner.js';
import { errorDetailOf } from '../../api/errors.js';
import { readContext } from '../../ui/attributes.js';
import { dispatch } from '../../ui/rendered-events.js';
import { isBlank, positiveInteger } from '../../ui/id-attributes.js';
import { renderConfigErrors, renderErrorPanel, renderStatus } from '../../ui/field.js';
import type { FormErrors } from '../../ui/form-errors.js';
import { controlId } from '../../ui/field-contract.js';
import { GestureCode } from '../../ui/gesture-code.js';
import { LiveAnnouncer } from '../../ui/live-announcer.js';
import { Localize } from '../../ui/localize.js';
import { listboxStyles } from '../../ui/listbox.js';
import { baseStyles } from '../../ui/styles.js';
import { WidgetElement } from '../../ui/widget-element.js';
import { changedEntries, changedInContent } from '../../ui/host-values.js';
import { FunnelController } from '../../ui/funnel/funnel-controller.js';
import { BeneficiaryAddress } from './beneficiary-address.js';
import type { BeneficiaryPicker, SelectedBeneficiary } from './beneficiary-picker.js';
import { renderCombobox } from './combobox.js';
import { DraftState } from './draft-state.js';
import { draftKey } from './draft-storage.js';
import { configErrors } from './worksite-config.js';
import { DeclarantRows } from './declarant-rows.js';
import { hasControl } from './worksite-draft.js';
import { renderAidFields, renderFiscalRows, renderPlaceFields, renderTextField, type FormView } from './worksite-fields.js';
import type { WorksiteCode } from './worksite-code.js';
import type { WorksiteCreation } from './worksite-creation.js';
import { worksiteFormMessages, type WorksiteKey } from './worksite-form.messages.js';
import { worksiteFormStyles } from './worksite-form.styles.js';
import type { WorksiteFormEventMap } from './worksite-form.events.js';

/** The picker and the creation, made once their code is here. */
interface Parts {
  code: WorksiteCode;
  picker: BeneficiaryPicker;
  creation: WorksiteCreation;
}

export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail } from '../../ui/funnel/funnel.events.js';
export type { WorksiteCreatedDetail, WorksiteErrorDetail } from './worksite-form.events.js';

/**
 * Creates a worksite for a beneficiary: picks the beneficiary from `GET /v1/beneficiaries` in an accessible
 * combobox, takes the worksite's address, parcel, precarity, incentive and declarants, and sends
 * `POST /v1/worksites` once. Server errors land on their fields, even nested ones. The form shows at once; the
 * beneficiaries are listed, and the code that sends is fetched, when a visitor reaches into it (focus, a press,
 * typing), or at once when a beneficiary is preselected.
 *
 * @tagname worksite-form
 * @summary Worksite creation form with a beneficiary picker.
 *
 * @fires {CustomEvent<WorksiteCreatedDetail>} worksite-created - The service created the worksite. `detail: {worksite}` (the Worksite resource).
 * @fires {CustomEvent<CeeReadyDetail>} cee-ready - Drawn, once. `{element, version}`.
 * @fires {CustomEvent<CeeStepDetail>} cee-step - A step of the funnel reached (README, funnel events). `{element, version, step, works?, totals?}`.
 * @fires {CustomEvent<CeeAbandonDetail>} cee-abandon - The page left after a step, before the funnel's end. `{element, version, step}`.
 * @fires {CustomEvent<WorksiteErrorDetail>} worksite-error - Sending failed (422, network loss, 5xx, timeout, refused access). `detail: {error: {kind, status?, message, fieldErrors?}}`.
 *
 * @csspart form - The form.
 * @csspart field - The wrapper of each field (label, control, hint, error).
 * @csspart label - A field's label or legend.
 * @csspart control - An input, select, radio button or checkbox.
 * @csspart hint - A field's help text (formats, limits).
 * @csspart error - A field's error, or the panel of a failure.
 * @csspart error-summary - The list of errors that took focus when some had no field of their own.
 * @csspart retry - The button that sends the failed request again, or loads a failed page of beneficiaries again.
 * @csspart beneficiary-picker - The beneficiary combobox (its input and listbox).
 * @csspart listbox - The popup list of beneficiaries.
 * @csspart option - One beneficiary in the list (and the "show more" entry, which also has the part `more`).
 * @csspart fiscal-row - The fieldset of one declarant.
 * @csspart add-row - The "add a declarant" button (not shown once the form holds as many declarants as the service takes).
 * @csspart remove-row - A declarant's "remove" button.
 * @csspart submit - The submit button.
 * @csspart result - The created worksite: reference and status.
 * @csspart status - The polite live region announcing loads, errors and the result.
 * @csspart again - The button starting a new worksite after one was created.
 *
 * @cssprop --cee-color-primary - Buttons, links and checked controls.
 * @cssprop --cee-color-on-primary - Text on primary buttons.
 * @cssprop --cee-color-text - Text.
 * @cssprop --cee-color-muted - Hints and beneficiary details.
 * @cssprop --cee-color-background - Background of the form and the listbox.
 * @cssprop --cee-color-surface - Background of the active beneficiary option.
 * @cssprop --cee-color-border - Borders of controls and fieldsets.
 * @cssprop --cee-color-error - Errors.
 * @cssprop --cee-color-success - The created worksite's panel.
 * @cssprop --cee-color-focus - Focus ring, 3px solid (#b45309 by default).
 * @cssprop --cee-radius - Corner radius.
 * @cssprop --cee-space - Base spacing (0.75em by default).
 * @cssprop --cee-font-family - Font (inherited from the page by default).
 * @cssprop --cee-font-size - Base font size (`medium`, the browser's default, whatever the page's root size).
 * @cssprop --cee-line-height - Line height (1.5 by default).
 * @cssprop --cee-color-scheme - `light` (default) or `dark`, for native controls (select popups, checkboxes, scrollbars).
 * @cssprop --cee-listbox-max-height - Height of the beneficiary list before it scrolls (default 18rem).
 */
export class WorksiteForm extends WidgetElement {
  /** @internal The tag the package registers this class under (`define`, the lazy loader, the React wrappers). */
  static readonly tag = 'worksite-form';

  static override styles = [baseStyles, listboxStyles, worksiteFormStyles];

  static override properties: PropertyDeclarations = {
    conventionId: { attribute: 'convention-id' },
    context: {},
    mandataryId: { attribute: 'mandatary-id' },
    beneficiaryId: { attribute: 'beneficiary-id' },
    pageSize: { attribute: 'page-size' },
    persist: { type: Boolean },
    // By content: a framework's new object with the same entries changes nothing; a changed entry fills its field only.
    values: { attribute: false, hasChanged: changedInContent },
    analytics: {},
    beneficiary: { state: true, attribute: false },
  };

  /** Convention (agreement) id of every worksite created here; without it the form shows a convention field. */
  conventionId?: string | number;

  /** `b2c` (default) or `b2b`: which beneficiaries are listed and which precarity types are offered. */
  context: Context = 'b2c';

  /** Lists only the beneficiaries of this mandatary (`mandatary_id`). */
  mandataryId?: string | number;

  /** Preselects this beneficiary: pages are loaded until it is found, else its id is shown. */
  beneficiaryId?: string | number;

  /** Beneficiaries per page (1 to 100, default 20). */
  pageSize: string | number = 20;

  /**
   * Opt-in: keeps what was typed in the address and free-text fields in sessionStorage for 24 hours from the last
   * edit, so a reload does not lose it, and the `Idempotency-Key` of a creation whose answer was lost, so that a
   * reload does not create it twice; never the beneficiary, the precarity, the declarants or any fiscal data.
   * Cleared on creation.
   */
  persist = false;

  /** Prefill by request key, e.g. `{zipcode: '69001', precarity_type: 'low'}` carried over from a simulation. Compared by content: a changed entry fills its field, the same entries again change nothing. */
  values?: Record<string, unknown>;

  /** `datalayer`: the funnel events go to `window.dataLayer` too. */
  analytics?: string;

  protected override readonly words = new Localize<WorksiteKey>(this, worksiteFormMessages, () =>
    import('./worksite-form.messages.en.js').then((module) => module.pack),
  );
  private readonly announcer = new LiveAnnouncer(this);
  private readonly funnel = new FunnelController(this, 'worksite-form');
  private beneficiary?: SelectedBeneficiary;

  /** @internal The calls this element makes, on the configuration in effect (they come with the code). */
  get client(): WorksiteClient {
    const code = this.code.value;
    if (!code) throw new Error('The worksite code is not here yet.');
    return this.callsOn(code.worksiteClient);
  }

  /** The picker and the creation, fetched when a visitor reaches into the form or a beneficiary is preselected. */
  protected static worksiteCode: () => Promise<WorksiteCode> = () => import('./worksite-code.js').then((module) => module.worksiteCode);
  /** A submission before the code waits for it (the button busy); a code that cannot be fetched is a network failure. */
  private readonly code = new GestureCode(this, () => (this.constructor as typeof WorksiteForm).worksiteCode(), 'The worksite code', {
    failed: (error) => {
      this.announcer.clear();
      void this.updateComplete.then(() => dispatch<WorksiteFormEventMap, 'worksite-error'>(this, 'worksite-error', { error: errorDetailOf(error) }));
    },
  });
  private parts?: Parts;
  /** What was typed in the beneficiary field before the picker was here: its text once it is. */
  private typedBeneficiary = '';
  /** The code could not be fetched on a gesture: told in the beneficiary field, with its retry. */
  private chunkFailure?: unknown;

  /**
   * The messages by key, with the code (`FormErrors`): none is shown before it (a submission waits for it), so the
   * first view draws the controls' ids and messages from `fields`.
   */
  private errors?: FormErrors;
  private readonly fields = { id: (key: string) => controlId(this.uid, key), for: (key: string) => this.errors?.for(key) };

  private readonly drafts = new DraftState(this, {
    storageKey: () => (this.persist ? draftKey(this.id, !isBlank(this.conventionId) ? String(this.conventionId) : undefined) : undefined),
    edited: (key) => this.edited(key),
  });

  private readonly rows = new DeclarantRows({ drafts: this.drafts, errors: () => this.errors, ids: this.fields, focus: (id) => this.focusAfterRender(id), announcer: this.announcer, words: this.words });

  /** The address taken from the chosen beneficiary's record, never over what the visitor or the page put there. */
  private readonly address = new BeneficiaryAddress(this.drafts);

  constructor() {
    super();
    // A gesture fetches the code; once it came, the picker starts listing. A code that cannot be fetched is told,
    // and the next gesture (a keystroke in the field) fetches it again.
    this.code.prefetchOn(
      this,
      undefined,
      () => this.partsNow(),
      (error) => this.chunkLost(error),
    );
    // A worksite created ends the funnel: leaving now is no abandon.
    this.addEventListener('worksite-created', () => this.funnel.done());
  }

  protected override firstUpdated(): void {
    // The visitor's first edit (typed, chosen): the worksite is started. The host's prefill is no edit.
    const started = (): void => this.funnel.step('worksite-started');
    for (const type of ['input', 'change']) this.renderRoot.addEventListener(type, started);
  }

  /** The picker and the creation: made once the code is here (once), undefined before. */
  private partsNow(): Parts | undefined {
    const code = this.code.value;
    if (!code || this.parts) return this.parts;
    this.words.adopt(code.codeMessages);
    const errors = (this.errors = new code.FormErrors(this, this.words, {
      idPrefix: this.uid,
      hasControl: (key) => hasControl(key, { conventionField: isBlank(this.conventionId), rows: this.drafts.draft.fiscal_informations.length }),
    }));
    const picker = new code.BeneficiaryPicker(this, {
      idPrefix: this.uid,
      inputId: this.fields.id('beneficiary_id'),
      words: this.words,
      query: () => this.beneficiaryQuery(),
      preselectId: () => this.preselectId(),
      announce: (text) => this.announcer.say(text),
      onChange: (selected, byVisitor) => {
        this.beneficiary = selected;
        if (!selected) return;
        this.edited('beneficiary_id');
        if (selected.place) this.tookAddress(this.address.take(selected.place), byVisitor);
      },
    });
    const creation = new code.WorksiteCreation(this, {
      client: () => this.client,
      words: this.words,
      announcer: this.announcer,
      errors,
      resultId: `${this.uid}-result`,
      typedWithoutChoice: () => picker.typedWithoutChoice,
      created: () => this.drafts.forget(),
      service: () => this.connection.config.apiBase,
    });
    this.chunkFailure = undefined;
    this.parts = { code, picker, creation };
    // A preselected beneficiary is looked for; else what was typed meanwhile filters the list (open while focused).
    const id = this.preselectId();
    if (id !== undefined) picker.preselect(id);
    else if (this.typedBeneficiary) picker.typed(this.typedBeneficiary, this.shadowRoot?.activeElement?.id === this.fields.id('beneficiary_id'));
    this.requestUpdate();
    return this.parts;
  }

  /** Focus on the control `id` once the update under way is rendered (a declarant row added or removed, code or not). */
  private focusAfterRender(id: string): void {
    this.requestUpdate();
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(id)}`)?.focus());
  }

  /** Fetches the code now (a preselected beneficiary is looked up at once); the picker starts listing when it came. */
  private fetchCode(): void {
    this.code.load().then(
      () => this.partsNow(),
      (error: unknown) => this.chunkLost(error),
    );
  }

  /** The code could not be fetched: the beneficiary field says so, with a retry; the next keystroke tries again. */
  private chunkLost(error: unknown): void {
    if (this.parts) return;
    this.chunkFailure = error;
    this.requestUpdate();
  }

  private get contextValue(): Context {
    return readContext(this.context).context;
  }

  /** The beneficiaries query (without page); undefined while the configuration is invalid. */
  private beneficiaryQuery(): Omit<BeneficiaryQuery, 'page'> | undefined {
    if (configErrors(this, this.connection.config, this.words).length) return undefined;
    const mandatary = positiveInteger(this.mandataryId);
    return { type: this.contextValue, per_page: positiveInteger(this.pageSize), ...(mandatary ? { mandatary_id: mandatary } : {}) };
  }

  private preselectId(): number | undefined {
    return positiveInteger(this.beneficiaryId) ?? positiveInteger(this.values?.beneficiary_id);
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (!this.hasUpdated) return this.startDraft(this.persist);
    if (changed.has('values') && this.values) {
      const entries = changedEntries(changed.get('values'), this.values);
      this.drafts.apply(entries);
      if (positiveInteger(entries.beneficiary_id)) this.preselect(positiveInteger(entries.beneficiary_id));
    }
    if (changed.has('beneficiaryId')) this.preselect(positiveInteger(this.beneficiaryId));
  }

  /** Defaults, then the host's `values`, then (with `persist`) what the person typed before a reload. */
  private startDraft(restore: boolean): void {
    this.drafts.start(this.values, restore);
    this.preselect(this.preselectId());
  }

  /** Selects the beneficiary `id` in the picker, fetching its code first when it is not here. */
  private preselect(id: number | undefined): void {
    if (this.parts) this.parts.picker.preselect(id);
    else if (id !== undefined) this.fetchCode();
  }

  /** An edit makes the field's error and the last failure stale. */
  private edited(key: string): void {
    this.parts?.creation.submission.dismiss();
    this.code.dismiss();
    this.errors?.clear(key);
    this.address.edited(key);
  }

  /** Says what a visitor's choice did to the address (the note by the address says it too, and stays). */
  private tookAddress(outcome: 'taken' | 'kept' | undefined, say: boolean): void {
    const note = this.address.note;
    if (!say || !outcome || !note) return;
    this.announcer.say(note.taken ? this.words.t('address.taken') : this.words.t('address.kept', { place: note.place }));
  }

  /** What the field renderers read and call, fresh for each render. */
  private get view(): FormView {
    return {
      words: this.words,
      draft: this.drafts.draft,
      b2b: this.contextValue === 'b2b',
      errors: this.fields,
      drafts: this.drafts,
      rows: this.rows,
      // Said while the beneficiary it speaks of is chosen.
      addressNote: this.beneficiary ? this.address.note : undefined,
    };
  }

  private onSubmit(event: Event): void {
    event.preventDefault();
    this.submit();
  }

  /**
   * Sends what the form holds now. When the code has to come first, the button is busy meanwhile and what was
   * typed until it came is what is checked and sent; a code that cannot be fetched is a network failure.
   */
  private submit(): void {
    // A submission waiting for the code is dropped when the form leaves the page; one already sent goes on (it may create).
    this.code.run(() => {
      const parts = this.partsNow()!;
      const context = this.contextValue;
      const body = parts.code.requestBody(this.drafts.draft, { beneficiaryId: this.beneficiary?.id, conventionId: positiveInteger(this.conventionId), b2b: context === 'b2b' });
      parts.creation.submit(body, context);
    });
  }

  /** Back to an empty form (with the host's prefill) after a success. */
  private async startOver(): Promise<void> {
    this.parts?.creation.submission.reset();
    this.errors?.clear();
    this.address.reset();
    this.startDraft(false);
    await this.updateComplete;
    this.parts?.picker.focus();
  }

  /** The beneficiary field: the picker's, or before its code the same field with what is typed. */
  private renderPicker(): TemplateResult {
    const { words } = this;
    const view = { label: words.t('field.beneficiary'), requiredText: words.t('common.required'), errors: this.fields.for('beneficiary_id') };
    if (this.parts) return this.parts.picker.render(view);
    // A submission's lost code is told by the failure panel already.
    const lost = this.code.failure === undefined ? this.chunkFailure : undefined;
    return renderCombobox({
      field: { id: this.fields.id('beneficiary_id'), ...view, required: true, hint: words.t('field.beneficiary.hint') },
      idPrefix: this.uid,
      expanded: false,
      text: this.typedBeneficiary,
      options: nothing,
      notes: lost === undefined ? nothing : renderErrorPanel(words.describe(lost), { label: words.t('common.retry'), onRetry: () => this.fetchCode() }),
      t: (key, params) => words.t(key as WorksiteKey, params),
      onInput: (event) => (this.typedBeneficiary = (event.target as HTMLInputElement).value),
    });
  }

  private renderForm(): TemplateResult {
    const submission = this.parts?.creation.submission;
    const sending = this.code.busy || Boolean(submission?.sending);
    const failure = this.code.failure ?? submission?.failure;
    const retry = this.code.failure !== undefined ? () => this.code.retry() : submission?.retryable ? () => this.parts!.creation.retry() : undefined;
    const { words } = this;
    const view = this.view;
    return html`<form part="form" novalidate aria-label=${words.t('form.label')} @submit=${(e: Event) => this.onSubmit(e)}>
      ${this.errors?.renderSummary() ?? nothing}
      ${this.renderPicker()}
      ${!isBlank(this.conventionId) ? nothing : renderTextField(view, 'convention_id', { inputmode: 'numeric' })}
      ${renderPlaceFields(view)} ${renderAidFields(view)} ${renderFiscalRows(view)}
      <div class="actions">
        <button type="submit" part="submit" aria-disabled=${sending ? 'true' : 'false'}>
          ${sending ? html`<span class="spinner" aria-hidden="true"></span> ${words.t('submit.sending')}` : words.t('submit.label')}
        </button>
      </div>
      ${failure !== undefined
        ? renderErrorPanel(
            this.code.failure === undefined && this.parts ? this.parts.creation.describe(failure) : words.describe(failure),
            retry ? { label: words.t('common.retry'), onRetry: retry } : undefined,
          )
        : nothing}
    </form>`;
  }

  override render(): TemplateResult {
    const config = configErrors(this, this.connection.config, this.words);
    const created = this.parts?.creation.submission.result;
    const body = config.length
      ? renderConfigErrors(this.words.t('config.title'), config)
      : created
        ? this.parts!.code.renderResult(created, {
            titleId: `${this.uid}-result`,
            words: this.words,
            onAgain: () => void this.startOver(),
            earlier: this.parts!.creation.createdEarlier,
          })
        : this.renderForm();
    return html`${body}${renderStatus(this.announcer.text)}`;
  }
}

/** The element's typed events come with its class (its events file adds them to `HTMLElementEventMap`). */
export type { WorksiteFormEventMap } from './worksite-form.events.js';

declare global {
  interface HTMLElementTagNameMap {
    'worksite-form': WorksiteForm;
  }
}
