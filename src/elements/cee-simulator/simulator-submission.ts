/**
 * One submission at a time: client-side validation with the generated zod schema, the calculation(s)
 * through @lit/task (its signal cancels a stale one), and what came of it: the result, messages placed by
 * dotted key, or a failure to retry. A second click or Enter while a calculation is in flight, or while its
 * code is being fetched, sends nothing.
 *
 * This is the state the element renders, and what it takes to get the code: the calculation itself
 * (`simulator-calculation.ts`: checks, calls, what came of them, the result) comes in a chunk of its own.
 * `prepare()` fetches it when the visitor reaches into the widget; a submission waits for it when it is not here.
 */
import { nothing, type LitElement, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Task } from '@lit/task';
import { errorDetailOf, type FieldErrors } from '../../api/errors.js';
import { LazyChunk } from '../../ui/lazy-chunk.js';
import type { FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';
import { ownValue } from '../../inputs/records.js';
import type { CeeErrorDetail } from './cee-simulator.events.js';
import type { Connection } from '../../api/connection.js';
import type { LoadedInputs } from './simulator-calls.js';
import type { SimulationOutcome, SubmissionPlan } from './simulator-calculation.js';
import type { ResultHost, SimulationResults } from './simulator-result.js';

export type Calculation = typeof import('./simulator-calculation.js');
export type CalculationLoader = () => Promise<Calculation>;

/** What a submission is made of, read from the form when it is sent. */
export interface SubmissionInput {
  inputs: LoadedInputs;
  fields: readonly FormField[];
  raw: RawValues;
  eurosMwHCumac?: number;
}

export interface SubmissionOptions {
  /** The element's calls of a kind, on the configuration in effect (`WidgetElement.callsOn`). */
  calls<T>(make: (connection: Connection) => T): T;
  /** Fetches the calculation code. */
  load: CalculationLoader;
  /** Words and figures in the element's language. */
  words: ResultHost;
  /** Writes the polite live region. */
  announce(text: string): void;
  /** Fires an event once the next render is done. */
  fire(type: string, detail: unknown): void;
  summaryId: string;
}

/** `cee-error` detail of any failure (aborts are ours, not failures). */
export function errorDetail(error: unknown): CeeErrorDetail {
  return { error: errorDetailOf(error) };
}

export class SimulatorSubmission {
  /** A calculation is in flight, or its code is on its way: the in-flight guard, and the busy button. */
  sending = false;
  results?: SimulationResults;
  /** A failure worth showing with its panel (5xx, network, timeout, unreadable answer...). */
  failure?: unknown;
  fieldErrors: FieldErrors = {};
  orphanErrors: string[] = [];
  /** What to focus after the next render: a dotted key, or the summary id. */
  focus?: string;
  /** The fields of the last submission: where its messages go. */
  fields: readonly FormField[] = [];
  /** The calculation's task, made by the calculation's code with the first submission. */
  task?: Task<[SubmissionPlan], SimulationOutcome>;
  private readonly code: LazyChunk<Calculation>;
  /** Bumped by cancel(): a submission waiting for the code is dropped when it arrives. */
  private generation = 0;

  constructor(
    readonly host: ReactiveControllerHost,
    readonly options: SubmissionOptions,
  ) {
    this.code = new LazyChunk(options.load, 'The calculation code');
  }

  /** Fetches the calculation code once (again after a failure); the visitor's first gesture calls it. */
  prepare(): Promise<Calculation> {
    return this.code.load();
  }

  /**
   * Submits what `read` gives (nothing when the form is not there). When the code has to come first, `read` is
   * called again once it is here: what the person typed meanwhile is what gets checked and sent.
   */
  submit(read: () => SubmissionInput | undefined): void {
    if (this.sending) return;
    const input = read();
    if (!input) return;
    this.failure = undefined;
    this.results = undefined;
    if (this.code.value) this.code.value.submit(this, input);
    else this.waitForCode(() => this.submit(read));
  }

  /** The result region, once there is a result (its code came with the calculation). */
  renderResults(titleId: string): TemplateResult | typeof nothing {
    const { results } = this;
    const calculation = this.code.value;
    if (!results || !calculation) return nothing;
    calculation.adoptResultStyles(this.host as LitElement);
    return calculation.renderResults(this.options.words, results, titleId);
  }

  /** Stops the calculation in flight, if any, and forgets a submission waiting for its code; what is shown stays. */
  cancel(): void {
    this.generation++;
    this.task?.abort();
    this.sending = false;
  }

  /** Another operation, context or aid: whatever was being calculated is stale, and so is what it said. */
  reset(): void {
    this.cancel();
    this.results = undefined;
    this.failure = undefined;
    this.fieldErrors = {};
    this.orphanErrors = [];
  }

  /** The person changed a field: its message has served. */
  edited(key: string): void {
    if (!ownValue(this.fieldErrors, key)) return;
    const { [key]: _served, ...others } = this.fieldErrors;
    this.fieldErrors = others;
  }

  /** The button is busy while the code comes; then the submission goes on, unless it was cancelled meanwhile. */
  private waitForCode(then: () => void): void {
    const generation = this.generation;
    // The button is busy, the live region silent: a calculation or messages to fix, it says once the values are checked.
    this.sending = true;
    this.host.requestUpdate();
    this.prepare().then(
      () => {
        if (generation !== this.generation) return;
        this.sending = false;
        then();
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.sending = false;
        this.failure = error;
        this.options.fire('cee-error', errorDetail(error));
        this.options.announce('');
        this.host.requestUpdate();
      },
    );
  }
}
