/**
 * Creating the worksite: the form's values checked by the request schema (messages on the fields), then one
 * `POST /v1/worksites` through the shared submission controller (one request per gesture, one idempotency key
 * per submission, a creation whose answer was lost settled before anything new is sent, `worksite-created` /
 * `worksite-error`), and what the visitor is told and where focus goes.
 */
import type { LitElement } from 'lit';
import type { Context } from '../../api/schemas.js';
import { creationOutcome } from '../../api/creation-outcome.js';
import { newIdempotencyKey, type WorksiteClient } from '../../api/partner.js';
import { worksiteRequestSchema, type Worksite, type WorksiteRequestInput } from '../../api/partner-schemas.js';
import { validate } from '../../api/validation.js';
import { afterColon } from '../../i18n/translate.js';
import type { FormErrors, Recheck } from '../../ui/form-errors.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import { creationLedger } from '../../ui/creation-ledger.js';
import { CreatedBefore, Submission } from '../../ui/submission.js';
import type { WorksiteCreatedDetail } from './worksite-form.events.js';
import type { WorksiteKey } from './worksite-form.messages.js';
import type { WorksiteFormEventMap } from './worksite-form.events.js';

export interface CreationOptions {
  client(): WorksiteClient;
  words: Words<WorksiteKey>;
  announcer: LiveAnnouncer;
  errors: FormErrors;
  /** The id of the created worksite's heading, which takes focus. */
  resultId: string;
  /** The visitor typed a name in the beneficiary picker without choosing one in the list. */
  typedWithoutChoice(): boolean;
  /** The worksite exists: the draft is no longer needed. */
  created(): void;
  /** The service the worksite is created on (its `api-base`): part of what identifies a creation kept over a reload. */
  service(): string | undefined;
}

export class WorksiteCreation {
  /** Not aborted when the element leaves the page: the worksite may already exist, and the host is still told. */
  readonly submission: Submission<readonly [WorksiteRequestInput, Context], Worksite, WorksiteFormEventMap>;
  /** The worksite shown was created by an earlier sending, with the values of then (not those sent last). */
  createdEarlier = false;

  constructor(
    host: LitElement,
    private readonly options: CreationOptions,
  ) {
    const { announcer } = options;
    this.submission = new Submission<readonly [WorksiteRequestInput, Context], Worksite, WorksiteFormEventMap>(host, {
      run: ([body, context], signal, idempotencyKey) => options.client().createWorksite(body, { context, signal, idempotencyKey }),
      newKey: newIdempotencyKey,
      // A worksite whose outcome is unknown is the same one when sent again for the same beneficiary and convention.
      ledger: {
        store: creationLedger,
        scope: ([body, context]) => JSON.stringify(['worksite', options.service() ?? '', body.convention_id, body.beneficiary_id, context]),
      },
      // Created while the form was off the page: said again once it is back.
      returned: () => announcer.say(announcer.text.trim()),
      resultEvent: ['worksite-created', (worksite): WorksiteCreatedDetail => ({ worksite })],
      errorEvent: 'worksite-error',
      succeeded: (worksite, _args, earlier) => this.succeeded(worksite, earlier),
      rejected: (fieldErrors) => this.showErrors(fieldErrors),
      // The failure panel speaks (role alert): "creating…" must not stay in the live region under it.
      failed: () => announcer.clear(),
    });
  }

  /** Checks `body` and sends it, unless a request is in flight or a value is refused. */
  submit(body: WorksiteRequestInput, context: Context): void {
    if (this.submission.sending) return;
    const { words } = this.options;
    const check = (): Record<string, string[]> => {
      const checked = validate(worksiteRequestSchema(context), body, words.lang);
      const fieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
      // "Required" would puzzle someone who typed a name: what is missing is the choice in the list.
      if (fieldErrors.beneficiary_id && this.options.typedWithoutChoice()) fieldErrors.beneficiary_id = [words.t('picker.choose')];
      // A household's precarity is chosen, never assumed (the service would take "classic"); B2B has only that one.
      if (context === 'b2c' && body.precarity_type === undefined) fieldErrors.precarity_type = [words.t('field.precarity_type.choose')];
      return fieldErrors;
    };
    const fieldErrors = check();
    // The same body checked again, should the page switch language while the messages are shown.
    if (Object.keys(fieldErrors).length) return this.showErrors(fieldErrors, { key: () => words.lang, run: check });
    this.sent(this.submission.send([body, context]));
  }

  /** Sends the very request that failed again (same values, same key). */
  retry(): void {
    this.sent(this.submission.retry());
  }

  showErrors(fieldErrors: Record<string, string[]>, recheck?: Recheck): void {
    const { errors, announcer, words } = this.options;
    errors.show(fieldErrors, true, recheck);
    // The service's refusal replaces "sending…" when it came before that was drawn.
    announcer.say(words.plural(errors.count, { one: 'errors.count.one', other: 'errors.count' }), { replacing: words.t('submit.sending') });
  }

  private sent(sent: boolean): void {
    if (!sent) return;
    this.options.errors.clear();
    this.options.announcer.say(this.options.words.t('submit.sending'));
  }

  /**
   * What the failure panel says of a failure of the creation; of one whose outcome is unknown, also that the worksite
   * may exist and that sending again will not duplicate it (its key is replayed, here, after a reload, in another tab).
   */
  describe(failure: unknown): string {
    const { words } = this.options;
    if (failure instanceof CreatedBefore) return words.t('failure.createdBefore');
    return creationOutcome(failure) === 'unknown' ? `${words.describe(failure)} ${words.t('failure.unknown')}` : words.describe(failure);
  }

  private succeeded(worksite: Worksite, earlier: boolean): void {
    const { errors, announcer, words } = this.options;
    errors.clear();
    this.createdEarlier = earlier;
    this.options.created();
    const reference = worksite.reference || String(worksite.id);
    const said = worksite.status ? words.t('success.announce', { reference, status: afterColon(words.lang, worksite.status) }) : words.t('success.announce.short', { reference });
    announcer.say(earlier ? `${said} ${words.t('success.earlier')}` : said, { replacing: words.t('submit.sending') });
    errors.focus.request(this.options.resultId);
  }
}
