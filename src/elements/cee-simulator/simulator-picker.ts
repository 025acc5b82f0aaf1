/**
 * Without `fost`: the operation picker (the catalogue filtered by the element's context, with the
 * Coup de pouce mark) and, when the chosen operation allows both, the b2c / b2b switch.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { CONTEXTS, type Context, type Operation } from '../../api/schemas.js';
import { renderField, renderGroupField } from '../../ui/field.js';

export interface PickerHost {
  t(key: string, params?: Record<string, string | number>): string;
}

/** The operations a visitor in this context may choose. */
export function operationsFor(operations: readonly Operation[], context: Context): Operation[] {
  return operations.filter((operation) => (context === 'b2b' ? operation.can_b2b : operation.can_b2c));
}

export const allowsBothContexts = (operation: Operation | undefined): boolean => Boolean(operation?.can_b2b && operation.can_b2c);

function optionText(host: PickerHost, operation: Operation): string {
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

export function renderOperationPicker(host: PickerHost, view: PickerView): TemplateResult {
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

export function renderContextSwitch(host: PickerHost, id: string, value: Context, onChange: (context: Context) => void): TemplateResult {
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
