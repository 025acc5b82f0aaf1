/**
 * The calculation path of `<cee-simulator>`, in a chunk of its own: client-side validation (the form's zod
 * schema, zod's French messages), the payloads, the CEE and MPR calls, the result (its words and styles) and,
 * with `lead`, the contact step under it (`ui/lead-step/`, whose code comes in a chunk of its own, fetched beside
 * this one), which hands the estimate of that result to `cee-lead`.
 * The element fetches it when the visitor first reaches into the widget (focus, press, typing), or at the latest
 * on "Calculate", so a page that only shows the form does not download it. Its functions return values; it
 * holds no state and reaches into no element.
 */
import { addFieldError, ApiError, countOmitted, errorDetailOf, isAbortError, type FieldErrors } from '../../api/errors.js';
import { calculateCalls, type CalculateCalls, type CeeResult, type MprResult } from '../../api/aid-calculations.js';
import type { Connection } from '../../api/connection.js';
import { validate } from '../../api/validation.js';
import type { Lang, Messages } from '../../i18n/translate.js';
import { html, nothing, type LitElement, type TemplateResult } from 'lit';
import type { FormField } from '../../inputs/form-model.js';
import { formSchema, readFormInput, type RawValues } from '../../inputs/form-schema.js';
import { buildPayload } from '../../inputs/payload.js';
import { FormErrors, type FormErrorsOptions } from '../../ui/form-errors.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import { Submission, type SubmissionHost } from '../../ui/submission.js';
import type { SimulationOutcome, SubmissionPlan } from './cee-simulator.events.js';
import type { LoadedInputs } from '../../ui/simulation/calls.js';
import { focusAnswer } from '../../ui/simulation/answer-focus.js';
import { controlId } from '../../ui/field-contract.js';
import { renderErrorPanel } from '../../ui/field.js';
import { announceResults, prepareResults, renderResults, type AidName, type ResultView } from '../../ui/aid-result/aid-result.js';
import type { Estimate, GivenAnswer } from '../../api/estimate.js';
import { estimateOne } from '../../api/estimate-base.js';
import { categoryOf } from '../../api/household.js';
import { givenAnswers } from '../../ui/aid-result/given-answers.js';
import type { LeadStep } from '../../ui/lead-step/lead-step.js';
import { leadSlot, type LeadSlot } from '../../ui/lead-step/lead-slot.js';
import type { FunnelSteps } from '../../ui/funnel/funnel-controller.js';
import { estimateStep } from '../../ui/funnel/estimate-step.js';
import type { Fire } from '../../ui/rendered-events.js';
import type { CeeSimulatorEventMap } from './cee-simulator.events.js';
import type { HomeFacts } from '../../ui/address/home-lookups.js';

/** What the calculation says of the form, in French, with its code (the English is in the element's pack). */
export const calculationMessages = {
  'sim.fixErrors.one': 'Le formulaire contient 1 erreur à corriger.',
  'sim.fixErrors.other': 'Le formulaire contient {count} erreurs à corriger.',
  'sim.rejected': 'Le service a refusé certaines valeurs : corrigez-les puis recalculez.',
} satisfies Messages;

export type CalculationKey = keyof typeof calculationMessages;

/** 422s of both calculations become one, with every field's messages; any other failure wins over a 422. */
function combineFailures(failures: unknown[]): unknown {
  const abort = failures.find(isAbortError);
  if (abort) return abort;
  const other = failures.find((error) => !(error instanceof ApiError && error.kind === 'validation' && error.fieldErrors));
  if (other) return other;
  const errors = failures as ApiError[];
  const fieldErrors: FieldErrors = {};
  for (const error of errors) {
    for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) for (const message of messages) addFieldError(fieldErrors, key, message);
    countOmitted(fieldErrors, error.omittedMessages);
  }
  const first = errors[0]!;
  return new ApiError('validation', first.message, { status: first.status, fieldErrors, fromService: first.fromService });
}

/**
 * What one submission brought: each aid's answer and, when one call failed while the other succeeded, that
 * failure (shown in its place, with a retry of that call alone). `mpr: null` when MaPrimeRénov' does not apply.
 */
export interface Settled {
  plan: SubmissionPlan;
  cee?: CeeResult;
  mpr?: MprResult | null;
  failed?: { aid: AidName; error: unknown };
}

