// What a React 18 app bundles: React, ReactDOM and cee-widgets/react. Built by the test runner (see
// web-test-runner.config.mjs) since React ships CommonJS, then driven by test/browser/react.test.ts.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CeeSimulator, DocUploader, WorksiteForm } from '../../src/react.js';

export { React, createRoot, flushSync, CeeSimulator, DocUploader, WorksiteForm };
