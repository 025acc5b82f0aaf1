/**
 * The script-tag entry: defines `<cee-simulator>`, `<worksite-form>` and `<doc-uploader>`, and exports the
 * public API (`configure`, the element classes, the headless API core).
 */
import './define.js';

export { configure, resetConfiguration } from './config.js';
export type { WidgetConfig } from './config.js';
export { CeeSimulator } from './elements/cee-simulator/cee-simulator.js';
export { WorksiteForm } from './elements/worksite-form/worksite-form.js';
export { DocUploader } from './elements/doc-uploader/doc-uploader.js';
export * from './api/index.js';
