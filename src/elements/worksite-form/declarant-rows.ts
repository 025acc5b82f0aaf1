/**
 * The declarant rows of `<worksite-form>` added and removed: the draft changes, a removed row's messages go and the
 * rows below keep theirs, the change is announced, and focus goes to the new row, to the row that took the removed
 * one's place, or to the "add" button.
 */
import { addFieldError, type FieldErrors } from '../../api/errors.js';
import type { FormErrors } from '../../ui/form-errors.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { DraftState } from './draft-state.js';
import { movedRowKey } from './worksite-draft.js';
import type { WorksiteKey } from './worksite-form.messages.js';

export interface DeclarantRowsOptions {
  drafts: DraftState;
  /** The messages shown, once their code is here (none before). */
  errors(): FormErrors | undefined;
  /** The controls' ids. */
  ids: Pick<FormErrors, 'id'>;
  /** Focus on the control `id` once the change is rendered. */
  focus(id: string): void;
  announcer: LiveAnnouncer;
  words: Words<WorksiteKey>;
}

export class DeclarantRows {
  constructor(private readonly options: DeclarantRowsOptions) {}

  add(): void {
    const { drafts, ids, focus, announcer, words } = this.options;
    const index = drafts.addRow();
    if (index === undefined) return;
    announcer.say(words.t('fiscal.added', { n: index + 1 }));
    focus(ids.id(`fiscal_informations.${index}.firstname`));
  }

  /** By the row's key, so a second click on a stale button removes nothing more. */
  remove(key: number): void {
    const { drafts, ids, focus, announcer, words } = this.options;
    const index = drafts.removeRow(key);
    if (index === undefined) return;
    const errors = this.options.errors();
    if (errors) {
      const moved: FieldErrors = {};
      for (const [errorKey, messages] of Object.entries(errors.all)) {
        const to = movedRowKey(errorKey, index);
        if (to !== undefined) for (const message of messages) addFieldError(moved, to, message);
      }
      errors.show(moved, false);
    }
    announcer.say(words.t('fiscal.removed', { n: index + 1 }));
    const rows = drafts.draft.fiscal_informations.length;
    focus(ids.id(index < rows ? `fiscal_informations.${index}.firstname` : 'add-row'));
  }
}
