/**
 * Without `fost`: the operation picker and, when the chosen operation allows both, the b2c / b2b switch. The picker
 * is the ARIA 1.2 combobox with a listbox popup (as `<worksite-form>`'s beneficiary picker, whose look and filter
 * it shares through `ui/listbox.ts`): the catalogue filtered by the element's context, without the operations the
 * service cannot simulate, grouped by what they are (the family of the FOST code), names first and codes second;
 * typing filters by name or code. Focus stays in the input; the active option is `aria-activedescendant`.
 *
 * In a chunk of its own, fetched with the catalogue: a simulator given its `fost` never downloads it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { allowsBothContexts, CONTEXTS, type Context } from '../../api/schemas.js';
import { operationCalls, type Operation } from '../../api/operations.js';
import type { Connection } from '../../api/connection.js';
import { pluralOf, type Messages } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import { renderField, renderGroupField } from '../../ui/field-renderers.js';
import { listboxStyles, matchesWords } from '../../ui/listbox.js';

/** The families of the FOST codes (`BAR-TH-171`: TH), in the order the picker shows them; the rest is "other". */
const FAMILIES = ['TH', 'EN', 'EQ', 'SE', 'BA', 'UT', 'CH', 'EC'] as const;
type Family = (typeof FAMILIES)[number] | 'other';

/** The picker's words in French, with its code (the English ones are in the element's English pack). */
export const pickerMessages = {
  'sim.operation': 'Opération',
  'sim.operationHint': 'Tapez le nom des travaux ou un code FOST, ou parcourez la liste.',
  'sim.operations': 'Opérations',
  'sim.operationMatches.one': '1 opération correspond.',
  'sim.operationMatches.other': '{count} opérations correspondent.',
  'sim.operationNoMatch': 'Aucune opération ne correspond à « {query} ».',
  'sim.family.TH': 'Chauffage, eau chaude et ventilation',
  'sim.family.EN': 'Isolation et menuiseries',
  'sim.family.EQ': 'Équipements',
  'sim.family.SE': 'Services',
  'sim.family.BA': 'Bâtiment',
  'sim.family.UT': 'Moteurs, air comprimé et autres utilités',
  'sim.family.CH': 'Réseaux de chaleur et de froid',
  'sim.family.EC': 'Éclairage',
  'sim.family.other': 'Autres opérations',
  'sim.coupDePouce': 'Coup de pouce',
  'sim.context': 'Vous êtes',
  'sim.context.b2c': 'Un particulier',
  'sim.context.b2b': 'Un professionnel',
} satisfies Messages & Record<`sim.family.${Family}`, string>;

export type PickerKey = keyof typeof pickerMessages;

/** The picker's own look, on top of the shared popup's. */
const pickerStyles = `${listboxStyles.cssText}
.combobox::after{content:'';position:absolute;inset-inline-end:.9em;top:1.05em;width:.45em;height:.45em;border:solid var(--_muted);border-width:0 2px 2px 0;transform:rotate(45deg);pointer-events:none}
.combobox>input[role=combobox][type=text]{padding-inline-end:2.2em;text-overflow:ellipsis}
.group-label{padding:.5em .75em .2em;font-weight:600;font-size:.9em;color:var(--_muted)}`;

const familyOf = (code: string): Family => {
  const family = code.split('-')[1] as Family;
  return (FAMILIES as readonly string[]).includes(family) ? family : 'other';
};

/** The catalogue marks an operation the service cannot simulate with `has_simulation: false` (optional). */
const simulable = (operation: Operation): boolean => (operation as { has_simulation?: unknown }).has_simulation !== false;

/** What the input shows once an operation is chosen. */
const chosenText = (operation: Operation): string => `${operation.operation_name} (${operation.code})`;

interface Group {
  family: Family;
  operations: Operation[];
}

