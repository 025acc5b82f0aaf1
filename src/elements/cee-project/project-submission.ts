/**
 * The project's calculation, as the simulator's `SimulatorSubmission` holds its own: the calculation's code in a
 * chunk of its own (fetched on the visitor's first gesture, waited for by "Calculer" with the button busy, a wait
 * dropped when the element leaves the page, a failure told with its retry), the controllers it brings, and the
 * choices a restored project carries until they are here. What a calculation sends is built by that code too.
 */
import { nothing, type LitElement, type TemplateResult } from 'lit';
import type { Estimate } from '../../api/estimate.js';
import { GestureCode } from '../../ui/gesture-code.js';
import { renderFailure } from '../../ui/simulation/form.js';
import type { ProjectCalculating, ProjectCalculationOptions } from './project-calculation.js';
import type { ProjectSource } from './project-source.js';

export type CalculationCode = typeof import('./project-calculation.js');

/** What the element gives of its project; the calculation's own part (its choices, "Calculer", reset) is added here. */
export type ElementSource = Omit<ProjectSource, 'keep' | 'setKeep' | 'calculate' | 'reset'>;

export interface ProjectSubmissionOptions extends Omit<ProjectCalculationOptions, 'source'> {
  load(): Promise<CalculationCode>;
  source: ElementSource;
  /** `cee-error` for a code that could not be fetched. */
  report(error: unknown): void;
}

export class ProjectSubmission {
  private readonly code: GestureCode<CalculationCode>;
  private calculation?: ProjectCalculating;
  /** A restored project's choices, until the calculation's code is here. */
  private pendingKeep?: Readonly<Record<string, string>>;
  /** The project as the code a gesture brings reads it (the calculation, keeping). */
  readonly source: ProjectSource;

  constructor(
    private readonly host: LitElement,
    private readonly o: ProjectSubmissionOptions,
  ) {
    this.source = { ...o.source, keep: () => this.keep, setKeep: (keep) => this.setKeep(keep), calculate: () => this.submit(), reset: () => this.reset() };
    this.code = new GestureCode(host, o.load, 'Calculation code', { failed: (error) => o.report(error) });
    // The visitor reaches into the project: the calculation's code is fetched now, so "Calculer" finds it here.
    this.code.prefetchOn(host, undefined, (module) => this.calculating(module));
  }

  /** The calculation's controllers, once its code is here. */
  get now(): ProjectCalculating | undefined {
    return this.calculation;
  }

  get estimate(): Estimate | undefined {
    return this.calculation?.estimate;
  }

  /** A calculation is in flight, or "Calculer" waits for its code. */
  get sending(): boolean {
    return this.code.busy || Boolean(this.calculation?.sending);
  }

  get keep(): Readonly<Record<string, string>> {
    return this.calculation?.keep ?? this.pendingKeep ?? {};
  }

  setKeep(keep: Readonly<Record<string, string>>): void {
    if (this.calculation) this.calculation.restoreKeep(keep);
    else this.pendingKeep = keep;
  }

  /** Forgets the answer and the choices ("Effacer mes réponses"). */
  reset(): void {
    this.calculation?.reset();
    this.pendingKeep = undefined;
  }

  /** A value changed: the answer shown is outdated. */
  stale(): void {
    this.calculation?.stale();
  }

  /** Checks and sends every work's calculations; waits for the code when it is not here (the button busy). */
  submit(): void {
    const { words, announcer } = this.o;
    const { source } = this;
    if (this.sending) return;
    if (!source.works.list.length) {
      announcer.say(words.t('project.needWork'));
      this.host.renderRoot.querySelector<HTMLElement>('[part~="operation-picker"], [part~="add-work-button"]')?.focus();
      return;
    }
    if (!this.code.value) announcer.say(words.t('project.calculating'));
    this.code.run((module) => this.calculating(module).submit(module.submissionOf(source)));
  }

  /** The code's failure, with its retry (the same press again). */
  renderFailure(): TemplateResult | typeof nothing {
    return this.code.failure === undefined ? nothing : renderFailure(this.o.words, this.code.failure, () => this.submit());
  }

  private calculating(module: CalculationCode): ProjectCalculating {
    this.calculation ??= module.createProjectCalculation(this.host, { ...this.o, source: this.source });
    if (this.pendingKeep) this.calculation.restoreKeep(this.pendingKeep);
    this.pendingKeep = undefined;
    this.host.requestUpdate();
    return this.calculation;
  }
}
