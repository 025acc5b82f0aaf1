/**
 * The beneficiary picker: the library's combobox (`ui/combobox.ts`: what is typed, the open list, the keys) over
 * the pages loaded so far. Typing filters the loaded rows; moving down past the last row, or choosing "show more",
 * loads the next page, and the first new row becomes active once it came.
 */
import type { ReactiveController, TemplateResult } from 'lit';
import type { BeneficiaryPage } from '../../api/partner.js';
import type { Beneficiary } from '../../api/partner-schemas.js';
import type { Translate } from '../../i18n/translate.js';
import { Combobox } from '../../ui/combobox.js';
import type { Words } from '../../ui/localize.js';
import type { WorksiteKey } from './worksite-form.messages.js';
import { beneficiaryLabel, matchingBeneficiaries, renderOptions, renderPickerNotes } from './beneficiary-list.js';
import { comboboxIds, renderCombobox, type OptionKey } from './combobox.js';
import { BeneficiaryPages, type BeneficiaryPagesHost, type PagesQuery } from './beneficiary-pages.js';
import type { RecordPlace } from './beneficiary-address.js';

/** How many pages a preselected `beneficiary-id` is looked for in before its bare id is shown. */
const PRESELECT_MAX_PAGES = 10;

export interface SelectedBeneficiary {
  id: number;
  label: string;
  /** The record's address, when the beneficiary was found in the pages (a bare preselected id has none yet). */
  place?: RecordPlace;
}

export interface PickerHost extends BeneficiaryPagesHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface PickerOptions {
  /** Unique prefix for the ids in the shadow root. */
  idPrefix: string;
  /** The combobox input's id: the control of `beneficiary_id`. */
  inputId: string;
  words: Words<WorksiteKey>;
  query: PagesQuery;
  /** The host's preselection (`beneficiary-id`), looked for again whenever the list starts over. */
  preselectId: () => number | undefined;
  announce: (text: string) => void;
  /** `byVisitor`: chosen in the list (said in the live region), not preselected or restored. */
  onChange: (selected: SelectedBeneficiary | undefined, byVisitor: boolean) => void;
}

export interface PickerView {
  label: string;
  requiredText: string;
  errors?: readonly string[];
}

export class BeneficiaryPicker implements ReactiveController {
  readonly pages: BeneficiaryPages;
  selected?: SelectedBeneficiary;
  /** A preselected id still looked for in the pages; `unresolved` once given up. */
  private pendingId?: number;
  private unresolved = false;
  private readonly combobox: Combobox<OptionKey>;
  /** The list's query when last seen; another one means the list started over. */
  private seenQuery?: string;
  /** How many rows were visible when "more" was asked for by keyboard: the first new one becomes active. */
  private visibleBeforeMore?: number;

  constructor(
    private readonly host: PickerHost,
    private readonly options: PickerOptions,
  ) {
    this.pages = new BeneficiaryPages(host, options.query);
    host.addController(this);
    this.pages.onPage = (page) => this.pageAdded(page);
    this.combobox = new Combobox<OptionKey>(host, {
      keys: () => this.visibleRows().map((b) => b.id),
      chosen: () => this.selected?.id,
      chosenText: () => this.selected?.label,
      choose: (key) => {
        if (key !== 'more') this.chooseId(key);
      },
      pastEnd: () => this.loadMore(),
      typed: (text) => this.onTyped(text),
      optionId: (key) => this.optionId(key),
    });
  }

  /** Another page can come: "show more" ends the list. */
  private get showMore(): boolean {
    return this.pages.hasMore || (this.pages.loading && this.pages.ready);
  }

  get inputId(): string {
    return this.options.inputId;
  }

  private optionId(key: OptionKey): string {
    return comboboxIds(this.options.idPrefix).optionId(key);
  }

  /** True when text is typed but no beneficiary is chosen from the list. */
  get typedWithoutChoice(): boolean {
    return !this.selected && this.combobox.text.trim() !== '';
  }

  /** Runs after the pages' own reset, so a new query finds the list already emptied. */
  hostUpdate(): void {
    const query = this.pages.queryKey;
    if (this.seenQuery !== undefined && query !== this.seenQuery) this.restart();
    this.seenQuery = query;
  }

  /** A beneficiary chosen under other filters (context, mandatary) may not belong to the new list: choose again. */
  private restart(): void {
    const dropped = this.selected;
    this.combobox.close();
    this.visibleBeforeMore = undefined;
    const id = this.options.preselectId();
    // Typed filter text without a choice is kept: it may match the new list too.
    if (id !== undefined || dropped) this.preselect(id);
    if (dropped && this.selected?.id !== dropped.id) this.options.announce(this.options.words.t('picker.reset'));
  }

  /** Selects a beneficiary by id: at once with a known label (a restored draft), else once found in the pages. */
  preselect(id: number | undefined, label?: string): void {
    this.pendingId = undefined;
    this.unresolved = false;
    if (id === undefined) return this.clear();
    const known = this.pages.items.find((b) => b.id === id);
    if (known) return this.choose(known, false);
    this.setSelected({ id, label: label ?? this.options.words.t('picker.unknown', { id }) }, false);
    if (!label) {
      this.pendingId = id;
      this.lookForPending();
    }
    this.host.requestUpdate();
  }

