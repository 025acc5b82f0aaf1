/**
 * The elements' events, typed for `addEventListener` on any element or ancestor (they bubble and are composed):
 * `el.addEventListener('cee-result', (e) => e.detail.result)` type-checks in a host's TypeScript, and so does
 * `document.addEventListener('worksite-created', (e) => e.detail.worksite)` (and `window`). Each element's
 * events file adds its own map to `HTMLElementEventMap`; this is their union, for hosts that name it.
 */
import type { CeeProjectEventMap } from './elements/cee-project/cee-project.events.js';
import type { CeeSimulatorEventMap } from './elements/cee-simulator/cee-simulator.events.js';
import type { DocUploaderEventMap } from './elements/doc-uploader/doc-uploader.events.js';
import type { WorksiteFormEventMap } from './elements/worksite-form/worksite-form.events.js';
import type { FunnelEventMap } from './ui/funnel/funnel.events.js';

export interface CeeWidgetsEventMap extends CeeSimulatorEventMap, CeeProjectEventMap, WorksiteFormEventMap, DocUploaderEventMap, FunnelEventMap {}

export type { CeeSimulatorEventMap, CeeProjectEventMap, DocUploaderEventMap, FunnelEventMap, WorksiteFormEventMap };
export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail, FunnelElement, FunnelStep, FunnelTotals } from './ui/funnel/funnel.events.js';
export type { CeeEstimateEmailDetail, CeeProjectChangeDetail, CeeProjectResultDetail } from './elements/cee-project/cee-project.events.js';
export type {
  CeeErrorDetail,
  CeeInputsLoadedDetail,
  CeeLeadDetail,
  CeeResultDetail,
  LeadContact,
} from './elements/cee-simulator/cee-simulator.events.js';
export type {
  DocumentUploadErrorDetail,
  DocumentUploadedDetail,
  DocumentUploadProgressDetail,
} from './elements/doc-uploader/doc-uploader.events.js';
export type { WorksiteCreatedDetail, WorksiteErrorDetail } from './elements/worksite-form/worksite-form.events.js';
