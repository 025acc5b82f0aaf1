/**
 * The calculation path of `<cee-project>`, in a chunk of its own (fetched on the visitor's first gesture, or at the
 * latest on "Calculer"): every work's values checked by its form's schema, its CEE and MaPrimeRénov' calls (four
 * at most in flight, one token for all, each call aborted with the whole when the visitor leaves or changes a
 * value), the estimate (the API core's `estimate`: states, caps, exclusions, totals, what remains), and the answer.
 * Every work travels in the estimate: one not finished (an answer missing or refused) is `incomplete` with the
 * labels of what it lacks, never dropped; a work whose call failed shows its error and a retry that sends only its
 * own calls again, the others staying as they are. Each work carries the answers it rests on, in the visitor's words.
 * With `lead`, the contact step's code (`ui/lead-step/`, a chunk of its own, as the simulator's) and the e-mail step's
 * (`project-email.ts`, which shows with `lead` only) are asked for as soon as this code is here, and an answer is
 * shown once they are here too; a project without `lead` never fetches them.
 */
import { html, nothing, type LitElement, type TemplateResult } from 'lit';
import { calculateCalls, type CeeResult, type MprResult } from '../../api/aid-calculations.js';
import type { Connection } from '../../api/connection.js';
import { addFieldError, ApiError, countOmitted, errorDetailOf, isAbortError, type FieldErrors } from '../../api/errors.js';
import { estimate as estimateOf, pairKey, type Estimate, type GivenAnswer, type WorkInput } from '../../api/estimate.js';
import { validate } from '../../api/validation.js';
import { formSchema, readFormInput } from '../../inputs/form-schema.js';
import { buildPayload } from '../../inputs/payload.js';
import { prepareResults } from '../../ui/aid-result/aid-result.js';
import { givenAnswers } from '../../ui/aid-result/given-answers.js';
import { FormErrors } from '../../ui/form-errors.js';
import { renderErrorPanel } from '../../ui/field.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { Fire } from '../../ui/rendered-events.js';
import { Submission } from '../../ui/submission.js';
import { focusAnswer } from '../../ui/simulation/answer-focus.js';
import type { CeeProjectEventMap } from './cee-project.events.js';
import type { ProjectKey } from './cee-project.messages.js';
import { answerMessages } from './project-answer.messages.js';
import { announceAnswer, answerStyles, noticesOf, printedStyles, renderAnswer, type WorkAnswer } from './project-answer.js';
import { QUOTE_KEY } from './project-form.js';
import { printEstimate } from './project-print.js';
import type { LeadStep } from '../../ui/lead-step/lead-step.js';
import { leadChunk, leadSlot, type LeadCode, type LeadSlot } from '../../ui/lead-step/lead-slot.js';
import type { FunnelSteps } from '../../ui/funnel/funnel-controller.js';
import { estimateStep } from '../../ui/funnel/estimate-step.js';
import type { Work } from './project-works.js';
import { adoptStyles } from '../../ui/adopted-styles.js';
import { localAidsOf, type LocalAid } from '../../api/local-aids.js';
import { estimateFinancing } from '../../ui/financing/financing-words.js';
import { financingMessages } from '../../ui/financing/financing.messages.js';
import { keepMessages } from './project-keep.messages.js';
import { financingStyles } from './project-financing.js';
import { linkChunk, ProjectShare, type LinkCode } from './project-share.js';
import type { ProjectEmail } from './project-email.js';
import { accessOf, errorOptionsOf, type ProjectSource, type ProjectSubmissionInput } from './project-source.js';

export { accessOf, submissionOf, type ProjectSubmissionInput, type ProjectWorkInput } from './project-source.js';

/** Four calls at most in flight, whatever the number of works. */
export const MAX_IN_FLIGHT = 4;

type Aid = 'cee' | 'mpr';
type Answer<T> = T | { failed: unknown };

