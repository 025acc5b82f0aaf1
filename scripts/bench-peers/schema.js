// The simulation-inputs answer as JSON Schema (and each peer's UI schema): the same fields, labels, help texts,
// bounds, patterns and labelled options; 2 or 3 options as radio buttons, as the widget draws them. Labelled
// options as `oneOf` of `{const, title}` (the JSON Schema way, which both peers document), or with `enum: true` as
// an `enum` of values, their labels left to the peer's UI schema (RJSF's `ui:enumNames`).
import { descriptorsOf } from '../bench-plain.js';

export function jsonSchemaOf(answer, { enum: asEnum = false } = {}) {
  const properties = {};
  const required = [];
  const fields = descriptorsOf(answer).filter((d) => d.kind !== 'preset');
  for (const d of fields) {
    const base = { title: d.label, ...(d.help ? { description: d.help } : {}) };
    let schema;
    if (d.kind === 'checkbox') schema = { ...base, type: 'boolean', default: d.default === true };
    else if (d.options && asEnum) schema = { ...base, type: 'string', enum: d.options.map((o) => String(o.value)) };
    else if (d.options) schema = { ...base, type: 'string', oneOf: d.options.map((o) => ({ const: String(o.value), title: o.label })) };
    else if (d.kind === 'number') schema = { ...base, type: d.type === 'integer' ? 'integer' : 'number', ...(d.min != null ? { minimum: d.min } : {}), ...(d.max != null ? { maximum: d.max } : {}) };
    else if (d.kind === 'date') schema = { ...base, type: 'string', format: 'date' };
    else schema = { ...base, type: 'string', maxLength: 255, ...(d.pattern ? { pattern: d.pattern } : {}) };
    properties[d.key] = schema;
    if (d.required && d.kind !== 'checkbox') required.push(d.key);
  }
  return { schema: { type: 'object', properties, required }, fields };
}
