/**
 * The contact step (`lead`), for `<cee-simulator>` and `<cee-project>`: beside a current result, the visitor may ask
 * the partner named by the host to contact them. It asks a name, a phone number and/or an email address, the
 * dwelling's postcode, an optional message, and an unticked consent box whose sentence names the partner, the purpose
 * and where the partner's privacy notice is. On sending it hands `{contact, consent: {text, at}, estimate,
 * attribution}` to the element, which fires `cee-lead`; the host posts it (`attribution`: the campaign of the visit,
 * `ui/attribution.ts`). The widget sends nothing and stores nothing: the values live in
 * this controller's memory only, for the element's life.
 *
 * ```ts
 * const lead = new LeadStep(host, {
 *   words, announcer, idPrefix: `${uid}-lead`,
 *   context: () => ({ partner: host.lead, privacyUrl: host.leadPrivacyUrl, estimate, stale, prefill: { postcode } }),
 *   send: (detail) => events.fire('cee-lead', detail),
 *   reached: (step, estimate) => funnel.step(step, estimateStep(estimate)), // optional
 * });
 * render() { return html`${result}${lead.render()}`; }
 * confirmLead(message?: string) { return lead.confirm(message); }
 * leadFailed(message?: string) { return lead.fail(message); }
 * ```
 *
 * - `new LeadStep(host: LeadStepHost, options: LeadStepOptions)`: a ReactiveController of `host` (a LitElement);
 *   it takes in its French words, and its English ones (`leadEnglish`), a chunk an English page alone fetches:
 *   neither is in an element's pack, so a page without `lead` never loads them.
 * - `render(): TemplateResult | typeof nothing`: the step, under the result; nothing without a partner or an
 *   estimate. Its look is adopted by the host's shadow root when it first draws.
 * - `confirm(message?: string): boolean`: the host sent the request: its sentence, else "Votre demande a été envoyée
 *   à {partner}.". False (and nothing changes) when no request is waiting for the host's answer.
 * - `fail(message?: string): boolean`: the host could not send it: its sentence, else ours, over the form, the
 *   visitor's values kept; they may send again. False when no request is waiting.
 * - `state: 'form' | 'waiting' | 'confirmed'` and `failed: boolean` (read only): the form (with the host's failure
 *   over it when `failed`), a request handed to the host and not answered yet, a request the host confirmed.
 * - `typedPostcode(values: Record<string, unknown> | undefined): string | undefined`: the postcode a form's values
 *   carry (`housing.department` given a 5-digit postcode…), for `prefill`; never one made up from a département.
 *
 * The context is read at each update. While `stale`, the form stays (with what was typed) and its button is
 * replaced by a sentence asking to calculate again: an outdated result is never sent. The estimate must be the
 * one on screen, built from the same answers (the API core's `estimate()`); it is told from another by its figures.
 * One request at a time: while it waits for the host's answer, nothing else is sent (a double click sends once). A
 * new estimate after a confirmed request shows the form again, the values kept and the consent box unticked: each
 * request carries its own consent. Errors are in our words, tied to their controls by the shared error controller
 * (`ui/form-errors.ts`), and focus goes to the first; what happens is said in the element's polite live region.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Estimate, WorkState } from '../../api/estimate.js';
import type { Params } from '../../i18n/translate.js';
import { adoptStyles } from '../adopted-styles.js';
import { renderField, renderGroupField } from '../field-renderers.js';
import { FormErrors, type FormErrorsHost } from '../form-errors.js';
import type { LiveAnnouncer } from '../live-announcer.js';
import type { Words } from '../localize.js';
import type { EnglishLoader } from '../../i18n/english-packs.js';
import { leadMessages, type LeadKey } from './lead-step.messages.js';
import { checkLead, ERROR_ORDER, MAX_LENGTH, privacyHref, type CeeLeadDetail, type LeadErrorKey, type LeadField, type LeadProblem, type LeadValues } from './lead-step.model.js';
import { leadStyles } from './lead-step.styles.js';
import { attribution } from '../attribution.js';
import { Handoff, type HandoffPhase } from './handoff.js';
import { renderConsentBox } from './consent-box.js';

export type { CeeLeadDetail, LeadContact } from './lead-step.model.js';
export { typedPostcode } from './lead-step.model.js';

/** The step's English: fetched by an element speaking English once the step is made (`Localize.adopt`). */
const leadEnglishPack: EnglishLoader = () => import('./lead-step.messages.en.js').then((module) => ({ messages: module.leadEnglish }));

