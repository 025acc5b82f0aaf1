/** The project's form as drawn: the works (each its questions, its quote, its "Retirer"), the picker, the household. */
import { html, nothing, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import type { FormField } from '../../inputs/form-model.js';
import { departmentNote } from '../../ui/field.js';
import type { Words } from '../../ui/localize.js';
import { renderFields, type ControlContext } from '../../ui/simulation/controls.js';
import { placeholder, renderFailure } from '../../ui/simulation/form.js';
import type { ProjectKey } from './cee-project.messages.js';
import { splitKey, type ProjectForm } from './project-form.js';
import type { ProjectPicker } from './project-picker.js';
import type { ProjectWorks, Work } from './project-works.js';

export interface ProjectControls extends Pick<ControlContext, 'prefix' | 'valueOf' | 'errorsOf' | 'onChange'> {
  words: Words<ProjectKey>;
  /** The address's or the DPE's note for a key's value (the service's key), if they filled it. */
  noteOf(key: string, value: unknown): string | undefined;
  /** The note of a question a restored project left empty, while it is (`project-keeping.ts`). */
  restoredNote(field: FormField, value: unknown): string | undefined;
}

/**
 * The controls' context: a filled value says where it came from (the address, the DPE, the département's name), a
 * question a restored project left empty that it is to answer.
 */
export function projectControls(o: ProjectControls): ControlContext {
  const { words } = o;
  return {
    prefix: o.prefix,
    valueOf: o.valueOf,
    errorsOf: o.errorsOf,
    noteOf: (field: FormField) => {
      const { key } = splitKey(field.key);
      const value = o.valueOf(field);
      return o.noteOf(key, value) ?? o.restoredNote(field, value) ?? departmentNote(words, key, value);
    },
    onChange: o.onChange,
    requiredText: words.t('common.required'),
    chooseText: words.t('common.choose'),
  };
}

export interface WorksView {
  words: Words<ProjectKey>;
  uid: string;
  works: ProjectWorks;
  form: ProjectForm;
  controls: ControlContext;
  picker: ProjectPicker;
  remove(work: Work): void;
}

export function renderWorks(v: WorksView): TemplateResult {
  const { words, uid, works, picker } = v;
  return html`<section part="works" class="works" aria-labelledby="${uid}-works-title">
    <h2 class="section-title" id="${uid}-works-title">${words.t('project.works')}</h2>
    <p class="hint">${words.t('project.worksHint')}</p>
    ${works.list.length ? works.list.map((work) => renderWork(v, work)) : html`<p class="empty">${words.t('project.empty')}</p>`}
    <div part="add-work" class="add-work" @keydown=${picker.keepEnter}>${picker.render()}</div>
  </section>`;
}

function renderWork(v: WorksView, work: Work): TemplateResult {
  const { words, uid } = v;
  const title = v.works.titleOf(work);
  const titleId = `${uid}-w${work.id}-title`;
  const task = work.inputs;
  const shown = v.form.works.find((entry) => entry.work === work)?.shown;
  let body: TemplateResult | typeof nothing = nothing;
  if (task.status === TaskStatus.ERROR) body = renderFailure(words, task.error, () => void task.run(), work.code);
  else if (!shown) body = html`<div class="fields" aria-busy="true"><span class="visually-hidden">${words.t('project.workLoading')}</span>${placeholder}</div>`;
  else body = html`<div class="fields">${renderFields(shown, v.controls)}</div>`;
  return html`<section part="work" class="work" data-work=${work.id} data-fost=${work.code} aria-labelledby=${titleId}>
    <div class="work-head">
      <h3 class="work-title" id=${titleId} tabindex="-1">${title} <span class="code">${work.code}</span></h3>
      <button type="button" part="remove-work" class="secondary" aria-label=${words.t('project.removeWork', { work: title })} @click=${() => v.remove(work)}>
        ${words.t('project.remove')}
      </button>
    </div>
    ${body}
  </section>`;
}

/** The questions asked once, for the household and the dwelling (none while no work shows its questions). */
export function renderHousehold(words: Words<ProjectKey>, uid: string, shared: readonly FormField[], controls: ControlContext): TemplateResult | typeof nothing {
  if (!shared.length) return nothing;
  return html`<section part="household" class="household" aria-labelledby="${uid}-household-title">
    <h2 class="section-title" id="${uid}-household-title">${words.t('project.household')}</h2>
    <p class="hint">${words.t('project.householdHint')}</p>
    <div class="fields">${renderFields(shared, controls)}</div>
  </section>`;
}
