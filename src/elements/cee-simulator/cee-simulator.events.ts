/** Details of the events `<cee-simulator>` fires (bubbling and composed), and what a submission sends. */
import type { CeeResult, MprResult } from '../../api/aid-calculations.js';
import type { Aid, CalculationPayload, Context, SimulationField } from '../../api/schemas.js';
import type { CeeLeadDetail } from '../../ui/lead-step/lead-step.model.js';
import type { CeeErrorDetail } from '../../ui/simulation/error-event.js';

export type { CeeLeadDetail, LeadContact } from '../../ui/lead-step/lead-step.model.js';
export type { CeeErrorDetail } from '../../ui/simulation/error-event.js';

export type CeePayload = CalculationPayload & { eurosMwhCumac?: number };

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

/** `cee-inputs-loaded`: the fields are shown; `fields` are the keys as the service listed them (CEE and MPR merged). */
export interface CeeInputsLoadedDetail {
  fost: string;
  context: Context;
  aid: Aid;
  fields: SimulationField[];
}

/** `cee-result`: once per successful submission; for `aid: 'both'`, `request` and `result` are `{cee, mpr}`. */
export type CeeResultDetail = SimulationOutcome;

/** The events of `<cee-simulator>`. */
export interface CeeSimulatorEventMap {
  'cee-inputs-loaded': CustomEvent<CeeInputsLoadedDetail>;
  'cee-result': CustomEvent<CeeResultDetail>;
  'cee-error': CustomEvent<CeeErrorDetail>;
  'cee-lead': CustomEvent<CeeLeadDetail>;
}

declare global {
  // Importing the element types its events on any element, `document` and `window` (they bubble and are composed).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CeeSimulatorEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CeeSimulatorEventMap {}
}
