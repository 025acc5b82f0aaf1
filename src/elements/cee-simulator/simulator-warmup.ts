/**
 * While the simulation inputs are on their way, what drawing them needs is made ready, off the critical path and
 * once per page: the language's number and plural formats (a page's first `Intl` format loads its locale data, tens
 * of milliseconds), the answer's schema and the form model (their first run is their slowest), and one field of
 * each kind built off the page (code runs slowest the first time). The answer then meets code
 * that is ready, and its fields are drawn in the frame that follows it.
 */
import { render } from 'lit';
import { readWith } from '../../api/reader.js';
import { SimulationInputsSchema } from '../../api/simulation-fields.js';
import { buildFormModel, mergeListedFields } from '../../inputs/form-model.js';
import { pluralOf, formatNumber, type Lang } from '../../i18n/translate.js';
import { renderFields, type ControlContext } from './simulator-controls.js';
import { WARM_UP_SAMPLE } from './warm-up-sample.js';


let warmed = false;

function warmUp(lang: Lang): void {
  pluralOf(lang, 1);
  formatNumber(lang, 1);
  const answer = readWith(SimulationInputsSchema, { data: WARM_UP_SAMPLE });
  if (!answer.ok) return;
  const ctx: ControlContext = { prefix: 'warm', valueOf: () => '', errorsOf: () => undefined, onChange() {}, requiredText: '', chooseText: '' };
  render(renderFields(buildFormModel(mergeListedFields({ cee: answer.value }), lang), ctx), document.createElement('div'));
}

/** Warms up once per page, after the frame being drawn (the element's placeholders) is on screen. */
export function scheduleWarmUp(lang: Lang): void {
  if (warmed) return;
  warmed = true;
  requestAnimationFrame(() => setTimeout(() => warmUp(lang)));
}
