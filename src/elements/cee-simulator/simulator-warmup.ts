/**
 * Once per page, after the simulation inputs' requests have left, what drawing their answer needs is made ready in
 * the page's idle time: the language's plural rules, the answer's reader and the form model (their first run is
 * their slowest), and one field of each kind drawn off the page (code runs slowest the first time). One short step
 * at a time (`inIdleSlices`), so it never holds up a request, an answer or a frame; it stops as soon as the answer
 * is here (whose own render then warms what is left), and when it does not run it costs nothing. Not the number
 * format: the page's first takes tens of milliseconds in one piece (hundreds on a busy machine), and drawing the
 * fields does not need it.
 */
import { render } from 'lit';
import { readWith } from '../../api/reader.js';
import { SimulationInputsSchema } from '../../api/simulation-fields.js';
import { buildFormModel, mergeListedFields, type FormField } from '../../inputs/form-model.js';
import { pluralOf, type Lang } from '../../i18n/translate.js';
import { renderFields, type ControlContext } from '../../ui/simulation/controls.js';
import { inIdleSlices, WARM_UP_SAMPLE } from './warm-up-sample.js';

/** The warm-up, as steps of a few milliseconds each. */
export type WarmUp = (lang: Lang) => Array<() => void>;

export const warmUpSteps: WarmUp = (lang) => {
  let fields: FormField[] = [];
  const ctx: ControlContext = { prefix: 'warm', valueOf: () => '', errorsOf: () => undefined, onChange() {}, requiredText: '', chooseText: '' };
  return [
    () => pluralOf(lang, 1),
    () => {
      const answer = readWith(SimulationInputsSchema, { data: WARM_UP_SAMPLE });
      if (answer.ok) fields = buildFormModel(mergeListedFields({ cee: answer.value }), lang);
    },
    // A field of each kind, each in a step of its own.
    ...WARM_UP_SAMPLE.map((_, i) => () => {
      const field = fields[i];
      if (field) render(renderFields([field], ctx), document.createElement('div'));
    }),
  ];
};

/** The warm-ups scheduled on this page: each runs once. */
const scheduled = new Set<WarmUp>();

/**
 * Schedules `warmUp` (once per page) for the page's idle time, while `due()` holds (the answer is not here yet).
 * Called once the requests have left: an idle callback runs in a task of its own, after the one that sent them.
 */
export function scheduleWarmUp(lang: Lang, due: () => boolean, warmUp: WarmUp = warmUpSteps): void {
  if (scheduled.has(warmUp)) return;
  scheduled.add(warmUp);
  inIdleSlices(warmUp(lang), due);
}
