/**
 * The beneficiary picker: the ARIA 1.2 combobox pattern (an input with list autocomplete and a listbox popup)
 * over the pages loaded so far. Typing filters the loaded rows; moving down past the last row, or choosing
 * "show more", loads the next page. Focus stays in the input; the active option is `aria-activedescendant`.
 */
import type { ReactiveController, TemplateResult } from 'lit';
import type { BeneficiaryPage } from '../../api/partner.js';
import type { Beneficiary } from '../../api/partner-schemas.js';
import type { Translate } from '../../i18n/translate.js';
import type { Words } from '../../ui/localize.js';
import type { WorksiteKey } from './worksite-form.messages.js';
import { beneficiaryLabel, matchingBeneficiaries, renderOptions, renderPickerNotes } from './beneficiary-list.js';
import { comboboxIds, renderCombobox, type OptionKey } from './combobox.js';
import { BeneficiaryPages, type BeneficiaryPagesHost, type PagesQuery } from './beneficiary-pages.js';

/** How many pages a preselected `beneficiary-id` is looked for in before its bare id is shown. */
const PRESELECT_MAX_PAGES = 10;

export interface SelectedBeneficiary {
  id: number;
  label: string;
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
  onChange: (selected: SelectedBeneficiary | undefined) => void;
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
  private open = false;
  private text = '';
  private filter = '';
  private active?: OptionKey;
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
  }

  get inputId(): string {
    return this.options.inputId;
  }

  private optionId(key: OptionKey): string {
    return comboboxIds(this.options.idPrefix).optionId(key);
  }

  /** True when text is typed but no beneficiary is chosen from the list. */
  get typedWithoutChoice(): boolean {
    return !this.selected && this.text.trim() !== '';
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
    this.open = false;
    this.active = undefined;
    this.visibleBeforeMore = undefined;
    const id = this.options.preselectId();
    // Typed filter text without a choice is kept: it may match the new list too.
    if (id !== undefined || dropped) this.preselect(id);
    if (dropped && this.selected?.id !== dropped.id) this.options.announce(this.options.words.t('picker.reset'));
  }

  hostUpdated(): void {
    if (!this.open || this.active === undefined) return;
    const option = this.host.renderRoot.querySelector(`#${this.optionId(this.active)}`);
    option?.scrollIntoView?.({ block: 'nearest' });
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
    this.text = '';
    this.filter = '';
    this.setSelected(undefined, false);
    this.host.requestUpdate();
  }

  focus(): void {
    (this.host.renderRoot.querySelector(`#${this.inputId}`) as HTMLElement | null)?.focus();
  }

  private setSelected(selected: SelectedBeneficiary | undefined, announce: boolean): void {
    this.selected = selected;
    if (selected) this.text = selected.label;
    this.options.onChange(selected);
    if (announce && selected) this.options.announce(this.options.words.t('picker.selected', { label: selected.label }));
  }

  private choose(b: Beneficiary, announce = true): void {
    this.pendingId = undefined;
    this.unresolved = false;
    this.filter = '';
    this.open = false;
    this.active = undefined;
    this.setSelected({ id: b.id, label: beneficiaryLabel(b, (key, params) => this.options.words.t(key as WorksiteKey, params)) }, announce);
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
      this.active = next ? next.id : this.pages.hasMore ? 'more' : rows.at(-1)?.id;
      this.visibleBeforeMore = undefined;
      this.options.announce(
        this.pages.total !== undefined
          ? this.options.words.t('picker.loaded', { count: this.options.words.number(this.pages.items.length), total: this.options.words.number(this.pages.total) })
          : this.options.words.t('picker.loaded.open', { count: this.options.words.number(this.pages.items.length) }),
      );
    }
  }

  private visibleRows(): Beneficiary[] {
    return matchingBeneficiaries(this.pages.items, this.filter);
  }

  private loadMore(rows: Beneficiary[]): void {
    if (this.pages.loadMore()) {
      this.visibleBeforeMore = rows.length;
      this.active = 'more';
    }
  }

  private onInput(event: Event): void {
    this.typed((event.target as HTMLInputElement).value);
  }

  /**
   * Text typed in the input: it filters the list, which opens (`open`: false for what was typed before the picker
   * was here, when the input has lost focus since).
   */
  typed(text: string, open = true): void {
    this.text = text;
    this.filter = this.text;
    this.open = open;
    this.active = undefined;
    this.unresolved = false;
    this.pendingId = undefined;
    if (this.selected) this.setSelected(undefined, false);
    if (this.pages.items.length && !this.visibleRows().length) {
      this.options.announce(this.options.words.t('picker.no-match', { query: this.text.trim() }));
    }
    this.host.requestUpdate();
  }

  private onKeydown(event: KeyboardEvent): void {
    const rows = this.visibleRows();
    const index = typeof this.active === 'number' ? rows.findIndex((b) => b.id === this.active) : -1;
    const handled = (): void => {
      event.preventDefault();
      this.host.requestUpdate();
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!this.open || event.altKey) {
          this.open = true;
          if (!event.altKey) this.active = rows[0]?.id ?? (this.pages.hasMore ? 'more' : undefined);
        } else if (this.active !== 'more' && index < rows.length - 1) this.active = rows[index + 1]!.id;
        else this.loadMore(rows);
        return handled();
      case 'ArrowUp':
        if (!this.open) this.open = true;
        if (this.active === 'more' || index < 0) this.active = rows.at(-1)?.id;
        else if (index > 0) this.active = rows[index - 1]!.id;
        return handled();
      case 'Home':
      case 'End':
        if (!this.open || !rows.length) return;
        this.active = event.key === 'Home' ? rows[0]!.id : rows.at(-1)!.id;
        return handled();
      case 'Enter': {
        if (!this.open) return;
        const row = rows[index];
        if (row) this.choose(row);
        else if (this.active === 'more') this.loadMore(rows);
        else this.open = false;
        return handled();
      }
      case 'Escape':
        if (this.open) this.open = false;
        else if (this.text) {
          this.text = '';
          this.filter = '';
          if (this.selected) this.setSelected(undefined, false);
        } else return;
        event.stopPropagation();
        return handled();
    }
  }

  private close(): void {
    if (!this.open) return;
    this.open = false;
    this.active = undefined;
    this.host.requestUpdate();
  }

  render(view: PickerView): TemplateResult {
    const t: Translate = (key, params) => this.options.words.t(key as WorksiteKey, params);
    const rows = this.visibleRows();
    const showMore = this.pages.hasMore || (this.pages.loading && this.pages.ready);
    const hint = this.unresolved && this.selected
      ? t('picker.unknown.hint', { id: this.selected.id, count: this.options.words.number(this.pages.items.length) })
      : t('field.beneficiary.hint');
    const expanded = this.open && (rows.length > 0 || showMore);
    return renderCombobox({
      field: { id: this.inputId, label: view.label, required: true, requiredText: view.requiredText, hint, errors: view.errors },
      idPrefix: this.options.idPrefix,
      active: this.active,
      expanded,
      text: this.text,
      options: renderOptions({
        rows,
        optionId: (key) => this.optionId(key),
        active: this.active,
        selectedId: this.selected?.id,
        showMore,
        loading: this.pages.loading,
        t,
        onChoose: (b) => this.choose(b),
        onMore: () => this.loadMore(rows),
      }),
      notes: renderPickerNotes(this.pages, { filter: this.filter, visible: rows.length, t, describeError: (error) => this.options.words.describe(error) }),
      t,
      onInput: (e) => this.onInput(e),
      onKeydown: (e) => this.onKeydown(e),
      onClick: () => ((this.open = !this.open), this.host.requestUpdate()),
      onFocusOut: (e) => this.onFocusOut(e),
    });
  }

  private onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && (event.currentTarget as HTMLElement).contains(next)) return;
    this.close();
  }
}
