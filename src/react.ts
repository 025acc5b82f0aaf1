/**
 * React 18 wrappers (`cee-widgets/react`), made with @lit/react: properties pass as props and the elements'
 * events as `on…` callbacks. React 19, Vue and plain HTML use the elements directly. Importing this module
 * registers the elements.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import './define.js';
import { CeeProject as CeeProjectElement } from './elements/cee-project/cee-project.js';
import { CeeSimulator as CeeSimulatorElement } from './elements/cee-simulator/cee-simulator.js';
import { DocUploader as DocUploaderElement } from './elements/doc-uploader/doc-uploader.js';
import { WorksiteForm as WorksiteFormElement } from './elements/worksite-form/worksite-form.js';
import type { CeeWidgetsEventMap } from './event-map.js';

const event = <K extends keyof CeeWidgetsEventMap>(name: K) => name as EventName<CeeWidgetsEventMap[K]>;

/**
 * @lit/react tells a property from an attribute by looking for it on the class's prototype, where Lit puts the
 * reactive properties when the class is finalized. Registering finalizes it; but when another copy of the
 * library already holds the tag, this copy's class is never registered, so it is finalized here (reading
 * `observedAttributes` is how the registry does it).
 */
const finalized = <T extends { readonly observedAttributes: string[] }>(elementClass: T): T => (void elementClass.observedAttributes, elementClass);

export const CeeSimulator = createComponent({
  react: React,
  tagName: CeeSimulatorElement.tag,
  elementClass: finalized(CeeSimulatorElement),
  events: {
    onCeeInputsLoaded: event('cee-inputs-loaded'),
    onCeeResult: event('cee-result'),
    onCeeError: event('cee-error'),
    onCeeLead: event('cee-lead'),
  },
  displayName: 'CeeSimulator',
});

export const CeeProject = createComponent({
  react: React,
  tagName: CeeProjectElement.tag,
  elementClass: finalized(CeeProjectElement),
  events: {
    onCeeProjectChange: event('cee-project-change'),
    onCeeProjectResult: event('cee-project-result'),
    onCeeError: event('cee-error'),
    onCeeLead: event('cee-lead'),
  },
  displayName: 'CeeProject',
});

export const WorksiteForm = createComponent({
  react: React,
  tagName: WorksiteFormElement.tag,
  elementClass: finalized(WorksiteFormElement),
  events: {
    onWorksiteCreated: event('worksite-created'),
    onWorksiteError: event('worksite-error'),
  },
  displayName: 'WorksiteForm',
});

export const DocUploader = createComponent({
  react: React,
  tagName: DocUploaderElement.tag,
  elementClass: finalized(DocUploaderElement),
  events: {
    onDocumentUploaded: event('document-uploaded'),
    onDocumentUploadProgress: event('document-upload-progress'),
    onDocumentUploadError: event('document-upload-error'),
  },
  displayName: 'DocUploader',
});
