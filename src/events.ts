/**
 * The elements' events, typed for `addEventListener` on any element or ancestor (they bubble and are composed):
 * `el.addEventListener('cee-result', (e) => e.detail.result)` type-checks in a host's TypeScript, and so does
 * `document.addEventListener('worksite-created', (e) => e.detail.worksite)` (and `window`).
 */
import type {
  CeeErrorDetail,
  CeeInputsLoadedDetail,
  CeeResultDetail,
} from './elements/cee-simulator/cee-simulator.events.js';
import type {
  DocumentUploadErrorDetail,
  DocumentUploadedDetail,
  DocumentUploadProgressDetail,
} from './elements/doc-uploader/doc-uploader.events.js';
import type { WorksiteCreatedDetail, WorksiteErrorDetail } from './elements/worksite-form/worksite-form.events.js';

export interface CeeWidgetsEventMap {
  'cee-inputs-loaded': CustomEvent<CeeInputsLoadedDetail>;
  'cee-result': CustomEvent<CeeResultDetail>;
  'cee-error': CustomEvent<CeeErrorDetail>;
  'worksite-created': CustomEvent<WorksiteCreatedDetail>;
  'worksite-error': CustomEvent<WorksiteErrorDetail>;
  'document-uploaded': CustomEvent<DocumentUploadedDetail>;
  'document-upload-progress': CustomEvent<DocumentUploadProgressDetail>;
  'document-upload-error': CustomEvent<DocumentUploadErrorDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CeeWidgetsEventMap {}
  /** The events bubble and are composed: `document` and `window` listeners receive them too, typed. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CeeWidgetsEventMap {}
}

export type {
  CeeErrorDetail,
  CeeInputsLoadedDetail,
  CeeResultDetail,
  DocumentUploadErrorDetail,
  DocumentUploadedDetail,
  DocumentUploadProgressDetail,
  WorksiteCreatedDetail,
  WorksiteErrorDetail,
};
