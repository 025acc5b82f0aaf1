/**
 * The calculation path of `<cee-simulator>`, in a chunk of its own: client-side validation (the form's zod
 * schema, zod's French messages), the payloads, the CEE and MPR calls and the result (its words and styles).
 * The element fetches it when the visitor first reaches into the widget (focus, press, typing), or at the latest
 * on "Calculate", so a page that only shows the form does not download it. Its functions return values; it
 * holds no state and reaches into no element.
 */
import { ApiError, isAbortError, type FieldErrors } from '../../api/errors.js';
import type { CalculateCalls, CeeResult, MprResult } from '../../api/calculate.js';
import { validate } from '../../api/validation.js';
import type { Lang } from '../../i18n/translate.js';
import type { FormField } from '../../inputs/form-model.js';
import { formSchema, readFormInput, type RawValues } from '../../inputs/form-schema.js';
import { buildPayload } from '../../inputs/payload.js';
import { ownValue, setOwn } from '../../inputs/records.js';
import type { SimulationOutcome, SubmissionPlan } from './cee-simulator.events.js';
import type { LoadedInputs } from './simulator-calls.js';

export { calculateCalls } from '../../api/calculate.js';
export { adoptResultStyles, announceResults, renderResults, resultMessages } from './simulator-result.js';

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

