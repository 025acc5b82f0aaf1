import type { ApiErrorDetail } from '../../api/errors.js';

/** `cee-error` of `<cee-simulator>` and `<cee-project>`: a call to the service failed, or a part of the element's code could not be fetched (kind `network`). */
export interface CeeErrorDetail {
  error: ApiErrorDetail;
  /** With `aid="both"`, the call that failed while the other's result is shown. */
  aid?: 'cee' | 'mpr';
  /** `<cee-project>`: the operation of the work whose call failed. */
  fost?: string;
}
