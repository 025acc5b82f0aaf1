/**
 * Without `fost`: the operation picker and, when the chosen operation allows both, the b2c / b2b switch. The picker
 * is the library's combobox (`ui/combobox.ts`, as `<worksite-form>`'s beneficiary picker): the catalogue filtered
 * by the element's context, without the operations the service cannot simulate, grouped by what they are (the
 * family of the code), names first and codes second. Typing finds operations by the words homeowners use
 * (`operation-search.ts`); a search that finds nothing says so and shows the whole list. Its look is adopted
 * by the element's shadow root (no `<style>` element, which a strict CSP refuses).
 *
 * In a chunk of its own, fetched with the catalogue: a simulator given its `fost` never downloads it.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { allowsBothContexts, CONTEXTS, isMprOnlyCode, type Context } from '../../api/schemas.js';
import { operationCalls, type Operation } from '../../api/operations.js';
import type { Connection } from '../../api/connection.js';
import { pluralOf, type Messages } from '../../i18n/translate.js';
import type { Words } from '../localize.js';
import { renderGroupField } from '../field-renderers.js';
import { Combobox, type ComboboxHost } from '../combobox.js';
import { adoptStyles } from '../adopted-styles.js';
import { listboxStyles, renderCombobox } from '../listbox.js';
import { findOperations, searchTextOf } from './operation-search.js';

/** The families of the FOST codes (`BAR-TH-171`: TH), in the order the picker shows them; the rest is "other". */
const FAMILIES = ['TH', 'EN', 'EQ', 'SE', 'BA', 'UT', 'CH', 'EC', 'MPR'] as const;
type Family = (typeof FAMILIES)[number] | 'other';

/** The picker's words in French, with its code (the English ones are in the element's English pack). */
export const pickerMessages = {
  'sim.operation': 'Opération',
  'sim.operationHint': 'Tapez le nom des travaux (pompe à chaleur, combles, fenêtres…) ou parcourez la liste.',
  'sim.operations': 'Opérations',
  'sim.operationMatches.one': '1 opération correspond.',
  'sim.operationMatches.other': '{count} opérations correspondent.',
  'sim.operationNoMatch': 'Aucune opération ne correspond à « {query} » : voici toutes les opérations.',
  'sim.family.TH': 'Chauffage, eau chaude et ventilation',
  'sim.family.EN': 'Isolation et menuiseries',
  'sim.family.EQ': 'Équipements',
  'sim.family.SE': 'Services',
  'sim.family.BA': 'Bâtiment',
  'sim.family.UT': 'Moteurs, air comprimé et autres utilités',
  'sim.family.CH': 'Réseaux de chaleur et de froid',
  'sim.family.EC': 'Éclairage',
  'sim.family.MPR': 'Aidés par MaPrimeRénov’ seulement',
  'sim.family.other': 'Autres opérations',
  'sim.coupDePouce': 'Coup de pouce',
  'sim.context': 'Vous êtes',
  'sim.context.b2c': 'Un particulier',
  'sim.context.b2b': 'Un professionnel',
} satisfies Messages & Record<`sim.family.${Family}`, string>;

export type PickerKey = keyof typeof pickerMessages;

/** The picker's own look, on top of the shared popup's, adopted by the element's shadow root with the picker. */
const pickerStyles = css`
  .combobox::after {
    content: '';
    position: absolute;
    inset-inline-end: 0.9em;
    top: 1.05em;
    width: 0.45em;
    height: 0.45em;
    border: solid var(--_muted);
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
    pointer-events: none;
  }
  .combobox > input[role='combobox'][type='text'] {
    padding-inline-end: 2.2em;
    text-overflow: ellipsis;
  }
  .group-label {
    padding: 0.5em 0.75em 0.2em;
    font-weight: 600;
    font-size: 0.9em;
    color: var(--_muted);
  }
`;

