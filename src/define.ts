/** Registers the three elements, skipping any tag already defined (two copies of the script on one page). */
import { CeeSimulator } from './elements/cee-simulator/cee-simulator.js';
import { DocUploader } from './elements/doc-uploader/doc-uploader.js';
import { WorksiteForm } from './elements/worksite-form/worksite-form.js';
import { defineElement } from './ui/define-element.js';

/** Importing the registration also types the elements' events (`HTMLElementEventMap`). */
export type { CeeWidgetsEventMap } from './events.js';

defineElement('cee-simulator', CeeSimulator);
defineElement('worksite-form', WorksiteForm);
defineElement('doc-uploader', DocUploader);
