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
