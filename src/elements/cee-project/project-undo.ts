/**
 * Putting back a work removed by mistake (docs/contract.md §5): « Travaux retirés du projet : … » and its
 * « Annuler », which puts the work back where it was, with what was typed for it. In the picker's chunk
 * (`project-adding.ts`), which the visitor's first gesture fetches: a project's first view never holds it.
 */
import { css, html, type LitElement, type TemplateResult } from 'lit';
import { adoptStyles } from '../../ui/adopted-styles.js';
import { workKey, type KeptValues } from './project-form.js';
import type { FunnelSteps } from '../../ui/funnel/funnel-controller.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import type { ProjectValues } from './project-form.js';
import type { ProjectWorks } from './project-works.js';

/** A work removed, where it was and what was typed for it. */
export interface Removed {
  code: string;
  title: string;
  index: number;
  kept: KeptValues;
}

/** On one line when it fits. */
const undoStyles = css`
  .removed-work {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) / 2) var(--_space);
    margin-block: 0 var(--_space);
  }
`;

/** What the undo (and adding a work, `AddingOptions`) reads of the element. */
export interface UndoOptions {
  words: Words<ProjectKey>;
  announcer: LiveAnnouncer;
  works: ProjectWorks;
  /** The element's id prefix: the picker's ids and the works' headings are made from it. */
  idBase: string;
  funnel: FunnelSteps;
  /** The values typed: a work put back gets its own again. */
  values: ProjectValues;
}

export class ProjectUndo {
  /** The last work removed, until it is put back, added again, another goes or the answers are cleared. */
  private removed?: Removed;

  constructor(
    private readonly host: LitElement,
    private readonly o: UndoOptions,
  ) {
    adoptStyles(host.renderRoot, undoStyles);
  }

  /** Offers to put `removed` back (in place of any work removed before it). */
  offer(removed: Removed): void {
    this.removed = removed;
    this.host.requestUpdate();
  }

  /** The last work removed, while it can be put back as it was: not added again since, its answers not cleared. */
  private get puttable(): Removed | undefined {
    const { removed, o } = this;
    return removed && removed.kept.cleared === o.values.cleared && !o.works.list.some((work) => work.code === removed.code) ? removed : undefined;
  }

  render(): TemplateResult | undefined {
    const removed = this.puttable;
    const { words } = this.o;
    if (!removed) return undefined;
    return html`<p part="removed-work" class="removed-work">
      ${words.t('project.removed', { work: removed.title })}
      <button type="button" part="undo-remove" class="secondary" aria-label=${words.t('project.undoWork', { work: removed.title })} @click=${this.undo}>
        ${words.t('project.undo')}
      </button>
    </p>`;
  }

  /** Puts the last work removed back where it was, with what was typed for it; focus on its title. */
  private readonly undo = (): void => {
    const removed = this.puttable;
    const { works, words, values } = this.o;
    this.removed = undefined;
    if (!removed) return;
    // Given its values before it draws (the element updates after this task).
    const work = works.add(removed.code, true, removed.index);
    const { own, typed } = removed.kept;
    if (own) values.own.set(work.id, { ...own });
    for (const key of typed) values.typed.add(workKey(work, key));
    this.o.funnel.step('works', { works: works.codes });
    this.o.announcer.say(words.t('project.putBack', { work: removed.title }));
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>(`#${this.o.idBase}-w${work.id}-title`)?.focus());
  };
}
