// RJSF 6 (React 18, the core theme, ajv8), rendering the bench's answer.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { jsonSchemaOf } from './schema.js';

export function render(answer, container) {
  const { schema, fields } = jsonSchemaOf(answer);
  const uiSchema = Object.fromEntries(fields.filter((d) => d.kind === 'radio').map((d) => [d.key, { 'ui:widget': 'radio' }]));
  const root = createRoot(container);
  flushSync(() => root.render(createElement(Form, { schema, uiSchema, validator, onSubmit: () => {} })));
  return () => root.unmount();
}