/** Both calculations at once; a failure of every call (or an abort) throws, one of two is a partial result. */
export async function runSubmission(client: CalculateCalls, plan: SubmissionPlan, signal: AbortSignal): Promise<Settled> {
  const [cee, mpr] = await Promise.allSettled([
    plan.cee ? client.calculateCee(plan.cee, { signal }) : undefined,
    plan.mpr ? client.calculateMpr(plan.mpr, { signal }) : undefined,
  ]);
  const settled: Settled = { plan };
  const failures: Array<[AidName, unknown]> = [];
  if (cee.status === 'rejected') failures.push(['cee', cee.reason]);
  else if (cee.value) settled.cee = cee.value;
  if (mpr.status === 'rejected') failures.push(['mpr', mpr.reason]);
  else settled.mpr = mpr.value ?? null;
  const [first] = failures;
  if (first) {
    if (failures.length > 1 || !(settled.cee || settled.mpr) || isAbortError(first[1])) throw combineFailures(failures.map((f) => f[1]));
    settled.failed = { aid: first[0], error: first[1] };
  }
  return settled;
}

/** The `cee-result` detail: every aid's for a full result, the succeeding aid's own shape for a partial one. */
export function outcomeOf(settled: Settled): SimulationOutcome {
  const { plan, cee, mpr, failed } = settled;
  const aid = failed ? (failed.aid === 'cee' ? 'mpr' : 'cee') : plan.aid;
  if (aid === 'cee') return { aid, request: plan.cee!, result: cee! };
  if (aid === 'mpr') return { aid, request: plan.mpr!, result: mpr! };
  return { aid, request: { cee: plan.cee!, mpr: plan.mpr ?? null }, result: { cee: cee!, mpr: mpr ?? null } };
}

/** A precarity the visitor gave, by any key that names it (`household.precarity`, `precarity_type`…). */
function precarityOf(plan: SubmissionPlan): unknown {
  for (const payload of [plan.cee, plan.mpr]) {
    for (const [key, value] of Object.entries(payload ?? {})) {
      if (/precar/i.test(key) && typeof value === 'string') return value;
      if (value && typeof value === 'object')
        for (const [inner, v] of Object.entries(value)) if (/precar/i.test(inner) && typeof v === 'string') return v;
    }
  }
  return undefined;
}

/** The values checked, and when they pass, what to send for each calculation and the values read (by key). */
export type CheckedSubmission = { ok: true; plan: SubmissionPlan; values: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors };

/** The form's values checked against its schema; when they pass, what to send for each calculation. */
export function planSubmission(
  inputs: LoadedInputs,
  fields: readonly FormField[],
  raw: RawValues,
  eurosMwhCumac: number | undefined,
  lang: Lang,
): CheckedSubmission {
  // Messages name the field as the form shows it, with its unit and, for a pattern, its help as the example.
  const words = (key: string) => fields.find((field) => field.key === key);
  const checked = validate(formSchema(fields), readFormInput(fields, raw), lang, words);
  if (!checked.ok) return checked;
  const target = { fostCode: inputs.code, context: inputs.context, eurosMwhCumac };
  const plan: SubmissionPlan = { aid: inputs.aid };
  if (inputs.aid !== 'mpr') plan.cee = buildPayload('cee', fields, checked.data, target);
  if (inputs.aid !== 'cee' && !inputs.mprUnavailable) plan.mpr = buildPayload('mpr', fields, checked.data, target);
  return { ok: true, plan, values: checked.data };
}

/** What a submission is made of, read from the form when it is sent. */
export interface SubmissionInput {
  inputs: LoadedInputs;
  fields: readonly FormField[];
  raw: RawValues;
  eurosMwhCumac?: number;
}

export interface CalculationOptions {
  calls<T>(make: (connection: Connection) => T): T;
  words: Words;
  announcer: LiveAnnouncer;
  errorOptions: FormErrorsOptions;
  /** Fires an event once the next update has rendered. */
  fire: Fire<CeeSimulatorEventMap>;
  /** The form's fields now, in the language of the moment (the same array until their words change). */
  fieldsNow(): readonly FormField[];
  /** The element's funnel: `calculated` with each result shown, `lead-opened` and `lead-sent` from the contact step. */
  funnel?: FunnelSteps;
  /** The home's address and DPE, when the visitor gave them: the estimate carries them. */
  home?(): HomeFacts | undefined;
}

/** What `createCalculation` gives the element: its messages, its submission, its result, and the way to submit. */
export interface Calculating {
  errors: FormErrors;
  request: Submission<SubmissionPlan, Settled, CeeSimulatorEventMap>;
  /** A calculation, or the retry of one aid, is in flight. */
  readonly sending: boolean;
  /** Checks the values (messages on the fields when they fail), then sends the calculation(s). */
  submit(input: SubmissionInput): void;
  /** The result region, once there is a result. */
  render(): TemplateResult | typeof nothing;
  /** A value changed: the result shown is outdated. */
  stale(): void;
  /** Stops what is in flight; what is shown stays. */
  cancel(): void;
  /** Back to no outcome, and no message. */
  reset(): void;
  /** The contact step under the result (`confirm`, `fail` after `cee-lead`), once its code is here (with `lead`). */
  readonly lead: LeadStep | undefined;
}