const familyOf = (code: string): Family => {
  if (isMprOnlyCode(code)) return 'MPR';
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

/** The picker's list for a query: the matching operations by family, or all of them when none matches. */
interface Listing {
  groups: Group[];
  /** How many operations match the query (0: the whole list is shown instead). */
  matches: number;
}

export interface PickerView {
  id: string;
  /** Undefined while the catalogue loads. */
  operations?: readonly Operation[];
  value: string;
  onPick(code: string): void;
  /** Says a sentence in the element's live region. */
  announce(text: string): void;
  /** Takes a sentence back from the live region when it is all it still says (no longer true). */
  withdraw(text: string): void;
  /** The field's label and hint, when not the simulator's ("Opération"): `<cee-project>`'s "Ajouter des travaux". */
  label?: string;
  hint?: string;
  /** Not a required field: `<cee-project>`'s, which adds a work (no star, no "obligatoire"). */
  optional?: boolean;
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
  announce(text: string): void;
  withdraw(text: string): void;
  label?: string;
  hint?: string;
  optional?: boolean;
}

/** One element's operation picker: its combobox, and the catalogue it lists. */
export class OperationPicker {
  private readonly combobox: Combobox<string>;
  /** The view of the last render (the combobox's model reads it). */
  private view?: PickerView;
  private listing: Listing = { groups: [], matches: 0 };
  /** The code whose name the input shows. */
  private shown = '';
  /** The query whose "no match" was said, so it is said once. */
  private saidNoMatch = '';
  private readonly searchTexts = new WeakMap<Operation, string>();

  constructor(private readonly host: ComboboxHost) {
    this.combobox = new Combobox<string>(host, {
      keys: () => this.listing.groups.flatMap((group) => group.operations.map((operation) => operation.code)),
      chosen: () => this.view?.value || undefined,
      chosenText: () => {
        const chosen = this.chosenOperation();
        return chosen ? chosenText(chosen) : undefined;
      },
      choose: (code) => this.choose(code),
      optionId: (code) => this.optionId(code),
    });
  }

  /** The catalogue, read with its schema, which comes with the picker's code (a simulator given its `fost` has neither). */
  listOperations(conn: Connection, options: { signal?: AbortSignal }): Promise<Operation[]> {
    return operationCalls(conn).listOperations(options);
  }

  /** The picker and, when the chosen operation allows both contexts, the switch. */
  renderChooser(words: Words, view: ChooserView): TemplateResult {
    words.adopt(pickerMessages);
    for (const styles of [listboxStyles, pickerStyles]) adoptStyles(this.host.renderRoot, styles);
    return html`<div class="chooser">
      ${this.renderPicker(words, { id: `${view.idBase}-operation`, operations: view.operations, value: view.picked, onPick: view.onPick, announce: view.announce, withdraw: view.withdraw, label: view.label, hint: view.hint, optional: view.optional })}
      ${allowsBothContexts(view.pickedOperation) ? renderContextSwitch(words, `${view.idBase}-context`, view.context, view.onContext) : nothing}
    </div>`;
  }

  private optionId(code: string): string {
    return `${this.view?.id ?? ''}-${code}`;
  }

  private chosenOperation(): Operation | undefined {
    const { view } = this;
    return view?.value ? view.operations?.find((operation) => operation.code === view.value) : undefined;
  }

  private searchText(operation: Operation): string {
    let text = this.searchTexts.get(operation);
    if (text === undefined) this.searchTexts.set(operation, (text = searchTextOf(operation.operation_name, operation.code)));
    return text;
  }

  private list(operations: readonly Operation[], query: string, lang: string): Listing {
    const offered = operations.filter(simulable);
    const found = query ? findOperations(offered, query, (operation) => this.searchText(operation)) : offered;
    const listed = found.length ? found : offered;
    const byName = (a: Operation, b: Operation) => a.operation_name.localeCompare(b.operation_name, lang);
    const groups = [...FAMILIES, 'other' as const]
      .map((family) => ({ family, operations: listed.filter((operation) => familyOf(operation.code) === family).sort(byName) }))
      .filter((group) => group.operations.length);
    return { groups, matches: found.length };
  }

  /** The input shows the chosen operation's name unless the visitor is typing; a choice dropped elsewhere empties it. */
  private sync(view: PickerView): void {
    if (view.value === this.shown) return;
    const chosen = view.operations?.find((operation) => operation.code === view.value);
    if (view.value && !chosen) return;
    this.shown = view.value;
    this.combobox.show(chosen ? chosenText(chosen) : '');
  }

  private choose(code: string): void {
    const operation = this.view?.operations?.find((candidate) => candidate.code === code);
    if (!operation || !this.view) return;
    this.shown = operation.code;
    this.combobox.show(chosenText(operation));
    if (operation.code !== this.view.value) this.view.onPick(operation.code);
  }

  private renderPicker(words: Words, view: PickerView): TemplateResult {
    this.view = view;
    this.sync(view);
    const { combobox } = this;
    const loading = view.operations === undefined;
    const query = combobox.filter.trim();
    this.listing = loading ? { groups: [], matches: 0 } : this.list(view.operations!, query, words.lang);
    const { groups, matches } = this.listing;
    const listId = `${view.id}-list`;
    const noMatch = Boolean(query) && !loading && matches === 0;
    if (noMatch && this.saidNoMatch !== query) view.announce(words.t('sim.operationNoMatch', { query }));
    // Once something matches (or the field is emptied), « nothing matches » is no longer left in the live region.
    else if (!noMatch && this.saidNoMatch) view.withdraw(words.t('sim.operationNoMatch', { query: this.saidNoMatch }));
    this.saidNoMatch = noMatch ? query : '';
    const note = loading
      ? words.t('sim.operationsLoading')
      : !query
        ? ''
        : noMatch
          ? words.t('sim.operationNoMatch', { query })
          : words.t(`sim.operationMatches.${pluralOf(words.lang, matches) === 'one' ? 'one' : 'other'}`, { count: words.number(matches) });
    const keys = groups.flatMap((group) => group.operations);
    if (combobox.active !== undefined && !keys.some((operation) => operation.code === combobox.active)) combobox.active = undefined;
    const expanded = combobox.open && keys.length > 0;
    return renderCombobox({
      field: { id: view.id, label: view.label ?? words.t('sim.operation'), required: !view.optional, requiredText: words.t('common.required'), hint: view.hint ?? words.t('sim.operationHint') },
      parts: { input: 'operation-picker' },
      listId,
      notesId: `${view.id}-notes`,
      listLabel: words.t('sim.operations'),
      text: combobox.text,
      expanded,
      activeId: combobox.active !== undefined ? this.optionId(combobox.active) : undefined,
      busy: loading ? { disabled: true } : undefined,
      options: groups.map(
        (group) => html`<div role="group" aria-labelledby="${listId}-${group.family}">
          <div role="presentation" class="group-label" id="${listId}-${group.family}">${words.t(`sim.family.${group.family}`)}</div>
          ${group.operations.map(
            (operation) => html`<div
              role="option"
              part="option"
              id=${this.optionId(operation.code)}
              class=${classMap({ choice: true, active: combobox.active === operation.code })}
              aria-selected=${operation.code === view.value ? 'true' : 'false'}
              @click=${() => combobox.pick(operation.code)}
            >
              <span class="choice-name">${operation.operation_name}</span>
              <span class="choice-details">${operation.has_cdp ? `${operation.code} · ${words.t('sim.coupDePouce')}` : operation.code}</span>
            </div>`,
          )}
        </div>`,
      ),
      notes: note ? html`<p class="note">${note}</p>` : nothing,
      onInput: combobox.onInput,
      onKeydown: combobox.onKeydown,
      onClick: combobox.onClick,
      onFocusOut: combobox.onFocusOut,
    });
  }
}

/** One picker per element, on the element (its combobox is one of its controllers). */
export const createPicker = (host: ComboboxHost): OperationPicker => new OperationPicker(host);

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
