/** Details of the events `<cee-project>` fires (bubbling and composed). */
import type { CeeErrorDetail } from '../../ui/simulation/error-event.js';
import type { CeeLeadDetail } from '../../ui/lead-step/lead-step.model.js';
import type { Estimate } from '../../api/estimate.js';
import type { CeeEstimateEmailDetail } from './project-email.js';

/** `cee-project-change`: the works of the project changed (added, removed, or set by the host). */
export interface CeeProjectChangeDetail {
  works: string[];
}

/** `cee-project-result`: once per calculation whose answer is shown, with the estimate on screen. */
export interface CeeProjectResultDetail {
  estimate: Estimate;
}

/** `cee-error`: a call of one work failed (`fost`, and `aid` naming the calculation), as the simulator's. */
export type { CeeErrorDetail };

/** The events of `<cee-project>`. */
export interface CeeProjectEventMap {
  'cee-project-change': CustomEvent<CeeProjectChangeDetail>;
  'cee-project-result': CustomEvent<CeeProjectResultDetail>;
  'cee-error': CustomEvent<CeeErrorDetail>;
  'cee-lead': CustomEvent<CeeLeadDetail>;
  'cee-estimate-email': CustomEvent<CeeEstimateEmailDetail>;
}

export type { CeeLeadDetail, CeeEstimateEmailDetail };

declare global {
  // Importing the element types its events on any element, `document` and `window` (they bubble and are composed).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CeeProjectEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CeeProjectEventMap {}
}
