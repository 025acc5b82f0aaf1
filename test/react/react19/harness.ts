// What a React 19 app bundles: React 19, ReactDOM 19 (this folder's own node_modules, beside the wrappers' React 18
// at the root) and the elements, used directly. Built by the test runner (see web-test-runner.config.mjs), then
// driven by test/browser/react-values.test.ts.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../../src/define.js';

export { React, createRoot, flushSync };
