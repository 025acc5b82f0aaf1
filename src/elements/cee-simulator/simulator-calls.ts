/**
 * The simulator's calls to the service, through the client only: loading the inputs of one or both
 * calculations, and running the calculation(s) of a submission. Kept apart from the element so the
 * element only decides what to show.
 */
import { calculationCalls } from '../../api/calculation.js';
import type { Connection } from '../../api/connection.js';
import { operationCalls } from '../../api/operations.js';
import { ApiError, isAbortError, type FieldErrors } from '../../api/errors.js';
import type { Aid, CalculationPayload, CeeResult, Context, MprResult, SimulationField } from '../../api/schemas.js';
import { knownWordsFor, mergeListedFields, type ListedField } from '../../inputs/form-model.js';
import type { Lang } from '../../api/validation.js';
import { ownValue, setOwn } from '../../inputs/records.js';

/** What the simulator calls: the operation catalogue and the calculation API, with the configuration it checks. */
export const simulatorClient = (conn: Connection) => ({ config: conn.config, ...operationCalls(conn), ...calculationCalls(conn) });
export type SimulatorClient = ReturnType<typeof simulatorClient>;

export interface LoadedInputs {
  code: string;
  context: Context;
  aid: Aid;
  listed: ListedField[];
  /** `aid="both"` for an operation without MaPrimeRénov': only the CEE keys are listed. */
  mprUnavailable: boolean;
}

/**
 * The inputs of the calculation(s) `aid` asks for; with `both`, an MPR 404 means "CEE only", not a failure. When
 * the answer leaves something unlabelled, the widget's own words for it are fetched before the form is shown (if
 * they cannot be, the form still comes, with the keys' humanised names).
 */
export async function loadInputs(
  client: SimulatorClient,
  code: string,
  context: Context,
  aid: Aid,
  signal: AbortSignal,
  lang: Lang,
): Promise<LoadedInputs> {
  const cee = aid === 'mpr' ? undefined : client.getSimulationInputs(code, context, { signal });
  const mpr = aid === 'cee' ? undefined : client.getSimulationInputs(code, context, { aid: 'mpr', signal });
  const mprOrNone =
    aid === 'both' && mpr
      ? mpr.catch((error: unknown) => {
          if (error instanceof ApiError && error.kind === 'not-found') return null;
          throw error;
        })
      : mpr;
  const [ceeFields, mprFields] = await Promise.all([cee, mprOrNone]);
  const sources: { cee?: SimulationField[]; mpr?: SimulationField[] } = {};
  if (ceeFields) sources.cee = ceeFields;
  if (mprFields) sources.mpr = mprFields;
  const listed = mergeListedFields(sources);
  await knownWordsFor(listed, lang)?.catch(() => undefined);
  return { code, context, aid, listed, mprUnavailable: mprFields === null };
}

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
export async function runSubmission(client: SimulatorClient, plan: SubmissionPlan, signal: AbortSignal): Promise<SimulationOutcome> {
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
