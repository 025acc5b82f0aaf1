/**
 * The calculation path of `<cee-simulator>`, in a chunk of its own: client-side validation (the form's zod
 * schema, zod's French messages), the payloads, the CEE and MPR calls, where messages go, what came of it and
 * the result (its words and styles). The element fetches it
 * when the visitor first reaches into the widget (focus, press, typing), or at the latest on "Calculate", so a
 * page that only shows the form does not download it. It has no top-level effect.
 */
import { Task } from '@lit/task';
import { ApiError, isAbortError, type FieldErrors } from '../../api/errors.js';
import { calculateCalls, type CalculateCalls, type CeeResult, type MprResult } from '../../api/calculate.js';
import type { Aid, CalculationPayload } from '../../api/schemas.js';
import { validate, type Lang } from '../../api/validation.js';
import type { Params } from '../../i18n/translate.js';
import type { FormField } from '../../inputs/form-model.js';
import { formSchema, readFormInput, type RawValues } from '../../inputs/form-schema.js';
import { buildPayload } from '../../inputs/payload.js';
import { ownValue, setOwn } from '../../inputs/records.js';
import type { CeeResultDetail } from './cee-simulator.events.js';
import type { LoadedInputs } from './simulator-calls.js';
import { announceResults } from './simulator-result.js';
import { errorDetail, type SimulatorSubmission, type SubmissionInput } from './simulator-submission.js';

export { adoptResultStyles, renderResults } from './simulator-result.js';

export type CeePayload = CalculationPayload & { eurosMwHCumac?: number };

/** What one submission sends: the CEE and/or MPR payloads. */
export interface SubmissionPlan {
  aid: Aid;
  cee?: CeePayload;
  mpr?: CalculationPayload;
}

/** The `cee-result` detail: for `both`, `request` and `result` are `{cee, mpr}` (`mpr: null` when it does not apply). */
export type SimulationOutcome =
  | { aid: 'cee'; request: CeePayload; result: CeeResult }
  | { aid: 'mpr'; request: CalculationPayload; result: MprResult }
  | {
      aid: 'both';
      request: { cee: CeePayload; mpr: CalculationPayload | null };
      result: { cee: CeeResult; mpr: MprResult | null };
    };

/** 422s of both calculations become one, with every field's messages; any other failure wins over a 422. */
function combineFailures(failures: unknown[]): unknown {
  const abort = failures.find(isAbortError);
  if (abort) return abort;
  const other = failures.find((error) => !(error instanceof ApiError && error.kind === 'validation' && error.fieldErrors));
  if (other) return other;
  const errors = failures as ApiError[];
  const fieldErrors: FieldErrors = {};
  for (const error of errors) {
    for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
      const list = ownValue(fieldErrors, key) ?? [];
      for (const message of messages) if (!list.includes(message)) list.push(message);
      setOwn(fieldErrors, key, list);
    }
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
  const checked = validate(formSchema(fields), readFormInput(fields, raw), lang);
  if (!checked.ok) return checked;
  const target = { fostCode: inputs.code, context: inputs.context, eurosMwHCumac };
  const plan: SubmissionPlan = { aid: inputs.aid };
  if (inputs.aid !== 'mpr') plan.cee = buildPayload('cee', fields, checked.data, target);
  if (inputs.aid !== 'cee' && !inputs.mprUnavailable) plan.mpr = buildPayload('mpr', fields, checked.data, target);
  return { ok: true, plan };
}

export interface PlacedErrors {
  fieldErrors: FieldErrors;
  /** Messages of keys with no visible control (hidden, preset, unknown), labelled when the key is known. */
  orphanErrors: string[];
  /** The first invalid visible key, or the summary id when some messages have no field. */
  focus?: string;
}

/** Messages of visible fields go beside them; the others go to the summary, which then takes focus. */
export function placeErrors(t: (key: string, params?: Params) => string, fields: readonly FormField[], errors: FieldErrors, summaryId: string): PlacedErrors {
  const visible = fields.filter((field) => !field.hidden);
  const fieldErrors: FieldErrors = {};
  const orphanErrors: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (visible.some((field) => field.key === key)) setOwn(fieldErrors, key, messages);
    else {
      const label = fields.find((field) => field.key === key)?.label;
      orphanErrors.push(...messages.map((message) => (label ? t('sim.keyedError', { label, message }) : message)));
    }
  }
  const focus = orphanErrors.length ? summaryId : visible.find((field) => ownValue(fieldErrors, field.key))?.key;
  return { fieldErrors, orphanErrors, focus };
}

/**
 * One submission of `state` (the element's submission, whose button guards against a second one): the values
 * checked, then the calculation(s) through @lit/task (its signal cancels a stale one), then what came of it.
 */
export function submit(state: SimulatorSubmission, { inputs, fields, raw, eurosMwHCumac }: SubmissionInput): void {
  const { words } = state.options;
  state.fields = fields;
  const checked = planSubmission(inputs, fields, raw, eurosMwHCumac, words.locale as Lang);
  if (!checked.ok) {
    place(state, checked.fieldErrors);
    const count = Object.values(checked.fieldErrors).flat().length;
    state.options.announce(words.t(count === 1 ? 'sim.fixErrors.one' : 'sim.fixErrors.other', { count }));
    return state.host.requestUpdate();
  }
  state.fieldErrors = {};
  state.orphanErrors = [];
  state.sending = true;
  state.options.announce(words.t('sim.submitting'));
  state.task ??= new Task<[SubmissionPlan], SimulationOutcome>(state.host, {
    autoRun: false,
    task: ([plan], { signal }) => runSubmission(state.options.calls(calculateCalls), plan, signal),
    onComplete: (outcome) => succeeded(state, outcome),
    onError: (error) => failed(state, error),
  });
  void state.task.run([checked.plan]);
}

function place(state: SimulatorSubmission, errors: FieldErrors): void {
  const placed = placeErrors((key, params) => state.options.words.t(key, params), state.fields, errors, state.options.summaryId);
  state.fieldErrors = placed.fieldErrors;
  state.orphanErrors = placed.orphanErrors;
  state.focus = placed.focus;
}

function succeeded(state: SimulatorSubmission, outcome: SimulationOutcome): void {
  state.sending = false;
  const results = outcome.aid === 'both' ? outcome.result : outcome.aid === 'cee' ? { cee: outcome.result } : { mpr: outcome.result };
  state.results = results;
  state.options.announce(announceResults(state.options.words, results));
  state.options.fire('cee-result', outcome satisfies CeeResultDetail);
}

function failed(state: SimulatorSubmission, error: unknown): void {
  // An abort comes from reset(), which already put everything back.
  if (isAbortError(error)) return;
  state.sending = false;
  state.options.fire('cee-error', errorDetail(error));
  const fieldErrors = error instanceof ApiError && error.kind === 'validation' ? error.fieldErrors : undefined;
  if (fieldErrors && Object.keys(fieldErrors).length) {
    place(state, fieldErrors);
    state.options.announce(state.options.words.t('sim.rejected'));
  } else {
    state.failure = error;
    state.options.announce('');
  }
}