/** What the step reads from its element at each update. */
export interface LeadContext {
  /** The partner's name (the `lead` attribute): the step shows only with one. */
  partner?: string | null;
  /** The partner's privacy notice (`lead-privacy-url`), resolved against the page; http(s) only. */
  privacyUrl?: string | null;
  /** The estimate on screen (the API core's `estimate()` of the answers shown); none while there is no result. */
  estimate?: Estimate;
  /** The result on screen is outdated: nothing can be sent until it is calculated again. */
  stale?: boolean;
  /** What the visitor already typed elsewhere: the dwelling's postcode (`typedPostcode(values)`), never guessed. */
  prefill?: { postcode?: string };
}

export interface LeadStepOptions {
  /** The element's words: the step adds its French table to them. */
  words: Words;
  /** The element's one polite live region. */
  announcer: LiveAnnouncer;
  /** Unique in the shadow root (the element's uid and a suffix): the step's ids start with it. */
  idPrefix: string;
  context(): LeadContext;
  /** The visitor sent the request: the element fires `cee-lead` with this detail. */
  send(detail: CeeLeadDetail): void;
  /**
   * The funnel's steps: `lead-opened` when the visitor first goes into the form of an estimate (focus in it),
   * `lead-sent` when they send it; with the estimate on screen.
   */
  reached?(step: 'lead-opened' | 'lead-sent', estimate: Estimate): void;
}

export type LeadStepHost = FormErrorsHost & { readonly renderRoot: HTMLElement | DocumentFragment };

export type LeadState = HandoffPhase;

/** The estimate's figures, to tell another result from the same one drawn again. */
const figures = (estimate: Estimate | undefined): string | undefined => (estimate ? JSON.stringify(estimate) : undefined);

export class LeadStep implements ReactiveController {
  /** Where the request handed to the host stands. */
  private readonly handoff = new Handoff();
  private readonly errors: FormErrors;
  /** What the visitor typed, by field: kept whatever happens, in memory only. */
  private typed: Partial<Record<LeadField, string>> = {};
  private consent = false;
  /** The figures of the estimate on screen, and of the one last sent. */
  private shown?: string;
  private sent?: string;
  /** The privacy address a console warning was given for (once per value). */
  private warned?: string;
  /** The figures of the estimate whose form the visitor went into (`lead-opened` once per estimate). */
  private opened?: string;

  constructor(
    private readonly host: LeadStepHost,
    private readonly options: LeadStepOptions,
  ) {
    options.words.adopt(leadMessages, leadEnglishPack);
    this.errors = new FormErrors(host, options.words, {
      idPrefix: options.idPrefix,
      hasControl: (key) => (ERROR_ORDER as readonly string[]).includes(key),
    });
    host.addController(this);
  }

  /** The form, a request handed to the host and not answered yet, or one it confirmed. */
  get state(): LeadState {
    return this.handoff.phase;
  }

  /** The host said the request could not be sent: said over the form until it is sent again or another result comes. */
  get failed(): boolean {
    return this.handoff.failure;
  }

  /** Another result on screen: a confirmed request gives way to the form again, and a failure is no longer news. */
  hostUpdate(): void {
    const now = figures(this.options.context().estimate);
    if (now === this.shown) return;
    this.shown = now;
    if (!now) return;
    if (this.handoff.phase === 'confirmed' && now !== this.sent) {
      this.handoff.phase = 'form';
      this.consent = false;
      this.handoff.hostWords = undefined;
    }
    if (this.handoff.phase === 'form' && this.handoff.failure) {
      this.handoff.failure = false;
      this.handoff.hostWords = undefined;
    }
  }

  /** The host sent the request: its sentence, else ours. False when no request was waiting for it. */
  confirm(message?: string): boolean {
    if (!this.handoff.answered(true, message)) return false;
    this.options.announcer.say(this.outcomeText());
    this.host.requestUpdate();
    return true;
  }

  /** The host could not send it: its sentence (else ours) over the form, the values kept, to send again. */
  fail(message?: string): boolean {
    if (!this.handoff.answered(false, message)) return false;
    this.options.announcer.say(this.failureText());
    this.errors.focus.request(this.id('failure'));
    return true;
  }

  render(): TemplateResult | typeof nothing {
    const context = this.options.context();
    const partner = this.partner(context);
    if (!partner || !context.estimate) return nothing;
    adoptStyles(this.host.renderRoot, leadStyles);
    const titleId = this.id('title');
    const body =
      this.handoff.phase === 'form'
        ? this.renderForm(context)
        : html`<p class="lead-outcome ${this.handoff.phase}" id=${this.id('outcome')} tabindex="-1">${this.outcomeText()}</p>`;
    return html`<section part="lead" class="lead" aria-labelledby=${titleId} @focusin=${this.onFocusIn}>
      <h2 class="lead-title" id=${titleId}>${this.t('lead.title')}</h2>
      ${body}
    </section>`;
  }

