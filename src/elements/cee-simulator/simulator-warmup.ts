/**
 * While the simulation inputs are on their way, what drawing them needs is made ready, off the critical path and
 * once per page: the language's number and plural formats (a page's first `Intl` format loads its locale data, tens
 * of milliseconds), the answer's schema and the form model (their first run is their slowest), and one field of
 * each kind drawn off the page (Lit prepares a template the first time it is used). The answer then meets code
 * that is ready, and its fields are drawn in the frame that follows it.
 */
import { nothing, render } from 'lit';
import { SimulationInputsSchema } from '../../api/schemas.js';
import { buildFormModel, mergeListedFields } from '../../inputs/form-model.js';
import { pluralOf, formatNumber, type Lang } from '../../i18n/translate.js';
import { ControlIds, renderFormField, type ControlContext } from './simulator-controls.js';

/** One field of each kind the form draws, labelled as the service labels them. */
const SAMPLE = [
  { key: 'a', label: 'a', type: 'number', unit: 'm²', help: 'a', required: true, min: 1 },
  { key: 'b', label: 'b', type: 'string', pattern: '\\d+', required: false },
  { key: 'c', label: 'c', type: 'select', options: [1, 2, 3, 4].map((value) => ({ value: `${value}`, label: `${value}` })), unit: '%' },
  { key: 'd', label: 'd', type: 'select', options: [{ value: 'x', label: 'x' }, { value: 'y', label: 'y' }] },
  { key: 'e', label: 'e', type: 'boolean', default: false, help: 'e' },
  { key: 'f', label: 'f', type: 'date', required: false },
];

let warmed = false;

function warmUp(lang: Lang): void {
  pluralOf(lang, 1);
  formatNumber(lang, 1);
  const answer = SimulationInputsSchema.safeParse({ data: SAMPLE });
  if (!answer.success) return;
  const ids = new ControlIds('warm');
  const ctx: ControlContext = {
    idsOf: (field) => ids.of(field),
    valueOf: (field) => field.default,
    errorsOf: () => undefined,
    onChange: () => undefined,
    requiredText: '',
    chooseText: '',
  };
  const fields = buildFormModel(mergeListedFields({ cee: answer.data }), lang);
  const off = document.createElement('div');
  render(
    fields.map((field) => renderFormField(field, ctx)),
    off,
  );
  render(nothing, off);
}

/** Warms up once per page, after the frame being drawn (the element's placeholders) is on screen. */
export function scheduleWarmUp(lang: Lang): void {
  if (warmed) return;
  warmed = true;
  requestAnimationFrame(() => setTimeout(() => warmUp(lang)));
}
