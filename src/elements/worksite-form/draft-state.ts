/**
 * What a person typed in `<worksite-form>`, as a controller: each edit, declarant rows added and removed, and the
 * `persist` copy in sessionStorage written after each render that follows an edit by the visitor (never for merely
 * viewing the form, nor for what the page or a chosen beneficiary's record filled in: a draft holds only what was
 * typed, and lives 24 hours from its last edit).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LIMITS } from '../../api/schemas.js';
import { clearDraft, loadDraft, saveDraft } from './draft-storage.js';
import { emptyDraft, emptyFiscalRow, TEXT_KEYS, withValues, type FiscalKey, type TextKey, type WorksiteDraft } from './worksite-draft.js';

export interface DraftStateOptions {
  /** Where the draft is kept, or undefined without `persist`. */
  storageKey: () => string | undefined;
  /** A field was edited by the person (its error is stale). */
  edited: (key: string) => void;
}

export class DraftState implements ReactiveController {
  draft: WorksiteDraft = emptyDraft();
  private unsaved = false;
  /** The text fields the visitor typed in (or typed before a reload): the only ones a draft keeps. */
  private typed = new Set<TextKey>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: DraftStateOptions,
  ) {
    host.addController(this);
  }

  /** Defaults, then the host's `values`, then the address fields stored before a reload. */
  start(values: Record<string, unknown> | undefined, restore: boolean): void {
    const key = restore ? this.options.storageKey() : undefined;
    const restored = key ? loadDraft(key) : {};
    this.typed = new Set(Object.keys(restored.values ?? {}) as TextKey[]);
    this.replace(withValues(withValues(emptyDraft(), values), restored.values), false);
  }

  /** The host's `values` set later, over what is typed. */
  apply(values: Record<string, unknown>): void {
    this.replace(withValues(this.draft, values), false);
  }

  /** The visitor changed `key`: typed, so kept by the draft. */
  set<K extends keyof WorksiteDraft>(key: K, value: WorksiteDraft[K]): void {
    if ((TEXT_KEYS as readonly string[]).includes(key)) this.typed.add(key as TextKey);
    this.replace({ ...this.draft, [key]: value });
    this.options.edited(key);
  }

  /** `key` filled for the visitor (a chosen beneficiary's address): shown and sent, never kept by the draft. */
  fill(key: TextKey, value: string): void {
    this.typed.delete(key);
    this.replace({ ...this.draft, [key]: value }, false);
    this.options.edited(key);
  }

  setRow(index: number, field: FiscalKey, value: string): void {
    const rows = this.draft.fiscal_informations.map((row, i) => (i === index ? { ...row, [field]: value } : row));
    this.replace({ ...this.draft, fiscal_informations: rows });
    this.options.edited(`fiscal_informations.${index}.${field}`);
  }

  /** Adds an empty declarant row; answers its index, or undefined at the limit. */
  addRow(): number | undefined {
    const rows = this.draft.fiscal_informations;
    if (rows.length >= LIMITS.fiscalInformationRows) return undefined;
    this.replace({ ...this.draft, fiscal_informations: [...rows, emptyFiscalRow()] });
    return rows.length;
  }

  /** Removes the row with this key; answers its index, or undefined when it is already gone (a second click). */
  removeRow(key: number): number | undefined {
    const rows = this.draft.fiscal_informations;
    const index = rows.findIndex((row) => row.key === key);
    if (index < 0) return undefined;
    this.replace({ ...this.draft, fiscal_informations: rows.filter((_, i) => i !== index) });
    return index;
  }

  hostUpdated(): void {
    const key = this.options.storageKey();
    if (!this.unsaved || !key) return;
    this.unsaved = false;
    saveDraft(key, this.draft, this.typed);
  }

  /** The stored copy is no longer needed (the worksite was created). */
  forget(): void {
    const key = this.options.storageKey();
    this.unsaved = false;
    this.typed.clear();
    if (key) clearDraft(key);
  }

  /** `edit`: the person changed it, so it is saved (a prefill or a restored draft is not). */
  private replace(draft: WorksiteDraft, edit = true): void {
    this.draft = draft;
    if (edit) this.unsaved = true;
    this.host.requestUpdate();
  }
}