  // --- what the visitor reads ---

  private partner(context: LeadContext = this.options.context()): string | undefined {
    const name = typeof context.partner === 'string' ? context.partner.trim() : '';
    return name || undefined;
  }

  /** The step's words, `{partner}` filled in. */
  private t(key: LeadKey | 'common.required', params?: Params): string {
    return this.options.words.t(key, { partner: this.partner() ?? '', ...params });
  }

  private id(what: string): string {
    return `${this.options.idPrefix}-${what}`;
  }

  private outcomeText(): string {
    return this.handoff.phase === 'confirmed' ? (this.handoff.hostWords ?? this.t('lead.sent')) : this.t('lead.ready');
  }

  private failureText(): string {
    return this.handoff.hostWords ?? this.t('lead.failed');
  }

  /** The privacy notice's address, when it is one a link may open; a console warning once for one that is not. */
  private privacy(context: LeadContext): string | undefined {
    const given = context.privacyUrl;
    const href = privacyHref(given, document.baseURI);
    if (!href && typeof given === 'string' && given.trim() && given !== this.warned) {
      this.warned = given;
      console.warn(`cee-widgets: lead-privacy-url "${given}" is not an http(s) address; the consent sentence asks the visitor to request the privacy policy instead.`);
    }
    return href;
  }

  /** The consent sentence as the visitor reads it (the link's words in place of `{privacy}`): the text `cee-lead` carries. */
  private consentText(context: LeadContext): string {
    if (!this.privacy(context)) return this.t('lead.consentAsk');
    return this.t('lead.consent', { privacy: this.t('lead.privacyLink') });
  }

  // --- the form ---

  private get values(): LeadValues {
    const prefill = this.options.context().prefill?.postcode ?? '';
    const value = (field: LeadField) => this.typed[field] ?? (field === 'postcode' ? prefill : '');
    return { name: value('name'), phone: value('phone'), email: value('email'), postcode: value('postcode'), message: value('message'), consent: this.consent };
  }

  private edit(field: LeadField, value: string): void {
    this.typed = { ...this.typed, [field]: value };
    this.errors.clear(field);
    if (field === 'phone' || field === 'email') this.errors.clear('reach');
    this.host.requestUpdate();
  }

