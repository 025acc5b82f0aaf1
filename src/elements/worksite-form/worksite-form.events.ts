/** Details of the events `<worksite-form>` fires (bubbling and composed). */
import type { ApiErrorDetail } from '../../api/errors.js';
import type { Worksite } from '../../api/partner-schemas.js';

/** `worksite-created`: the worksite the service created. */
export interface WorksiteCreatedDetail {
  worksite: Worksite;
}

/** `worksite-error`: creating the worksite failed. */
export interface WorksiteErrorDetail {
  error: ApiErrorDetail;
}

/** The events of `<worksite-form>`. */
export interface WorksiteFormEventMap {
  'worksite-created': CustomEvent<WorksiteCreatedDetail>;
  'worksite-error': CustomEvent<WorksiteErrorDetail>;
}

declare global {
  // Importing the element types its events on any element, `document` and `window` (they bubble and are composed).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends WorksiteFormEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends WorksiteFormEventMap {}
}
