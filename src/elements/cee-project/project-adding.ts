/**
 * Adding a work with the operation picker: the chooser (the catalogue's operations the project may add), the work
 * added and said, focus on its first question once it shows; and putting back a work removed (`project-undo.ts`).
 * Only the chooser and the undo need it, and the chooser needs the picker's code: this module is fetched with that
 * code, at the same time (`project-picker.ts`), never in the first view of a project given its works.
 */
import type { LitElement, TemplateResult } from 'lit';
import type { Operation } from '../../api/operations.js';
import { offersAid, operationsFor } from '../../api/schemas.js';
import type { Aid, Context } from '../../api/schemas.js';
import type { OperationPicker } from '../../ui/simulation/operation-picker.js';
import type { Work } from './project-works.js';
import { ProjectUndo, type UndoOptions } from './project-undo.js';
import { addingMessages } from './project-adding.messages.js';

/** What adding a work reads of the element (`ProjectPickerOptions` holds it all): what the undo reads, and the project's context and the aids it asks. */
export interface AddingOptions extends UndoOptions {
  settings: { readonly projectContext: Context; readonly projectAid: Aid };
}

export class ProjectAdding {
  /** A work whose first field takes focus once its questions are here. */
  private focusWork?: Work;
  /** « Annuler » for the last work removed. */
  readonly undo: ProjectUndo;

  constructor(
    private readonly host: LitElement,
    private readonly o: AddingOptions,
    private readonly picker: OperationPicker,
  ) {
    o.words.adopt(addingMessages);
    this.undo = new ProjectUndo(host, o);
  }

  /** The chooser; `operations` the catalogue's (undefined while it loads). */
  render(operations: readonly Operation[] | undefined): TemplateResult {
    const { words, works } = this.o;
    const present = new Set(works.codes);
    const { projectAid: aid, projectContext: context } = this.o.settings;
    return this.picker.renderChooser(words, {
      idBase: `${this.o.idBase}-add`,
      // This context's operations, not yet in the project, with an aid asked.
      operations: operations && operationsFor(operations, context).filter((operation) => !present.has(operation.code) && offersAid(operation, aid)),
      picked: '',
      context,
      onPick: (code) => this.add(code),
      onContext: () => undefined,
      announce: (text) => this.o.announcer.say(text),
      withdraw: (text) => this.o.announcer.withdraw(text),
      label: words.t('project.add'),
      hint: words.t('project.addHint'),
      optional: true,
    });
  }

  /** Enter in the picker chooses an option; it never sends the project's form. */
  readonly keepEnter = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && (event.target as Element | null)?.localName === 'input') event.preventDefault();
  };

  private add(code: string): void {
    const { works, words } = this.o;
    const work = works.add(code);
    this.o.funnel.step('works', { works: works.codes });
    this.focusWork = work;
    this.o.announcer.say(words.t('project.added', { work: works.titleOf(work) }));
  }

  /** After an update: the work added takes focus on its first question once it shows (its title when it has none). */
  updated(): void {
    const work = this.focusWork;
    if (!work || !this.o.works.loaded(work)) return;
    this.focusWork = undefined;
    const root = this.host.renderRoot;
    const first = root.querySelector<HTMLElement>(`[data-work="${work.id}"] :is(input, select):not([type="hidden"])`);
    (first ?? root.querySelector<HTMLElement>(`#${this.o.idBase}-w${work.id}-title`))?.focus();
  }
}
