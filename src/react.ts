/**
 * React 18 wrappers (`cee-widgets/react`), made with @lit/react: properties pass as props and the elements'
 * events as `on…` callbacks. React 19, Vue and plain HTML use the elements directly. Importing this module
 * registers the elements.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import './define.js';
import { CeeSimulator as CeeSimulatorElement } from './elements/cee-simulator/cee-simulator.js';
import { DocUploader as DocUploaderElement } from './elements/doc-uploader/doc-uploader.js';
import { WorksiteForm as WorksiteFormElement } from './elements/worksite-form/worksite-form.js';
import type { CeeWidgetsEventMap } from './events.js';

const event = <K extends keyof CeeWidgetsEventMap>(name: K) => name as EventName<CeeWidgetsEventMap[K]>;

export const CeeSimulator = createComponent({
  react: React,
  tagName: 'cee-simulator',
  elementClass: CeeSimulatorElement,
  events: {
    onCeeInputsLoaded: event('cee-inputs-loaded'),
    onCeeResult: event('cee-result'),
    onCeeError: event('cee-error'),
  },
  displayName: 'CeeSimulator',
});

export const WorksiteForm = createComponent({
  react: React,
  tagName: 'worksite-form',
  elementClass: WorksiteFormElement,
  events: {
    onWorksiteCreated: event('worksite-created'),
    onWorksiteError: event('worksite-error'),
  },
  displayName: 'WorksiteForm',
});

export const DocUploader = createComponent({
  react: React,
  tagName: 'doc-uploader',
  elementClass: DocUploaderElement,
  events: {
    onDocumentUploaded: event('document-uploaded'),
    onDocumentUploadProgress: event('document-upload-progress'),
    onDocumentUploadError: event('document-upload-error'),
  },
  displayName: 'DocUploader',
});
