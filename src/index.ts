/**
 * The main entry, as the script tag: defines `<cee-simulator>`, `<cee-project>`, `<worksite-form>` and `<doc-uploader>`,
 * and exports the public API (`configure`, the element classes, their event types, the headless API core).
 * Side-effect-free entries: `cee-widgets/api`, `cee-widgets/configure`, `cee-widgets/<tag>`; `cee-widgets/define`
 * registers the four, `cee-widgets/define/<tag>` one.
 */
import './define.js';

export { configure, resetConfiguration } from './config.js';
export type { WidgetConfig } from './config.js';
export type { MessageKey, MessageOverrides } from './message-keys.js';
export { CeeSimulator } from './elements/cee-simulator/cee-simulator.js';
export { CeeProject } from './elements/cee-project/cee-project.js';
export { WorksiteForm } from './elements/worksite-form/worksite-form.js';
export { DocUploader } from './elements/doc-uploader/doc-uploader.js';
export type * from './event-map.js';
export { VERSION } from './version.js';
export * from './api/index.js';
