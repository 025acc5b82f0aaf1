/**
 * The picker that adds a work to a project, as the simulator's `SimulatorInputs` holds its own: the catalogue (the
 * works' names and aids, read by the API core, which the picker's code is not needed for), the picker's code in a
 * chunk of its own with what adds a work (`project-adding.ts`, fetched beside it: a project given its works shows
 * "Ajouter des travaux" and the picker comes when the visitor reaches into the project or opens it; an empty project
 * shows it at once), its failure and retry, a work's removal, and focus.
 */
import { html, type LitElement, type ReactiveController, type TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { operationCalls, type Operation } from '../../api/operations.js';
import { LazyChunk } from '../../ui/lazy-chunk.js';
import type { SimulatorClient } from '../../ui/simulation/calls.js';
import { placeholder, renderFailure } from '../../ui/simulation/form.js';
import type { AddingOptions, ProjectAdding } from './project-adding.js';
import type { Work } from './project-works.js';

export type PickerCode = typeof import('../../ui/simulation/operation-picker.js');

export interface ProjectPickerOptions extends AddingOptions {
  load(): Promise<PickerCode>;
  /**
   * The element: its configuration (the catalogue is read only when it is valid), its calls, the project's context
   * and the aids it asks.
   */
  settings: AddingOptions['settings'] & { readonly config?: { readonly errors: readonly string[] }; readonly client: SimulatorClient };
  report(error: unknown): void;
}

export class ProjectPicker implements ReactiveController {
  /** The picker's code and what adds a work, fetched together. */
  private readonly code: LazyChunk<ProjectAdding>;
  /** The visitor opened the picker ("Ajouter des travaux"). */
  private open = false;
  private failure?: unknown;

  readonly catalogue: Task<readonly [boolean, SimulatorClient], Operation[]>;

  constructor(
    private readonly host: LitElement,
    private readonly o: ProjectPickerOptions,
  ) {
    this.code = new LazyChunk(
      () => Promise.all([o.load(), import('./project-adding.js')]).then(([picker, adding]) => new adding.ProjectAdding(host, o, picker.createPicker(host))),
      'Operation picker',
    );
    this.catalogue = new Task(host, {
      task: async ([wanted, client], { signal }) => (wanted ? operationCalls(client.connection).listOperations({ signal }) : []),
      args: () => [!o.settings.config?.errors.length, o.settings.client] as const,
      onComplete: (operations) => (o.works.catalogue = operations),
      onError: (error) => o.report(error),
    });
    this.code.prefetchOn(host, undefined, () => host.requestUpdate());
    host.addController(this);
  }

  /** The catalogue's codes, once read (undefined before, none when it could not be). */
  get codes(): ReadonlySet<string> | undefined {
    if (this.catalogue.status === TaskStatus.ERROR) return new Set();
    return this.catalogue.status === TaskStatus.COMPLETE ? new Set((this.catalogue.value ?? []).map((operation) => operation.code)) : undefined;
  }

  /** The picker is shown: opened by the visitor, or the project has no work yet. */
  get shown(): boolean {
    return this.open || !this.o.works.list.length;
  }

  hostUpdate(): void {
    // A project without a work shows the picker at once: its code is fetched now.
    if (this.shown && !this.code.value && !this.code.loading && this.failure === undefined) this.load();
  }

  /** Shows the picker and puts focus in it, once its code is here. */
  readonly openPicker = (): void => {
    this.open = true;
    this.load(true);
  };

  load(focus = false): void {
    this.failure = undefined;
    this.host.requestUpdate();
    this.code.load().then(
      async () => {
        this.host.requestUpdate();
        await this.host.updateComplete;
        if (focus) this.host.renderRoot.querySelector<HTMLElement>('[part~="operation-picker"]')?.focus();
      },
      (error: unknown) => ((this.failure = error), this.host.requestUpdate()),
    );
  }

  render(): TemplateResult {
    return html`${this.code.value?.undo.render()}${this.renderPicker()}`;
  }

  private renderPicker(): TemplateResult {
    const { words } = this.o;
    const adding = this.code.value;
    if (this.catalogue.status === TaskStatus.ERROR) return renderFailure(words, this.catalogue.error, () => void this.catalogue.run());
    if (!this.shown) {
      return html`<button type="button" part="add-work-button" class="secondary add-work-button" @click=${this.openPicker}>
        <span aria-hidden="true">+</span> ${words.t('project.add')}
      </button>`;
    }
    if (this.failure !== undefined) return renderFailure(words, this.failure, () => this.load(true));
    if (!adding) {
      return html`<div class="chooser" aria-busy="true"><span class="visually-hidden">${words.t('project.catalogueLoading')}</span>${placeholder}</div>`;
    }
    return adding.render(this.catalogue.status === TaskStatus.COMPLETE ? (this.catalogue.value ?? []) : undefined);
  }

  /**
   * Removes a work with its answers; focus goes to the work now in its place, or to the picker when none is left.
   * What was typed for it is kept, and « Annuler » offered (`project-undo.ts`, in the picker's chunk).
   */
  remove(work: Work): void {
    const { works, words } = this.o;
    const list = works.list;
    const index = list.indexOf(work);
    const next = list[index + 1] ?? list[index - 1];
    const title = works.titleOf(work);
    works.remove(work);
    const removed = { code: work.code, title, index, kept: this.o.values.forget(work) };
    this.o.funnel.step('works', { works: works.codes });
    this.o.announcer.say(words.t('project.removed', { work: title }));
    // The undo comes with the picker's code, which the visitor's first gesture fetched; without it, nothing is offered.
    this.code.load().then((adding) => adding.undo.offer(removed), () => undefined);
    if (!next) return this.load(true);
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>(`#${this.o.idBase}-w${next.id}-title`)?.focus());
  }

  hostUpdated(): void {
    this.code.value?.updated();
  }

  /** Enter in the picker chooses an option (the picker's chunk says how), never sends the project's form. */
  get keepEnter(): ((event: KeyboardEvent) => void) | undefined {
    return this.code.value?.keepEnter;
  }
}