/** What the host set that the calculation reads: `<cee-project>`'s attributes. */
export interface ProjectSettings {
  /** The partner's name (`lead`): printed on the estimate, and the contact step shows with it. */
  readonly lead?: string;
  /** The partner's privacy notice (`lead-privacy-url`), named by the contact step's consent. */
  readonly leadPrivacyUrl?: string;
  /** The host's `share-url`. */
  readonly shareUrl?: string;
  /** The host's local aids as given (`localAids`), read here entry by entry. */
  readonly config: { readonly localAids?: readonly unknown[] };
}

export interface ProjectCalculationOptions {
  words: Words<ProjectKey>;
  announcer: LiveAnnouncer;
  calls<T>(make: (connection: Connection) => T): T;
  /** The project, as the element lends it (`project-source.ts`). */
  source: ProjectSource;
  /** The element's id prefix: the answer's, the messages', the steps' ids are made from it. */
  idPrefix: string;
  fire: Fire<CeeProjectEventMap>;
  /** What the host set, read when used (the element itself). */
  settings: ProjectSettings;
  /** The element's funnel: `calculated` with each answer shown, `printed`, and the contact step's `lead-opened`, `lead-sent`. */
  funnel?: FunnelSteps;
}

export interface ProjectCalculating {
  errors: FormErrors;
  readonly sending: boolean;
  /** The estimate on screen. */
  readonly estimate?: Estimate;
  submit(input: ProjectSubmissionInput): void;
  render(): TemplateResult | typeof nothing;
  /** A value changed: the answer shown is outdated. */
  stale(): void;
  cancel(): void;
  /** The contact step under the answer (`confirm`, `fail` after `cee-lead`; false while it is not there). */
  lead: Pick<LeadStep, 'confirm' | 'fail'>;
  /** The e-mail step under the answer (`confirm`, `fail` after `cee-estimate-email`; false while it is not there). */
  email: Pick<ProjectEmail, 'confirm' | 'fail'>;
  /** The visitor's choices between works that cannot be combined (`pairKey` → code kept). */
  readonly keep: Readonly<Record<string, string>>;
  /** A restored project's choices, before its first calculation. */
  restoreKeep(keep: Readonly<Record<string, string>>): void;
  /** Forgets the answer and what was calculated ("Effacer mes réponses"). */
  reset(): void;
}

/** One work checked: its payloads and its quote, or what it lacks to be sent (`missing`, by label). */
interface Planned {
  work: Work;
  title: string;
  quote?: number;
  cee?: ReturnType<typeof buildPayload>;
  mpr?: ReturnType<typeof buildPayload>;
  /** Not sent: the labels of the answers missing or refused (none when its questions could not be had). */
  missing?: string[];
  /** The answers sent (or, for a work not sent, those that pass), in the visitor's words. */
  answers: GivenAnswer[];
  elementKey(key: string): string;
}

/** What came back for one work. */
interface Settled extends Planned {
  ceeAnswer?: Answer<CeeResult>;
  mprAnswer?: Answer<MprResult> | null;
}

interface Batch {
  /** Every work of the project, in the visitor's order, those not sent with what they lack. */
  settled: Settled[];
}

/** The names of the works not sent (an answer missing or refused). */
const unfinishedOf = (batch: Batch): string[] => batch.settled.filter((entry) => entry.missing).map((entry) => entry.title);

