/** Details of the events `<cee-simulator>` fires (bubbling and composed). */
import type { ApiErrorDetail } from '../../api/errors.js';
import type { Aid, Context, SimulationField } from '../../api/schemas.js';
import type { SimulationOutcome } from './simulator-calculation.js';

/** `cee-inputs-loaded`: the fields are shown; `fields` are the keys as the service listed them (CEE and MPR merged). */
export interface CeeInputsLoadedDetail {
  fost: string;
  context: Context;
  aid: Aid;
  fields: SimulationField[];
}

/** `cee-result`: once per successful submission; for `aid: 'both'`, `request` and `result` are `{cee, mpr}`. */
export type CeeResultDetail = SimulationOutcome;

/** `cee-error`: a call to the service failed, or a part of the simulator's code could not be fetched (kind `network`). */
export interface CeeErrorDetail {
  error: ApiErrorDetail;
}
