/**
 * "Recevoir cette estimation par e-mail", under a current answer (docs/contract.md §6): an address and an unticked
 * consent box, then `cee-estimate-email` `{email, consent: {text, at}, estimate, link}` to the host, which sends it
 * and answers with `confirmEmail()` or `emailFailed()`. The element sends and stores nothing. It shows with `lead`
 * only: the partner named there sends it, and a page that takes no requests never leaves a visitor waiting. The contact step's
 * pieces are reused (its field renderers, its error controller, its address check and clean text, its look): one
 * request at a time (a double press sends once), what was typed survives a failure. Its code and its words are a
 * chunk fetched with the contact step's, with `lead` only (`project-calculation.ts`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Estimate } from '../../api/estimate.js';
import { adoptStyles } from '../../ui/adopted-styles.js';
import { renderField } from '../../ui/field-renderers.js';
import { FormErrors, type FormErrorsHost } from '../../ui/form-errors.js';
import { cleanText, isEmail, MAX_LENGTH } from '../../ui/lead-step/lead-step.model.js';
import { leadStyles } from '../../ui/lead-step/lead-step.styles.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import { attribution, type Attribution } from '../../ui/attribution.js';
import { Handoff, type HandoffPhase } from '../../ui/lead-step/handoff.js';
import { renderConsentBox } from '../../ui/lead-step/consent-box.js';
import { emailMessages } from './project-email.messages.js';
import type { EnglishLoader } from '../../i18n/english-packs.js';

/** The step's English: fetched by an element speaking English once the step is made (`Localize.adopt`). */
const emailEnglishPack: EnglishLoader = () => import('./project-email.messages.en.js').then((module) => ({ messages: module.emailEnglish }));

/** `cee-estimate-email`: the address, the consent as given, the estimate on screen and the link to the project. */
export interface CeeEstimateEmailDetail {
  email: string;
  consent: { text: string; at: string };
  estimate: Estimate;
  /** The link that brings the project back (`#cee=…`), without contact data. */
  link?: string;
  /** The visit's campaign, from its landing URL (utm_*, the referrer's origin, the page), as on `cee-lead`. */
  attribution: Attribution;
}

export interface EmailContext {
  partner?: string;
  estimate?: Estimate;
  stale: boolean;
}

export interface EmailOptions {
  words: Words<ProjectKey>;
  announcer: LiveAnnouncer;
  idPrefix: string;
  context(): EmailContext;
  link(): Promise<string | undefined>;
  send(detail: CeeEstimateEmailDetail): void;
}

type EmailKey = 'email' | 'consent';

export class ProjectEmail {
  /** Where the estimate handed to the host stands. */
  private readonly handoff = new Handoff();
  private typed = '';
  private consent = false;
  private sentTo = '';
  private readonly errors: FormErrors;

  constructor(
    private readonly host: FormErrorsHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly o: EmailOptions,
  ) {
    o.words.adopt(emailMessages, emailEnglishPack);
    this.errors = new FormErrors(host, o.words, { idPrefix: o.idPrefix, hasControl: (key) => key === 'email' || key === 'consent' });
  }

  get state(): HandoffPhase {
    return this.handoff.phase;
  }

  /** Another answer after a confirmed request: the form again, the address kept, the consent unticked. */
  renew(): void {
    if (this.handoff.phase === 'confirmed') {
      this.handoff.phase = 'form';
      this.consent = false;
    }
    this.handoff.failure = false;
    this.handoff.hostWords = undefined;
  }

  confirm(message?: string): boolean {
    if (!this.handoff.answered(true, message)) return false;
    this.o.announcer.say(this.outcome());
    this.host.requestUpdate();
    return true;
  }

  fail(message?: string): boolean {
    if (!this.handoff.answered(false, message)) return false;
    this.o.announcer.say(this.handoff.hostWords ?? this.o.words.t('email.failed'));
    this.errors.focus.request(this.id('failure'));
    return true;
  }

  private id(what: string): string {
    return `${this.o.idPrefix}-${what}`;
  }

  private t(key: ProjectKey, params: Record<string, string> = {}): string {
    return this.o.words.t(key, { partner: this.o.context().partner ?? '', ...params });
  }

  private outcome(): string {
    return this.handoff.phase === 'confirmed' ? (this.handoff.hostWords ?? this.t('email.sent', { email: this.sentTo })) : this.t('email.ready');
  }

