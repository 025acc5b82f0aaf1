/**
 * The calculation path of `<cee-simulator>`, in a chunk of its own: client-side validation (the form's zod
 * schema, zod's French messages), the payloads, the CEE and MPR calls and the result (its words and styles).
 * The element fetches it when the visitor first reaches into the widget (focus, press, typing), or at the latest
 * on "Calculate", so a page that only shows the form does not download it. Its functions return values; it
 * holds no state and reaches into no element.
 */
import { addFieldError, ApiError, isAbortError, type FieldErrors } from '../../api/errors.js';
import { calculateCalls, type CalculateCalls, type CeeResult, type MprResult } from '../../api/calculate.js';
import type { Connection } from '../../api/connection.js';
import { validate } from '../../api/validation.js';
import type { Lang } from '../../i18n/translate.js';
import type { FormField } from '../../inputs/form-model.js';
import { formSchema, readFormInput, type RawValues } from '../../inputs/form-schema.js';
import { buildPayload } from '../../inputs/payload.js';
import { FormErrors, type FormErrorsOptions } from '../../ui/form-errors.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import { Submission, type SubmissionHost } from '../../ui/submission.js';
import type { SimulationOutcome, SubmissionPlan } from './cee-simulator.events.js';
import type { LoadedInputs } from './simulator-calls.js';
import { announceResults, type SimulationResults } from './simulator-result.js';

export { adoptResultStyles, renderResults } from './simulator-result.js';

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
  }
  const first = errors[0]!;
  return new ApiError('validation', first.message, { status: first.status, fieldErrors, fromService: first.fromService });
}

/** Both calculations at once; the outcome only when every call succeeded. */
export async function runSubmission(client: CalculateCalls, plan: SubmissionPlan, signal: AbortSignal): Promise<SimulationOutcome> {
  const [cee, mpr] = await Promise.allSettled([
    plan.cee ? client.calculateCee(plan.cee, { signal }) : undefined,
    plan.mpr ? client.calculateMpr(plan.mpr, { signal }) : undefined,
  ]);
  const failures = [cee, mpr].filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => s.reason);
  if (failures.length) throw combineFailures(failures);
  const ceeResult = (cee as PromiseFulfilledResult<CeeResult | undefined>).value;
  const mprResult = (mpr as PromiseFulfilledResult<MprResult | undefined>).value;
  if (plan.aid === 'cee') return { aid: 'cee', request: plan.cee!, result: ceeResult! };
  if (plan.aid === 'mpr') return { aid: 'mpr', request: plan.mpr!, result: mprResult! };
  return {
    aid: 'both',
    request: { cee: plan.cee!, mpr: plan.mpr ?? null },
    result: { cee: ceeResult!, mpr: mprResult ?? null },
  };
}

export type CheckedSubmission = { ok: true; plan: SubmissionPlan } | { ok: false; fieldErrors: FieldErrors };

/** The form's values checked against its schema; when they pass, what to send for each calculation. */
export function planSubmission(
  inputs: LoadedInputs,
  fields: readonly FormField[],
  raw: RawValues,
  eurosMwHCumac: number | undefined,
  lang: Lang,
): CheckedSubmission {
  // Messages name the field as the form shows it, with its unit and, for a pattern, its help as the example.
  const words = (key: string) => fields.find((field) => field.key === key);
  const checked = validate(formSchema(fields), readFormInput(fields, raw), lang, words);
  if (!checked.ok) return checked;
  const target = { fostCode: inputs.code, context: inputs.context, eurosMwHCumac };
  const plan: SubmissionPlan = { aid: inputs.aid };
  if (inputs.aid !== 'mpr') plan.cee = buildPayload('cee', fields, checked.data, target);
  if (inputs.aid !== 'cee' && !inputs.mprUnavailable) plan.mpr = buildPayload('mpr', fields, checked.data, target);
  return { ok: true, plan };
}

/** What a submission is made of, read from the form when it is sent. */
export interface SubmissionInput {
  inputs: LoadedInputs;
  fields: readonly FormField[];
  raw: RawValues;
  eurosMwHCumac?: number;
}

/** The results to show, by aid. */
export const resultsOf = (outcome: SimulationOutcome): SimulationResults =>
  outcome.aid === 'both' ? outcome.result : outcome.aid === 'cee' ? { cee: outcome.result } : { mpr: outcome.result };

export interface CalculationOptions {
  calls<T>(make: (connection: Connection) => T): T;
  words: Words;
  announcer: LiveAnnouncer;
  errorOptions: FormErrorsOptions;
  /** The result's heading, which takes focus once a result is shown. */
  resultTitleId: string;
}

/** What `createCalculation` gives the element: its messages, its submission, and the way to submit. */
export interface Calculating {
  errors: FormErrors;
  request: Submission<SubmissionPlan, SimulationOutcome>;
  /** Checks the values (messages on the fields when they fail), then sends the calculation(s). */
  submit(input: SubmissionInput): void;
}

/**
 * The calculation's controllers, made once its code is here: the shared error controller and the shared
 * submission controller (in-flight guard, @lit/task with abort, outcome, `cee-result` / `cee-error`).
 */
export function createCalculation(host: SubmissionHost & { renderRoot: HTMLElement | DocumentFragment }, o: CalculationOptions): Calculating {
  const { words, announcer } = o;
  const errors = new FormErrors(host, words, o.errorOptions);
  const request = new Submission<SubmissionPlan, SimulationOutcome>(host, {
    run: (plan, signal) => runSubmission(o.calls(calculateCalls), plan, signal),
    resultEvent: ['cee-result', (outcome) => outcome],
    errorEvent: 'cee-error',
    abortOnDisconnect: true,
    succeeded: (outcome) => {
      announcer.say(announceResults(words, resultsOf(outcome)));
      errors.focus.request(o.resultTitleId);
    },
    rejected: (fieldErrors) => {
      errors.show(fieldErrors);
      announcer.say(words.t('sim.rejected'));
    },
    failed: () => announcer.clear(),
  });
  const submit = ({ inputs, fields, raw, eurosMwHCumac }: SubmissionInput): void => {
    const checked = planSubmission(inputs, fields, raw, eurosMwHCumac, words.lang);
    request.result = undefined;
    if (!checked.ok) {
      request.dismiss();
      errors.show(checked.fieldErrors);
      const count = errors.count;
      return announcer.say(words.t(count === 1 ? 'sim.fixErrors.one' : 'sim.fixErrors.other', { count }));
    }
    errors.clear();
    announcer.say(words.t('sim.submitting'));
    request.send(checked.plan);
  };
  return { errors, request, submit };
}