export interface PickerView {
  id: string;
  /** Undefined while the catalogue loads. */
  operations?: readonly Operation[];
  value: string;
  onPick(code: string): void;
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

/** One element's operation picker: what is typed, whether the list is open, its active option. */
export class OperationPicker {
  private text = '';
  /** The typed words that filter the list; empty once an operation is chosen. */
  private filter = '';
  private open = false;
  private active?: string;
  /** The code whose name the input shows. */
  private shown = '';

  constructor(private readonly update: () => void) {}

  /** The catalogue, read with its schema, which comes with the picker's code (a simulator given its `fost` has neither). */
  listOperations(conn: Connection, options: { signal?: AbortSignal }): Promise<Operation[]> {
    return operationCalls(conn).listOperations(options);
  }

  /** The picker and, when the chosen operation allows both contexts, the switch. */
  renderChooser(host: Words, view: ChooserView): TemplateResult {
    host.adopt(pickerMessages);
    return html`<div class="chooser">
      <style>
        ${pickerStyles}
      </style>
      ${this.renderPicker(host, { id: `${view.idBase}-operation`, operations: view.operations, value: view.picked, onPick: view.onPick })}
      ${allowsBothContexts(view.pickedOperation) ? renderContextSwitch(host, `${view.idBase}-context`, view.context, view.onContext) : nothing}
    </div>`;
  }

  private groups(operations: readonly Operation[], lang: string): Group[] {
    const listed = operations.filter((operation) => simulable(operation) && matchesWords(`${operation.operation_name} ${operation.code}`, this.filter));
    const byName = (a: Operation, b: Operation) => a.operation_name.localeCompare(b.operation_name, lang);
    return [...FAMILIES, 'other' as const]
      .map((family) => ({ family, operations: listed.filter((operation) => familyOf(operation.code) === family).sort(byName) }))
      .filter((group) => group.operations.length);
  }

  /** The input shows the chosen operation's name unless the visitor is typing; a choice dropped elsewhere empties it. */
  private sync(view: PickerView): void {
    if (view.value === this.shown) return;
    const chosen = view.operations?.find((operation) => operation.code === view.value);
    if (view.value && !chosen) return;
    this.shown = view.value;
    this.text = chosen ? chosenText(chosen) : '';
    this.filter = '';
  }

  private choose(view: PickerView, operation: Operation): void {
    this.shown = operation.code;
    this.text = chosenText(operation);
    this.filter = '';
    this.open = false;
    this.active = undefined;
    this.update();
    if (operation.code !== view.value) view.onPick(operation.code);
  }

  /** Back to the chosen operation's name (or to nothing), list closed. */
  private settle(view: PickerView): void {
    const chosen = view.operations?.find((operation) => operation.code === view.value);
    this.open = false;
    this.active = undefined;
    if (chosen) {
      this.text = chosenText(chosen);
      this.filter = '';
    }
    this.update();
  }