  private consentText(): string {
    return this.t('email.consent');
  }

  private check(): Record<string, string[]> {
    const email = cleanText(this.typed, 'email').trim();
    const out: Record<string, string[]> = {};
    if (!email) out['email'] = [this.t('email.error.required')];
    else if (email.length > MAX_LENGTH.email || !isEmail(email)) out['email'] = [this.t('email.error.email')];
    if (!this.consent) out['consent'] = [this.t('email.error.consent')];
    return out;
  }

  private readonly onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    // One request at a time: a second press finds the step waiting.
    if (this.handoff.phase !== 'form') return;
    const context = this.o.context();
    if (!context.estimate || !context.partner?.trim() || context.stale) return;
    const problems = this.check();
    const keys = Object.keys(problems) as EmailKey[];
    if (keys.length) {
      this.errors.show(problems, false, { key: () => this.o.words.lang, run: () => this.check() });
      this.errors.focus.request(this.errors.id(keys[0]!));
      this.o.announcer.say(this.o.words.plural(keys.length, { one: 'email.fixErrors.one', other: 'email.fixErrors.other' }));
      return;
    }
    this.errors.clear();
    this.handoff.sent();
    this.host.requestUpdate();
    const estimate = structuredClone(context.estimate);
    const consent = { text: this.consentText(), at: new Date().toISOString() };
    const email = cleanText(this.typed, 'email').trim();
    const link = await this.o.link().catch(() => undefined);
    this.sentTo = email;
    this.o.send({ email, consent, estimate, ...(link && { link }), attribution: attribution() });
    this.o.announcer.say(this.t('email.ready'));
    this.errors.focus.request(this.id('outcome'));
  };

  private consentField(): TemplateResult {
    return renderConsentBox({
      id: this.errors.id('consent'),
      name: 'email-consent',
      checked: this.consent,
      sentence: this.consentText(),
      requiredText: this.o.words.t('common.required'),
      errors: this.errors.for('consent'),
      changed: (checked) => {
        this.consent = checked;
        this.errors.clear('consent');
        this.host.requestUpdate();
      },
    });
  }

  render(): TemplateResult | typeof nothing {
    const context = this.o.context();
    // Through the partner of `lead` only: a page that takes no requests would leave the visitor waiting.
    if (!context.estimate || !context.partner?.trim()) return nothing;
    adoptStyles(this.host.renderRoot, leadStyles);
    const titleId = this.id('title');
    const field = renderField(
      { id: this.errors.id('email'), label: this.t('email.address'), required: true, requiredText: this.o.words.t('common.required'), hint: this.t('email.hint'), errors: this.errors.for('email') },
      (a) => html`<input
        id=${a.id}
        part="control"
        name="estimate-email"
        type="email"
        autocomplete="email"
        maxlength=${MAX_LENGTH.email}
        aria-required="true"
        aria-describedby=${ifDefined(a.describedBy)}
        aria-invalid=${a.invalid ? 'true' : 'false'}
        .value=${this.typed}
        @input=${(e: Event) => {
          this.typed = (e.target as HTMLInputElement).value;
          this.errors.clear('email');
          this.host.requestUpdate();
        }}
      />`,
    );
    const body =
      this.handoff.phase !== 'form'
        ? html`<p class="lead-outcome ${this.handoff.phase}" id=${this.id('outcome')} tabindex="-1">${this.outcome()}</p>`
        : html`<form part="email-form" class="lead-form" novalidate @submit=${this.onSubmit}>
            ${this.errors.renderSummary()}
            ${this.handoff.failure ? html`<div part="error" class="error-panel" id=${this.id('failure')} tabindex="-1"><p>${this.handoff.hostWords ?? this.t('email.failed')}</p></div>` : nothing}
            ${field} ${this.consentField()}
            <div class="actions">
              ${context.stale ? html`<p class="lead-stale">${this.t('email.stale')}</p>` : html`<button type="submit" part="email-submit">${this.t('email.submit')}</button>`}
            </div>
          </form>`;
    return html`<section part="email" class="lead email" aria-labelledby=${titleId}>
      <h2 class="lead-title" id=${titleId}>${this.t('email.title')}</h2>
      <p class="lead-intro">${this.t('email.intro')}</p>
      ${body}
    </section>`;
  }
}
