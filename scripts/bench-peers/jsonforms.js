// JSON Forms 3.8 (React 18, the vanilla renderers), rendering the bench's answer.
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { jsonSchemaOf } from './schema.js';

function App({ schema, uischema }) {
  const [data, setData] = useState({});
  return createElement(JsonForms, { schema, uischema, data, renderers: vanillaRenderers, cells: vanillaCells, onChange: ({ data: next }) => setData(next) });
}

export function render(answer, container) {
  const { schema, fields } = jsonSchemaOf(answer);
  const uischema = {
    type: 'VerticalLayout',
    elements: fields.map((d) => ({ type: 'Control', scope: `#/properties/${d.key}`, ...(d.kind === 'radio' ? { options: { format: 'radio' } } : {}) })),
  };
  const root = createRoot(container);
  flushSync(() => root.render(createElement(App, { schema, uischema })));
  return () => root.unmount();
}
