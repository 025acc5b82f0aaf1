// RJSF 6 (React 18, the core theme, ajv8), rendering the bench's answer. Like the widget, it validates on submit
// (its default: no `liveValidate`). Setups (scripts/bench-peers.js prints both):
// - `default`: labelled options as `oneOf` of `{const, title}`, the JSON Schema way its documentation gives;
// - `fastest`: an `enum` of values with their labels in `ui:enumNames`, which RJSF 6 reads from the UI schema.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { jsonSchemaOf } from './schema.js';

export function render(answer, container, setup = 'default') {
  const asEnum = setup === 'fastest';
  const { schema, fields } = jsonSchemaOf(answer, { enum: asEnum });
  const uiSchema = {};
  for (const d of fields) {
    const ui = {};
    if (d.kind === 'radio') ui['ui:widget'] = 'radio';
    if (asEnum && d.options) ui['ui:enumNames'] = d.options.map((o) => o.label);
    if (Object.keys(ui).length) uiSchema[d.key] = ui;
  }
  const root = createRoot(container);
  flushSync(() => root.render(createElement(Form, { schema, uiSchema, validator, onSubmit: () => {} })));
  return () => root.unmount();
}
