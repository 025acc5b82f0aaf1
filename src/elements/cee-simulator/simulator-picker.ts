/**
 * Without `fost`: the operation picker (the catalogue filtered by the element's context, with the
 * Coup de pouce mark) and, when the chosen operation allows both, the b2c / b2b switch. In a chunk of its own,
 * fetched with the catalogue: a simulator given its `fost` never downloads it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { CONTEXTS, type Context, type Operation } from '../../api/schemas.js';
import { orOwn, type Messages, type Params } from '../../i18n/translate.js';
import { renderField, renderGroupField } from '../../ui/field.js';
import { allowsBothContexts } from './simulator-config.js';

export interface PickerHost {
  t(key: string, params?: Params): string;
}

/** The picker's words in French, with its code (the English ones are in the element's English pack). */
const pickerMessages: Messages = {
  'sim.operation': 'Opération',
  'sim.operationHint': 'Choisissez les travaux à estimer.',
  'sim.coupDePouce': 'Coup de pouce',
  'sim.context': 'Vous êtes',
  'sim.context.b2c': 'Un particulier',
  'sim.context.b2b': 'Un professionnel',
};

/** The element's words for `key`, else the picker's own French ones. */
const say = (host: PickerHost, key: string, params?: Params): string => orOwn(host.t(key, params), key, pickerMessages, params);

function optionText(host: PickerHost, operation: Operation): string {
  const name = `${operation.code} — ${operation.operation_name}`;
  return operation.has_cdp ? `${name} (${say(host, 'sim.coupDePouce')})` : name;
}

export interface PickerView {
  id: string;
  /** Undefined while the catalogue loads. */
  operations?: readonly Operation[];
  value: string;
  onPick(code: string): void;
}

export function renderOperationPicker(host: PickerHost, view: PickerView): TemplateResult {
  const loading = view.operations === undefined;
  return renderField(
    { id: view.id, label: say(host, 'sim.operation'), required: true, requiredText: host.t('common.required'), hint: say(host, 'sim.operationHint') },
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
        ? html`<option value="">${say(host, 'sim.operationsLoading')}</option>`
        : html`<option value="" ?selected=${view.value === ''}>${host.t('common.choose')}</option>
            ${view.operations!.map(
              (operation) =>
                html`<option value=${operation.code} ?selected=${operation.code === view.value}>${optionText(host, operation)}</option>`,
            )}`}
    </select>`,
  );
}

export function renderContextSwitch(host: PickerHost, id: string, value: Context, onChange: (context: Context) => void): TemplateResult {
  return renderGroupField(
    { id, label: say(host, 'sim.context'), required: true, requiredText: host.t('common.required') },
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
        <span>${say(host, `sim.context.${context}`)}</span>
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
export function renderChooser(host: PickerHost, view: ChooserView): TemplateResult {
  return html`<div class="chooser">
    ${renderOperationPicker(host, { id: `${view.idBase}-operation`, operations: view.operations, value: view.picked, onPick: view.onPick })}
    ${allowsBothContexts(view.pickedOperation) ? renderContextSwitch(host, `${view.idBase}-context`, view.context, view.onContext) : nothing}
  </div>`;
}
