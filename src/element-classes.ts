/** The package's elements: the one table of tags and classes that registration, the lazy loader and React read. */
import { CeeProject } from './elements/cee-project/cee-project.js';
import { CeeSimulator } from './elements/cee-simulator/cee-simulator.js';
import { DocUploader } from './elements/doc-uploader/doc-uploader.js';
import { WorksiteForm } from './elements/worksite-form/worksite-form.js';

export const ELEMENTS = [CeeSimulator, CeeProject, WorksiteForm, DocUploader] as const;

/** A tag of the package: `cee-simulator`, `cee-project`, `worksite-form` or `doc-uploader`. */
export type Tag = (typeof ELEMENTS)[number]['tag'];
