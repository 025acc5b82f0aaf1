/**
 * The calls to the service that showing a simulation's form needs (`<cee-simulator>`, each work of `<cee-project>`), through the client only: the inputs of
 * one or both calculations. The calculations themselves come with each element's calculation code, fetched later.
 */
import type { Connection } from '../../api/connection.js';
import { simulationInputCalls } from '../../api/simulation-inputs.js';
import { ApiError } from '../../api/errors.js';
import { offersAid, type Aid, type Context, type SimulationField } from '../../api/schemas.js';
import { knownWordsFor, mergeListedFields, type ListedField } from '../../inputs/form-model.js';
import type { Lang } from '../../i18n/translate.js';

/**
 * What the simulator calls to show its form: the simulation inputs, with the configuration it checks and the
 * connection. The operation catalogue is read by the picker's chunk (`OperationPicker.listOperations`), the calculations by the
 * calculation's chunk (`calculateCalls`).
 */
export const simulatorClient = (connection: Connection) => ({ config: connection.config, connection, ...simulationInputCalls(connection) });
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
 * The inputs of the calculation(s) `aid` asks for; with `both`, an MPR 404 means "CEE only", not a failure, and so
 * does the catalogue's `operation` (when the operation was picked from it) listing its `aids` without MaPrimeRénov':
 * its inputs are then not asked for, since the service would answer 404. When the answer leaves something
 * unlabelled, the widget's own words for it are fetched before the form is shown (if they cannot be, the form still
 * comes, with the keys' humanised names).
 */
export async function loadInputs(
  client: SimulatorClient,
  code: string,
  context: Context,
  aid: Aid,
  signal: AbortSignal,
  lang: Lang,
  operation?: { code: string; aids?: unknown },
): Promise<LoadedInputs> {
  const withoutMpr = aid === 'both' && operation !== undefined && !offersAid(operation, 'mpr');
  const cee = aid === 'mpr' ? undefined : client.getSimulationInputs(code, context, { signal });
  const mpr = aid === 'cee' || withoutMpr ? undefined : client.getSimulationInputs(code, context, { aid: 'mpr', signal });
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
  return { code, context, aid, listed, mprUnavailable: mprFields === null || withoutMpr };
}