  clear(): void {
    this.pendingId = undefined;
    this.unresolved = false;
    this.combobox.show('');
    this.setSelected(undefined, false);
    this.host.requestUpdate();
  }

  focus(): void {
    (this.host.renderRoot.querySelector(`#${this.inputId}`) as HTMLElement | null)?.focus();
  }

  private setSelected(selected: SelectedBeneficiary | undefined, announce: boolean): void {
    this.selected = selected;
    if (selected) this.combobox.show(selected.label);
    // The choice is said first, then what it brought (the address taken from the record).
    if (announce && selected) this.options.announce(this.options.words.t('picker.selected', { label: selected.label }));
    this.options.onChange(selected, announce);
  }

  private chooseId(id: number): void {
    const b = this.pages.items.find((item) => item.id === id);
    if (b) this.choose(b);
  }

  private choose(b: Beneficiary, announce = true): void {
    this.pendingId = undefined;
    this.unresolved = false;
    this.combobox.close();
    const label = beneficiaryLabel(b, (key, params) => this.options.words.t(key as WorksiteKey, params));
    this.setSelected({ id: b.id, label, place: { address: b.address, zipcode: b.zipcode, city: b.city } }, announce);
    this.host.requestUpdate();
  }

  private lookForPending(): void {
    const id = this.pendingId;
    if (id === undefined) return;
    const found = this.pages.items.find((b) => b.id === id);
    if (found) return this.choose(found, false);
    if (!this.pages.ready) return;
    if (this.pages.hasMore && this.pages.loadedPages < PRESELECT_MAX_PAGES && this.pages.loadMore()) return;
    this.pendingId = undefined;
    this.unresolved = true;
  }

  private pageAdded(page: BeneficiaryPage): void {
    this.lookForPending();
    if (page.page <= 1 && !page.items.length) this.options.announce(this.options.words.t('picker.empty'));
    if (this.visibleBeforeMore !== undefined) {
      const rows = this.visibleRows();
      const next = rows[this.visibleBeforeMore];
      this.combobox.activate(next ? next.id : this.pages.hasMore ? 'more' : rows.at(-1)?.id);
      this.visibleBeforeMore = undefined;
      this.options.announce(
        this.pages.total !== undefined
          ? this.options.words.t('picker.loaded', { count: this.options.words.number(this.pages.items.length), total: this.options.words.number(this.pages.total) })
          : this.options.words.t('picker.loaded.open', { count: this.options.words.number(this.pages.items.length) }),
      );
    }
  }

  private visibleRows(): Beneficiary[] {
    return matchingBeneficiaries(this.pages.items, this.combobox.filter);
  }

  /** The next page, with "show more" active until it comes (then its first row); true when one is coming. */
  private loadMore(): boolean {
    const rows = this.visibleRows().length;
    if (!this.pages.loadMore()) return this.pages.loading;
    this.visibleBeforeMore = rows;
    this.combobox.activate('more');
    return true;
  }

  /**
   * Text typed in the input: it filters the list, which opens (`open`: false for what was typed before the picker
   * was here, when the input has lost focus since).
   */
  typed(text: string, open = true): void {
    this.combobox.input(text, open);
  }

  /** What typing does besides filtering: a choice is dropped, and a filter that leaves no row is said. */
  private onTyped(text: string): void {
    this.unresolved = false;
    this.pendingId = undefined;
    if (this.selected) this.setSelected(undefined, false);
    if (text.trim() && this.pages.items.length && !this.visibleRows().length) {
      this.options.announce(this.options.words.t('picker.no-match', { query: text.trim() }));
    }
  }

  render(view: PickerView): TemplateResult {
    const t: Translate = (key, params) => this.options.words.t(key as WorksiteKey, params);
    const rows = this.visibleRows();
    const { showMore, combobox } = this;
    const hint = this.unresolved && this.selected
      ? t('picker.unknown.hint', { id: this.selected.id, count: this.options.words.number(this.pages.items.length) })
      : t('field.beneficiary.hint');
    const expanded = combobox.open && (rows.length > 0 || showMore);
    return renderCombobox({
      field: { id: this.inputId, label: view.label, required: true, requiredText: view.requiredText, hint, errors: view.errors },
      idPrefix: this.options.idPrefix,
      active: combobox.active,
      expanded,
      text: combobox.text,
      options: renderOptions({
        rows,
        optionId: (key) => this.optionId(key),
        active: combobox.active,
        selectedId: this.selected?.id,
        showMore,
        loading: this.pages.loading,
        t,
        onChoose: (b) => combobox.pick(b.id),
        onMore: () => this.loadMore(),
      }),
      notes: renderPickerNotes(this.pages, { filter: combobox.filter, visible: rows.length, t, describeError: (error) => this.options.words.describe(error) }),
      t,
      onInput: combobox.onInput,
      onKeydown: combobox.onKeydown,
      onClick: combobox.onClick,
      onFocusOut: combobox.onFocusOut,
    });
  }
}
