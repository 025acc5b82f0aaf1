/**
 * Without `fost`: the operation picker (the catalogue filtered by the element's context, with the
 * Coup de pouce mark) and, when the chosen operation allows both, the b2c / b2b switch. In a chunk of its own,
 * fetched with the catalogue: a simulator given its `fost` never downloads it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { allowsBothContexts, CONTEXTS, type Context, type Operation } from '../../api/schemas.js';
import type { Messages } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import { renderField, renderGroupField } from '../../ui/field.js';

/** The picker's words in French, with its code (the English ones are in the element's English pack). */
export const pickerMessages = {
  'sim.operation': 'Opération',
  'sim.operationHint': 'Choisissez les travaux à estimer.',
  'sim.coupDePouce': 'Coup de pouce',
  'sim.context': 'Vous êtes',
  'sim.context.b2c': 'Un particulier',
  'sim.context.b2b': 'Un professionnel',
} satisfies Messages;

export type PickerKey = keyof typeof pickerMessages;

function optionText(host: Words, operation: Operation): string {
  const name = `${operation.code} — ${operation.operation_name}`;
  return operation.has_cdp ? `${name} (${host.t('sim.coupDePouce')})` : name;
}

export interface PickerView {
  id: string;
  /** Undefined while the catalogue loads. */
  operations?: readonly Operation[];
  value: string;
  onPick(code: string): void;
}

export function renderOperationPicker(host: Words, view: PickerView): TemplateResult {
  const loading = view.operations === undefined;
  return renderField(
    { id: view.id, label: host.t('sim.operation'), required: true, requiredText: host.t('common.required'), hint: host.t('sim.operationHint') },
    (attrs) => html`<select
      part="control operation-picker"
      id=${attrs.id}
      aria-describedby=${ifDefined(attrs.describedBy)}
      aria-busy=${loading ? 'true' : 'false'}
      ?disabled=${loading}
      required
      @change=${(event: Event) => view.onPick((event.target as HTMLSelectElement).value)}
    >
      ${loading
        ? html`<option value="">${host.t('sim.operationsLoading')}</option>`
        : html`<option value="" ?selected=${view.value === ''}>${host.t('common.choose')}</option>
            ${view.operations!.map(
              (operation) =>
                html`<option value=${operation.code} ?selected=${operation.code === view.value}>${optionText(host, operation)}</option>`,
            )}`}
    </select>`,
  );
}

export function renderContextSwitch(host: Words, id: string, value: Context, onChange: (context: Context) => void): TemplateResult {
  return renderGroupField(
    { id, label: host.t('sim.context'), required: true, requiredText: host.t('common.required') },
    () => html`${CONTEXTS.map(
      (context, index) => html`<label class="option">
        <input
          part="control context-switch"
          type="radio"
          id="${id}-${index}"
          name=${id}
          value=${context}
          .checked=${context === value}
          @change=${() => onChange(context)}
        />
        <span>${host.t(`sim.context.${context}`)}</span>
      </label>`,
    )}`,
  );
}

export interface ChooserView {
  /** Ids of the picker and the switch start with it. */
  idBase: string;
  /** This context's operations; undefined while the catalogue loads. */
  operations?: readonly Operation[];
  picked: string;
  pickedOperation?: Operation;
  context: Context;
  onPick(code: string): void;
  onContext(context: Context): void;
}

/** The picker and, when the chosen operation allows both contexts, the switch. */
export function renderChooser(host: Words, view: ChooserView): TemplateResult {
  host.adopt(pickerMessages);
  return html`<div class="chooser">
    ${renderOperationPicker(host, { id: `${view.idBase}-operation`, operations: view.operations, value: view.picked, onPick: view.onPick })}
    ${allowsBothContexts(view.pickedOperation) ? renderContextSwitch(host, `${view.idBase}-context`, view.context, view.onContext) : nothing}
  </div>`;
}