  private onKeydown(event: KeyboardEvent, view: PickerView, options: Operation[], optionId: (code: string) => string): void {
    const index = options.findIndex((operation) => operation.code === this.active);
    const last = options.length - 1;
    const go = (to: number | undefined) => (this.active = to === undefined ? undefined : options[Math.max(0, Math.min(last, to))]?.code);
    switch (event.key) {
      case 'ArrowDown':
        if (!this.open) {
          this.open = true;
          if (!event.altKey) go(index < 0 ? options.findIndex((operation) => operation.code === view.value) : index);
          if (!event.altKey && this.active === undefined) go(0);
        } else if (!event.altKey) go(index + 1);
        break;
      case 'ArrowUp':
        if (!this.open) {
          this.open = true;
          go(index < 0 ? last : index);
        } else go(index < 0 ? last : index - 1);
        break;
      case 'Home':
      case 'End':
        if (!this.open || !options.length) return;
        go(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter': {
        if (!this.open) return;
        const operation = options[index];
        event.preventDefault();
        if (operation) return this.choose(view, operation);
        this.open = false;
        break;
      }
      case 'Escape':
        if (this.open) this.settle(view);
        else if (this.text && !view.value) this.text = this.filter = '';
        else return;
        event.stopPropagation();
        break;
      default:
        return;
    }
    event.preventDefault();
    this.update();
    // Once rendered, the active option is scrolled into the popup's view.
    const root = (event.currentTarget as HTMLElement).getRootNode() as ShadowRoot;
    const active = this.active;
    if (active) requestAnimationFrame(() => root.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' }));
  }

  private renderPicker(host: Words, view: PickerView): TemplateResult {
    this.sync(view);
    const loading = view.operations === undefined;
    const groups = loading ? [] : this.groups(view.operations!, host.lang);
    const options = groups.flatMap((group) => group.operations);
    if (this.active !== undefined && !options.some((operation) => operation.code === this.active)) this.active = undefined;
    const expanded = this.open && options.length > 0;
    const listId = `${view.id}-list`;
    const notesId = `${view.id}-notes`;
    const optionId = (code: string) => `${view.id}-${code}`;
    const query = this.filter.trim();
    const count = options.length;
    const note = loading
      ? host.t('sim.operationsLoading')
      : !query
        ? ''
        : count
          ? host.t(`sim.operationMatches.${pluralOf(host.lang, count) === 'one' ? 'one' : 'other'}`, { count: host.number(count) })
          : host.t('sim.operationNoMatch', { query });
    return renderField(
      { id: view.id, label: host.t('sim.operation'), required: true, requiredText: host.t('common.required'), hint: host.t('sim.operationHint') },
      (attrs) => html`<div
        class="combobox"
        @focusout=${(event: FocusEvent) => {
          const next = event.relatedTarget as Node | null;
          if (!next || !(event.currentTarget as HTMLElement).contains(next)) this.settle(view);
        }}
      >
        <input
          part="control operation-picker"
          id=${attrs.id}
          type="text"
          role="combobox"
          autocomplete="off"
          spellcheck="false"
          aria-autocomplete="list"
          aria-required="true"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-controls=${listId}
          aria-activedescendant=${ifDefined(expanded && this.active ? optionId(this.active) : undefined)}
          aria-describedby=${[attrs.describedBy, notesId].filter(Boolean).join(' ')}
          aria-busy=${loading ? 'true' : 'false'}
          ?disabled=${loading}
          .value=${this.text}
          @input=${(event: Event) => {
            this.text = this.filter = (event.target as HTMLInputElement).value;
            this.open = true;
            this.active = undefined;
            this.update();
          }}
          @keydown=${(event: KeyboardEvent) => this.onKeydown(event, view, options, optionId)}
          @click=${() => ((this.open = !this.open), this.update())}
        />
        <div
          role="listbox"
          id=${listId}
          class="listbox"
          aria-label=${host.t('sim.operations')}
          tabindex="-1"
          ?hidden=${!expanded}
          @mousedown=${(event: Event) => event.preventDefault()}
        >
          ${groups.map(
            (group) => html`<div role="group" aria-labelledby="${listId}-${group.family}">
              <div role="presentation" class="group-label" id="${listId}-${group.family}">${host.t(`sim.family.${group.family}`)}</div>
              ${group.operations.map(
                (operation) => html`<div
                  role="option"
                  id=${optionId(operation.code)}
                  class=${classMap({ choice: true, active: this.active === operation.code })}
                  aria-selected=${operation.code === view.value ? 'true' : 'false'}
                  @click=${() => this.choose(view, operation)}
                >
                  <span class="choice-name">${operation.operation_name}</span>
                  <span class="choice-details"
                    >${operation.has_cdp ? `${operation.code} · ${host.t('sim.coupDePouce')}` : operation.code}</span
                  >
                </div>`,
              )}
            </div>`,
          )}
        </div>
        <div id=${notesId} class="notes" aria-live="polite">${note ? html`<p class="note">${note}</p>` : nothing}</div>
      </div>`,
    );
  }
}

/** One picker per element, given the way to render it again. */
export const createPicker = (update: () => void): OperationPicker => new OperationPicker(update);

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