/** The element's attributes of the contact step: the partner's name and privacy notice (no partner, no step). */
export interface LeadAttributes {
  lead?: string;
  leadPrivacyUrl?: string;
}

type CalculationHost = SubmissionHost & LitElement & LeadAttributes;

/**
 * The calculation's controllers, made once its code is here: the shared error controller and the shared
 * submission controller (in-flight guard, @lit/task with abort, outcome), the events (`cee-result` for each aid
 * that succeeded, `cee-error` for each that failed), the retry of one aid, the result's staleness, and the contact
 * step beside the result (`cee-lead`, with the API core's `estimate()` of the answers shown). With `lead`, a result
 * is shown once the step's code is here too (fetched beside this chunk, so in practice long before the answer): the
 * step never appears after its result. A `lead` set later fetches it then.
 */
export function createCalculation(host: CalculationHost, o: CalculationOptions): Calculating {
  const { words, announcer, fire } = o;
  /** The result's heading, which takes focus once a result is shown. */
  const resultTitleId = `${controlId(o.errorOptions.idPrefix, 'result')}-title`;
  words.adopt(calculationMessages);
  prepareResults(words, host.renderRoot);
  const errors = new FormErrors(host, words, o.errorOptions);
  /** The values changed since the last submission. */
  let outdated = false;
  /** The retry of one aid in flight. */
  let retrying: AbortController | undefined;
  /** The values of the last submission sent: the postcode the visitor typed, if any, prefills the contact step. */
  let sentRaw: RawValues | undefined;

  const view = (settled: Settled): ResultView => ({
    results: settled,
    estimate: estimateOf(settled),
    mprNotOffered: settled.plan.aid === 'both' && !settled.plan.mpr,
    failed: settled.failed && { ...settled.failed, retry: outdated ? undefined : retry, busy: Boolean(retrying) },
    stale: outdated,
    titleId: resultTitleId,
  });

  /** Announced, then brought into view (at once under reduced motion), its heading focused. */
  const shown = (settled: Settled): void => {
    announcer.say(outdated ? words.t('result.stale') : announceResults(words, view(settled)));
    host.requestUpdate();
    focusAnswer(host, resultTitleId);
  };

  /** A failed aid: its 422 messages go on the fields (focus stays on the result), and `cee-error` names it. */
  const aidFailed = (failed: NonNullable<Settled['failed']>): void => {
    if (failed.error instanceof ApiError && failed.error.fieldErrors) errors.show(failed.error.fieldErrors, false);
    fire('cee-error', { error: errorDetailOf(failed.error), aid: failed.aid });
  };

  const request = new Submission<SubmissionPlan, Settled, CeeSimulatorEventMap>(host, {
    run: async (plan, signal) => (await Promise.all([runSubmission(o.calls(calculateCalls), plan, signal), lead.ready()]))[0],
    errorEvent: 'cee-error',
    abortOnDisconnect: true,
    succeeded: (settled) => {
      shown(settled);
      fire('cee-result', outcomeOf(settled));
      o.funnel?.step('calculated', estimateStep(estimateOf(settled)));
      if (settled.failed) aidFailed(settled.failed);
    },
    rejected: (fieldErrors) => {
      errors.show(fieldErrors);
      announcer.say(words.t('sim.rejected'));
    },
    failed: () => announcer.clear(),
  });

  /** The answers each submission was sent, in the visitor's words. */
  const answersOf = new WeakMap<SubmissionPlan, GivenAnswer[]>();
  /**
   * The estimate of the result on screen, one per result: every figure the result view shows and `cee-lead` carries
   * (the same answers, so the same amounts, worded as `<cee-project>` words a work).
   */
  let made: { from: unknown[]; estimate: Estimate } | undefined;
  function estimateOf(settled: Settled): Estimate {
    const { plan, cee, mpr, failed } = settled;
    const home = o.home?.();
    const from = [settled, cee, mpr, failed, words.lang, home];
    if (made && made.from.every((part, index) => part === from[index])) return made.estimate;
    const marked = (aid: AidName) => (failed?.aid === aid ? { failed: failed.error } : undefined);
    const payload = (plan.cee ?? plan.mpr)!;
    const title = (cee ?? mpr)?.fiche?.title;
    const work = { fost: payload.fost_code, ...(title && { title }), cee: marked('cee') ?? cee, mpr: marked('mpr') ?? mpr, answers: answersOf.get(plan) ?? [] };
    const category = categoryOf(precarityOf(plan));
    made = { from, estimate: estimateOne({ works: [work], context: payload.context, ...(category && { category }), lang: words.lang, ...home }) };
    return made.estimate;
  }

  /** The contact step, with `lead`, once its code is here. */
  const lead: LeadSlot = leadSlot(host, () => host.lead, ({ LeadStep, typedPostcode }) =>
    new LeadStep(host, {
      words,
      announcer,
      idPrefix: `${o.errorOptions.idPrefix}-lead`,
      context: () => {
        const settled = request.result;
        return {
          partner: host.lead,
          privacyUrl: host.leadPrivacyUrl,
          estimate: settled && estimateOf(settled),
          stale: outdated,
          prefill: { postcode: typedPostcode(sentRaw) },
        };
      },
      send: (detail) => fire('cee-lead', detail),
      reached: (step, shown) => o.funnel?.step(step, estimateStep(shown)),
    }),
  );

  /** Sends again only the call that failed, with the same values; the other aid's result stays. */
  function retry(): void {
    const settled = request.result;
    const failed = settled?.failed;
    if (!settled || !failed || retrying || request.sending) return;
    const controller = (retrying = new AbortController());
    const { aid } = failed;
    const client = o.calls(calculateCalls);
    const signal = { signal: controller.signal };
    const call: Promise<CeeResult | MprResult> = aid === 'cee' ? client.calculateCee(settled.plan.cee!, signal) : client.calculateMpr(settled.plan.mpr!, signal);
    announcer.say(words.t('sim.submitting'));
    call
      .then(
        (result) => {
          if (controller !== retrying) return;
          if (aid === 'cee') settled.cee = result as CeeResult;
          else settled.mpr = result as MprResult;
          settled.failed = undefined;
          errors.clear();
          shown(settled);
          o.funnel?.step('calculated', estimateStep(estimateOf(settled)));
          fire('cee-result', aid === 'cee'
            ? { aid, request: settled.plan.cee!, result: result as CeeResult }
            : { aid, request: settled.plan.mpr!, result: result as MprResult });
        },
        (error: unknown) => {
          if (controller !== retrying) return;
          settled.failed = { aid, error };
          announcer.clear();
          aidFailed(settled.failed);
        },
      )
      .finally(() => {
        if (controller !== retrying) return;
        retrying = undefined;
        host.requestUpdate();
      });
  }

  const stopRetry = (): void => {
    retrying?.abort();
    retrying = undefined;
  };

  const submit = ({ inputs, fields, raw, eurosMwhCumac }: SubmissionInput): void => {
    const checked = planSubmission(inputs, fields, raw, eurosMwhCumac, words.lang);
    stopRetry();
    outdated = false;
    request.result = undefined;
    if (!checked.ok) {
      request.dismiss();
      // The same values checked again with the fields' words of the moment, should the page switch language.
      errors.show(checked.fieldErrors, true, {
        key: o.fieldsNow,
        run: () => {
          const again = planSubmission(inputs, o.fieldsNow(), raw, eurosMwhCumac, words.lang);
          return again.ok ? {} : again.fieldErrors;
        },
      });
      return announcer.say(words.plural(errors.count, { one: 'sim.fixErrors.one', other: 'sim.fixErrors.other' }));
    }
    errors.clear();
    announcer.say(words.t('sim.submitting'));
    lead.again();
    sentRaw = raw;
    answersOf.set(checked.plan, givenAnswers(words, fields, checked.values));
    request.send(checked.plan);
  };

  return {
    errors,
    request,
    get sending() {
      return request.sending || Boolean(retrying);
    },
    submit,
    render() {
      const settled = request.result;
      if (!settled) return nothing;
      // A `lead` set once the result is shown: the step's code is fetched now, and the step drawn when it is here.
      void lead.ready();
      // Its code could not come: said under the result, with a retry that fetches it and draws the step.
      const lost =
        lead.lost && host.lead ? renderErrorPanel(words.t('result.leadLost', { partner: host.lead }), { label: words.t('common.retry'), onRetry: () => lead.retry() }) : nothing;
      return html`${renderResults(words, view(settled))}${lead.step?.render() ?? nothing}${lost}`;
    },
    stale() {
      if (outdated) return;
      outdated = true;
      // Only a result on screen goes out of date: it is said once, in place of the result's words.
      if (!request.result) return;
      stopRetry();
      announcer.say(words.t('result.stale'));
    },
    cancel() {
      stopRetry();
      request.cancel();
    },
    reset() {
      stopRetry();
      request.reset();
      errors.clear();
    },
    get lead() {
      return lead.step;
    },
  };
}