/** Runs `jobs` with `limit` at most in flight; every job settles (a failure is its result), an abort stops all. */
async function pool<T>(jobs: ReadonlyArray<() => Promise<T>>, limit: number, signal: AbortSignal): Promise<Array<PromiseSettledResult<T>>> {
  const results: Array<PromiseSettledResult<T>> = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      if (signal.aborted) throw signal.reason;
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await jobs[index]!() };
      } catch (reason) {
        if (isAbortError(reason) || signal.aborted) throw reason;
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

const failed = (answer: unknown): answer is { failed: unknown } => typeof answer === 'object' && answer !== null && 'failed' in answer;

export function createProjectCalculation(host: LitElement, o: ProjectCalculationOptions): ProjectCalculating {
  const { words, announcer, fire } = o;
  words.adopt(answerMessages);
  words.adopt(financingMessages);
  words.adopt(keepMessages);
  prepareResults(words, host.renderRoot);
  adoptStyles(host.renderRoot, financingStyles);
  adoptStyles(host.renderRoot, answerStyles);
  adoptStyles(host.renderRoot, printedStyles);
  const { idPrefix } = o;
  /** The project as the visitor sees it, for its link. */
  const access = accessOf(o.source);
  const resultTitleId = `${idPrefix}-answer-title`;
  const errors = new FormErrors(host, words, errorOptionsOf(o.source, idPrefix));
  let outdated = false;
  /** For each pair of works that cannot be combined, the one the visitor keeps. */
  const keep: Record<string, string> = {};
  /** Works whose retry is in flight. */
  const retrying = new Map<Work, AbortController>();
  let current: Estimate | undefined;
  /** The values of the last submission, for the postcode the visitor typed (never one made up). */
  let sentRaw: Record<string, unknown> | undefined;

  /** The host's local aids read once per value given: a malformed entry is dropped with one console warning. */
  let localGiven: readonly unknown[] | undefined;
  let localRead: LocalAid[] = [];
  const localAids = (): LocalAid[] => {
    const given = o.settings.config.localAids;
    if (given !== localGiven) (localGiven = given), (localRead = given ? localAidsOf(given) : []);
    return localRead;
  };

  const computeEstimate = (batch: Batch): Estimate => {
    const works: WorkInput[] = batch.settled.map((entry) => ({
      fost: entry.work.code,
      title: entry.title,
      answers: entry.answers,
      ...(entry.quote !== undefined && { quote: entry.quote }),
      ...(entry.missing && { missing: entry.missing }),
      ...(entry.ceeAnswer !== undefined && { cee: entry.ceeAnswer }),
      ...(entry.mprAnswer !== undefined && { mpr: entry.mprAnswer }),
    }));
    const sent = batch.settled.find((entry) => entry.cee ?? entry.mpr);
    const local = localAids();
    return estimateOf({ works, context: sent?.cee?.context ?? sent?.mpr?.context ?? 'b2c', keep, lang: words.lang, financing: {}, ...(local.length && { localAids: local }), ...o.source.home?.() });
  };

  /** The host carries `data-cee-estimate` while a current estimate is shown: the page's print rule finds it. */
  const mark = (): void => {
    host.toggleAttribute('data-cee-estimate', Boolean(request.result && current && !outdated));
  };

  /** The answer changed (a result, a retry, a choice): computed again, shown, said, told once. */
  const shown = (batch: Batch, focus: boolean): void => {
    const figures = computeEstimate(batch);
    const financing = estimateFinancing(words, figures.financing);
    current = { ...figures, notices: noticesOf(words, figures), ...(financing && { financing }) };
    share.forget();
    partner.step?.email.renew();
    mark();
    announcer.say(announceAnswer(words, current), { replacing: words.t('project.calculating') });
    fire('cee-project-result', { estimate: current });
    o.funnel?.step('calculated', estimateStep(current));
    host.requestUpdate();
    if (!focus) return;
    focusAnswer(host, resultTitleId);
  };

  /** A failed call: its 422 messages go on that work's fields, and `cee-error` names the work and the aid. */
  const callFailed = (entry: Settled, aid: Aid, error: unknown): void => {
    if (error instanceof ApiError && error.fieldErrors) {
      const mapped: FieldErrors = {};
      for (const [key, messages] of Object.entries(error.fieldErrors)) for (const message of messages) addFieldError(mapped, entry.elementKey(key), message);
      countOmitted(mapped, error.omittedMessages);
      errors.show(mapped, false);
    }
    fire('cee-error', { error: errorDetailOf(error), fost: entry.work.code, aid });
  };

  /** Every call of `planned`, four at most in flight; each work's answers, a failure in place of its answer. */
  async function run(planned: readonly Planned[], signal: AbortSignal, only?: { work: Work; aids: readonly Aid[] }, into?: Settled[]): Promise<Settled[]> {
    const client = o.calls(calculateCalls);
    const settled: Settled[] = into ?? planned.map((entry) => ({ ...entry }));
    const jobs: Array<() => Promise<void>> = [];
    for (const entry of settled) {
      if ((only && entry.work !== only.work) || entry.missing) continue;
      if (entry.cee && (!only || only.aids.includes('cee'))) {
        const payload = entry.cee;
        jobs.push(() => client.calculateCee(payload, { signal }).then((answer) => void (entry.ceeAnswer = answer), (error: unknown) => failWith(entry, 'cee', error)));
      }
      if (!only || only.aids.includes('mpr')) {
        if (entry.mpr) {
          const payload = entry.mpr;
          jobs.push(() => client.calculateMpr(payload, { signal }).then((answer) => void (entry.mprAnswer = answer), (error: unknown) => failWith(entry, 'mpr', error)));
        } else if (!only) entry.mprAnswer = null;
      }
    }
    await pool(jobs, MAX_IN_FLIGHT, signal);
    return settled;
  }

  function failWith(entry: Settled, aid: Aid, error: unknown): void {
    if (isAbortError(error)) throw error;
    if (aid === 'cee') entry.ceeAnswer = { failed: error };
    else entry.mprAnswer = { failed: error };
    callFailed(entry, aid, error);
  }

  /**
   * With `lead`, the contact step and the e-mail step, once their code is here (both, or neither: a code that could
   * not come is asked for again with the next submission).
   */
  const partner: LeadSlot<{ lead: LeadStep; email: ProjectEmail }> = leadSlot(
    host,
    () => o.settings.lead,
    ([{ LeadStep, typedPostcode }, { ProjectEmail }]: [LeadCode, typeof import('./project-email.js'), LinkCode]) => ({
      lead: new LeadStep(host, {
        words,
        announcer,
        idPrefix: `${idPrefix}-lead`,
        context: () => ({
          partner: o.settings.lead,
          privacyUrl: o.settings.leadPrivacyUrl,
          estimate: request.result ? current : undefined,
          stale: outdated,
          prefill: { postcode: typedPostcode(sentRaw) },
        }),
        send: (detail) => fire('cee-lead', detail),
        reached: (step, estimate) => o.funnel?.step(step, estimateStep(estimate)),
      }),
      email: new ProjectEmail(host, {
        words,
        announcer,
        idPrefix: `${idPrefix}-email`,
        context: () => ({ partner: o.settings.lead, estimate: request.result ? current : undefined, stale: outdated }),
        link: () => share.linkNow(),
        send: (detail) => fire('cee-estimate-email', detail),
      }),
    }),
    // The e-mail step sends the project's link: its code comes with them, so that no e-mail goes without it.
    (named) => (named ? Promise.all([leadChunk.load(), import('./project-email.js'), linkChunk.load()]).catch(() => undefined) : undefined),
  );
  // This code comes on the visitor's first gesture: the steps' is asked for now, long before an answer.
  void partner.ready();

  const share = new ProjectShare(host, {
    words,
    announcer,
    idPrefix: `${idPrefix}-keep`,
    access,
    base: () => o.settings.shareUrl,
    taken: () => o.funnel?.step('link-copied', estimateStep(current)),
  });

  const request = new Submission<{ planned: Planned[] }, Batch, CeeProjectEventMap>(host, {
    run: async ({ planned }, signal) => ({ settled: (await Promise.all([run(planned, signal), partner.ready()]))[0] }),
    abortOnDisconnect: true,
    // Focus goes to the answer, unless some works wait for the visitor: then it stays on their first message.
    succeeded: (batch) => shown(batch, unfinishedOf(batch).length === 0),
    failed: (error) => {
      announcer.clear();
      fire('cee-error', { error: errorDetailOf(error) });
    },
  });

  /** Sends again only the failed calls of one work; the other works stay as they are. */
  function retry(work: Work): void {
    const batch = request.result;
    const entry = batch?.settled.find((candidate) => candidate.work === work);
    if (!batch || !entry || retrying.has(work) || request.sending) return;
    const aids = (['cee', 'mpr'] as const).filter((aid) => failed(aid === 'cee' ? entry.ceeAnswer : entry.mprAnswer));
    if (!aids.length) return;
    const controller = new AbortController();
    retrying.set(work, controller);
    announcer.say(words.t('project.calculating'));
    host.requestUpdate();
    run([entry], controller.signal, { work, aids }, batch.settled)
      .then(
        () => {
          if (retrying.get(work) !== controller) return;
          shown(batch, false);
        },
        () => undefined,
      )
      .finally(() => {
        if (retrying.get(work) === controller) retrying.delete(work);
        host.requestUpdate();
      });
  }

  function choose(pair: string, code: string): void {
    const batch = request.result;
    if (!batch || outdated) return;
    // The latest choice last: where two choices contradict each other, the estimate follows the later.
    delete keep[pair];
    keep[pair] = code;
    shown(batch, false);
  }

  /** Each work's values checked; the finished ones planned to send, the others planned with what they lack, their messages shown. */
  function plan(input: ProjectSubmissionInput): { planned: Planned[]; fieldErrors: FieldErrors } {
    const planned: Planned[] = [];
    const fieldErrors: FieldErrors = {};
    for (const entry of input.works) {
      const { inputs } = entry;
      const base = { work: entry.work, title: entry.title, elementKey: entry.elementKey };
      if (!inputs) {
        planned.push({ ...base, missing: [], answers: [] });
        continue;
      }
      const byKey = (key: string) => entry.fields.find((field) => field.key === key);
      const read = readFormInput(entry.fields, entry.raw);
      const checked = validate(formSchema(entry.fields), read, words.lang, byKey);
      if (!checked.ok) {
        for (const [key, messages] of Object.entries(checked.fieldErrors)) for (const message of messages) addFieldError(fieldErrors, entry.elementKey(key), message);
        const refused = new Set(Object.keys(checked.fieldErrors));
        const missing = entry.fields.filter((field) => refused.has(field.key)).map((field) => field.label);
        const quote = refused.has(QUOTE_KEY) ? undefined : read[QUOTE_KEY];
        planned.push({ ...base, missing, answers: givenAnswers(words, entry.fields, read, refused), ...(typeof quote === 'number' && { quote }) });
        continue;
      }
      const target = { fostCode: inputs.code, context: inputs.context, eurosMwhCumac: input.eurosMwhCumac };
      const quote = checked.data[QUOTE_KEY];
      const work: Planned = { ...base, answers: givenAnswers(words, entry.fields, checked.data) };
      if (typeof quote === 'number') work.quote = quote;
      if (inputs.aid !== 'mpr') work.cee = buildPayload('cee', entry.fields, checked.data, target);
      if (inputs.aid !== 'cee' && !inputs.mprUnavailable) work.mpr = buildPayload('mpr', entry.fields, checked.data, target);
      planned.push(work);
    }
    return { planned, fieldErrors };
  }

  const workAnswers = (batch: Batch, estimate: Estimate): WorkAnswer[] =>
    batch.settled.map((entry, index) => {
      const figures = estimate.works[index]!;
      return {
        id: entry.work.id,
        title: entry.title,
        figures,
        cee: entry.ceeAnswer && !failed(entry.ceeAnswer) ? entry.ceeAnswer : undefined,
        mpr: entry.mprAnswer && !failed(entry.mprAnswer) ? entry.mprAnswer : undefined,
        failures: (['cee', 'mpr'] as const).flatMap((aid) => {
          const answer = aid === 'cee' ? entry.ceeAnswer : entry.mprAnswer;
          return failed(answer) ? [{ aid, error: answer.failed }] : [];
        }),
        retry: outdated ? undefined : () => retry(entry.work),
        retrying: retrying.has(entry.work),
      };
    });

  return {
    errors,
    get sending() {
      return request.sending || retrying.size > 0;
    },
    get estimate() {
      return request.result ? current : undefined;
    },
    submit(input) {
      for (const controller of retrying.values()) controller.abort();
      retrying.clear();
      const { planned, fieldErrors } = plan(input);
      const unfinished = planned.filter((entry) => entry.missing).map((entry) => entry.title);
      sentRaw = Object.assign({}, ...input.works.map((entry) => entry.raw));
      outdated = false;
      if (Object.keys(fieldErrors).length) errors.show(fieldErrors, true);
      else errors.clear();
      if (planned.every((entry) => entry.missing)) {
        request.reset();
        current = undefined;
        mark();
        const count = errors.count;
        announcer.say(
          [count ? words.plural(count, { one: 'answer.fixErrors.one', other: 'answer.fixErrors.other' }) : '', words.t('answer.unfinishedSay', { works: unfinished.join(', ') })]
            .filter(Boolean)
            .join(' '),
        );
        host.requestUpdate();
        return;
      }
      announcer.say(words.t('project.calculating'));
      partner.again();
      request.result = undefined;
      current = undefined;
      mark();
      request.send({ planned });
    },
    render() {
      const batch = request.result;
      if (!batch || !current) return nothing;
      // A `lead` set once the answer is shown: the steps' code is fetched now, and the steps drawn when it is here.
      void partner.ready();
      // The steps' code could not come: said under the answer, with a retry that fetches it and draws them.
      const lost =
        partner.lost && o.settings.lead ? renderErrorPanel(words.t('answer.partnerLost', { partner: o.settings.lead }), { label: words.t('common.retry'), onRetry: () => partner.retry() }) : nothing;
      return html`${renderAnswer(words, {
        estimate: current,
        works: workAnswers(batch, current),
        stale: outdated,
        titleId: resultTitleId,
        partner: o.settings.lead,
        onKeep: (a, b, code) => choose(pairKey(a, b), code),
        onPrint: () => {
          o.funnel?.step('printed', estimateStep(current));
          printEstimate(host);
        },
        after: share.render(outdated) as TemplateResult,
      })}${partner.step?.email.render() ?? nothing}${partner.step?.lead.render() ?? nothing}${lost}`;
    },
    stale() {
      if (outdated) return;
      outdated = true;
      mark();
      for (const controller of retrying.values()) controller.abort();
      retrying.clear();
      if (!request.result) return;
      announcer.say(words.t('answer.stale'));
      host.requestUpdate();
    },
    cancel() {
      for (const controller of retrying.values()) controller.abort();
      retrying.clear();
      request.cancel();
    },
    lead: {
      confirm: (message) => partner.step?.lead.confirm(message) ?? false,
      fail: (message) => partner.step?.lead.fail(message) ?? false,
    },
    email: {
      confirm: (message) => partner.step?.email.confirm(message) ?? false,
      fail: (message) => partner.step?.email.fail(message) ?? false,
    },
    get keep() {
      return keep;
    },
    restoreKeep(given) {
      for (const [pair, code] of Object.entries(given)) keep[pair] = code;
    },
    reset() {
      for (const controller of retrying.values()) controller.abort();
      retrying.clear();
      request.cancel();
      request.reset();
      current = undefined;
      outdated = false;
      for (const pair of Object.keys(keep)) delete keep[pair];
      errors.clear();
      share.forget();
      mark();
      host.requestUpdate();
    },
  };
}
