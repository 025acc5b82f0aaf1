/**
 * Every type the generated framework types (`cee-widgets/jsx-react`, `/jsx-preact`, `/jsx-solid`, `/vue`) name:
 * the element classes, their event details and the types of their properties. The generators
 * (scripts/generate-integrations.js) import from this one module, whatever the element module a type lives in.
 */
export type { CeeSimulator, CeeErrorDetail, CeeInputsLoadedDetail, CeeLeadDetail, CeeResultDetail, FieldOverride, FieldOverrides } from '../elements/cee-simulator/cee-simulator.js';
export type { CeeProject, CeeEstimateEmailDetail, CeeProjectChangeDetail, CeeProjectResultDetail } from '../elements/cee-project/cee-project.js';
export type { WorksiteForm } from '../elements/worksite-form/worksite-form.js';
export type { DocUploader, DocumentUploadErrorDetail, DocumentUploadProgressDetail, DocumentUploadedDetail } from '../elements/doc-uploader/doc-uploader.js';
export type { WidgetElement } from '../ui/widget-element.js';
export type { CeeWidgetsEventMap, WorksiteCreatedDetail, WorksiteErrorDetail } from '../event-map.js';
export type { CeeAbandonDetail, CeeReadyDetail, CeeStepDetail } from '../ui/funnel/funnel.events.js';
export type { RawValues } from '../inputs/form-schema.js';
export type { TokenProvider } from '../api/token.js';
export type { Estimate } from '../api/estimate.js';

/** The tags this package defines. */
export type { Tag, Tag as CeeWidgetsTag } from '../element-classes.js';
export type { MessageKey, MessageOverrides } from '../message-keys.js';
