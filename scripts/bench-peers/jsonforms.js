// JSON Forms 3.8 (React 18, the vanilla renderers), rendering the bench's answer in a form with a submit button.
// Setups (scripts/bench-peers.js prints both):
// - `default`: its default `validationMode`, `ValidateAndShow`: the whole form validated on every change;
// - `fastest`: validated on submit, like the widget: `validationMode: 'NoValidation'` until the first submit, then
//   `ValidateAndShow` (its documented modes; `ValidateAndHide` would still validate on every change).
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { jsonSchemaOf } from './schema.js';

function App({ schema, uischema, onSubmitOnly }) {
  const [data, setData] = useState({});
  const [submitted, setSubmitted] = useState(false);
  const validationMode = onSubmitOnly && !submitted ? 'NoValidation' : 'ValidateAndShow';
  const onSubmit = (event) => (event.preventDefault(), setSubmitted(true));
  return createElement(
    'form',
    { noValidate: true, onSubmit },
    createElement(JsonForms, { schema, uischema, data, renderers: vanillaRenderers, cells: vanillaCells, validationMode, onChange: ({ data: next }) => setData(next) }),
    createElement('button', { type: 'submit' }, 'Calculer la prime'),
  );
}

export function render(answer, container, setup = 'default') {
  const { schema, fields } = jsonSchemaOf(answer);
  const uischema = {
    type: 'VerticalLayout',
    elements: fields.map((d) => ({ type: 'Control', scope: `#/properties/${d.key}`, ...(d.kind === 'radio' ? { options: { format: 'radio' } } : {}) })),
  };
  const root = createRoot(container);
  flushSync(() => root.render(createElement(App, { schema, uischema, onSubmitOnly: setup === 'fastest' })));
  return () => root.unmount();
}