  /** Our messages, by key, in the words of the moment. */
  private messages(problems: readonly LeadProblem[]): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const problem of problems) {
      const params = Object.fromEntries(Object.entries(problem.params ?? {}).map(([name, n]) => [name, this.options.words.number(n)]));
      (out[problem.key] ??= []).push(this.t(problem.message, params));
    }
    return out;
  }

  /** The visitor went into the form (not the outcome we focus after sending): the contact step is opened. */
  private readonly onFocusIn = (): void => {
    const { estimate } = this.options.context();
    if (this.handoff.phase !== 'form' || !estimate || this.opened === this.shown) return;
    this.opened = this.shown;
    this.options.reached?.('lead-opened', estimate);
  };

  private readonly onSubmit = (event: Event): void => {
    event.preventDefault();
    // A request handed over is never sent twice: a second click finds the step waiting.
    if (this.handoff.phase !== 'form') return;
    const context = this.options.context();
    const partner = this.partner(context);
    if (!partner || !context.estimate) return;
    if (context.stale) return this.options.announcer.say(this.t('lead.stale'));
    const checked = checkLead(this.values);
    if (!checked.ok) {
      const first = checked.problems[0]!.key;
      this.errors.show(this.messages(checked.problems), false, {
        key: () => `${this.options.words.lang}|${this.partner()}`,
        run: () => {
          const again = checkLead(this.values);
          return again.ok ? {} : this.messages(again.problems);
        },
      });
      this.errors.focus.request(this.errors.id(first));
      this.options.announcer.say(this.options.words.plural(this.errors.count, { one: 'lead.fixErrors.one', other: 'lead.fixErrors.other' }));
      return;
    }
    this.errors.clear();
    this.handoff.sent();
    this.sent = figures(context.estimate);
    this.options.send({
      contact: checked.contact,
      consent: { text: this.consentText(context), at: new Date().toISOString() },
      // The host's copy: what it does with it changes nothing on screen.
      estimate: structuredClone(context.estimate),
      attribution: attribution(),
    });
    this.options.reached?.('lead-sent', context.estimate);
    this.options.announcer.say(this.t('lead.ready'));
    this.errors.focus.request(this.id('outcome'));
  };

  private textField(
    field: LeadField,
    o: { label: LeadKey; hint?: string; required?: boolean; type?: string; autocomplete: string; inputmode?: string },
  ): TemplateResult {
    const view = {
      id: this.errors.id(field),
      label: this.t(o.label),
      required: o.required,
      requiredText: this.t('common.required'),
      hint: o.hint,
      errors: this.errors.for(field),
    };
    return renderField(view, (a) => {
      const input = (e: Event) => this.edit(field, (e.target as HTMLInputElement).value);
      return field === 'message'
        ? html`<textarea
            id=${a.id}
            part="control"
            name=${field}
            rows="4"
            maxlength=${MAX_LENGTH[field]}
            aria-describedby=${ifDefined(a.describedBy)}
            aria-invalid=${a.invalid ? 'true' : 'false'}
            .value=${this.values[field]}
            @input=${input}
          ></textarea>`
        : html`<input
            id=${a.id}
            part="control"
            name=${field}
            type=${o.type ?? 'text'}
            autocomplete=${o.autocomplete}
            inputmode=${ifDefined(o.inputmode)}
            maxlength=${MAX_LENGTH[field]}
            aria-required=${o.required ? 'true' : 'false'}
            aria-describedby=${ifDefined(a.describedBy)}
            aria-invalid=${a.invalid ? 'true' : 'false'}
            .value=${this.values[field]}
            @input=${input}
          />`;
    });
  }

  /** The consent box: unticked until the visitor ticks it; its sentence links to the privacy notice (a new tab). */
  private consentField(context: LeadContext): TemplateResult {
    const href = this.privacy(context);
    const [before, after] = href ? this.t('lead.consent').split('{privacy}') : [this.t('lead.consentAsk')];
    const link = href
      ? html`<a href=${href} target="_blank" rel="noopener">${this.t('lead.privacyLink')}<span class="visually-hidden"> ${this.t('lead.newTab')}</span></a>`
      : nothing;
    return renderConsentBox({
      id: this.errors.id('consent'),
      name: 'consent',
      checked: this.consent,
      sentence: html`${before}${link}${after ?? nothing}`,
      requiredText: this.t('common.required'),
      errors: this.errors.for('consent'),
      changed: (checked) => {
        this.consent = checked;
        this.errors.clear('consent');
        this.host.requestUpdate();
      },
    });
  }

  /** The works the estimate sent does not count, named before the visitor sends it: the request carries them all. */
  private notCounted(context: LeadContext): TemplateResult | typeof nothing {
    const works = context.estimate?.works.filter((work) => work.state !== 'counted') ?? [];
    if (!works.length) return nothing;
    const named = works.map((work) => this.t('lead.workState', { work: work.title ?? work.fost, state: this.t(`lead.state.${work.state as Exclude<WorkState, 'counted'>}`) }));
    return html`<p class="lead-works">${this.t('lead.notCounted', { works: named.join(', ') })}</p>`;
  }

  private renderForm(context: LeadContext): TemplateResult {
    const reach: LeadErrorKey = 'reach';
    return html`<p class="lead-intro">${this.t('lead.intro')}</p>
      ${this.notCounted(context)}
      <form part="lead-form" class="lead-form" novalidate @submit=${this.onSubmit}>
        ${this.errors.renderSummary()}
        ${this.handoff.failure
          ? html`<div part="error" class="error-panel" id=${this.id('failure')} tabindex="-1"><p>${this.failureText()}</p></div>`
          : nothing}
        ${this.textField('name', { label: 'lead.name', required: true, autocomplete: 'name' })}
        ${renderGroupField(
          {
            id: this.errors.id(reach),
            label: this.t('lead.reach'),
            required: true,
            requiredText: this.t('common.required'),
            hint: this.t('lead.reachHint'),
            errors: this.errors.for(reach),
            className: 'reach',
          },
          () =>
            html`${this.textField('phone', { label: 'lead.phone', hint: this.t('lead.phoneHint'), type: 'tel', autocomplete: 'tel' })}
            ${this.textField('email', { label: 'lead.email', hint: this.t('lead.emailHint'), type: 'email', autocomplete: 'email' })}`,
        )}
        ${this.textField('postcode', { label: 'lead.postcode', hint: this.t('lead.postcodeHint'), autocomplete: 'postal-code', inputmode: 'numeric' })}
        ${this.textField('message', { label: 'lead.message', hint: this.t('lead.messageHint', { max: this.options.words.number(MAX_LENGTH.message) }), autocomplete: 'off' })}
        ${this.consentField(context)}
        <div class="actions">
          ${context.stale
            ? html`<p class="lead-stale">${this.t('lead.stale')}</p>`
            : html`<button type="submit" part="lead-submit">${this.t('lead.submit')}</button>`}
        </div>
      </form>`;
  }
}
