/**
 * One submission at a time: client-side validation with the generated zod schema, the calculation(s)
 * through @lit/task (its signal cancels a stale one), and what came of it: the result, messages placed by
 * dotted key, or a failure to retry. A second click or Enter while a calculation is in flight, or while its
 * code is being fetched, sends nothing.
 *
 * The calculation code (`simulator-calculation.ts`) comes in a chunk of its own: `prepare()` fetches it when the
 * visitor reaches into the widget, and a submission waits for it when it is not here yet.
 */
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { Task } from '@lit/task';
import { ApiError, errorDetailOf, isAbortError, type FieldErrors } from '../../api/errors.js';
import type { Lang } from '../../api/validation.js';
import type { FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';
import { ownValue } from '../../inputs/records.js';
import type { CeeErrorDetail, CeeResultDetail } from './cee-simulator.events.js';
import type { LoadedInputs, SimulatorClient } from './simulator-calls.js';
import type { SimulationOutcome, SubmissionPlan } from './simulator-calculation.js';
import { placeErrors } from './simulator-form.js';
import type { ResultHost, SimulationResults } from './simulator-result.js';

export type Calculation = typeof import('./simulator-calculation.js');
export type CalculationLoader = () => Promise<Calculation>;

export interface SubmissionOptions {
  client(): SimulatorClient;
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
  private fields: readonly FormField[] = [];
  private calculation?: Calculation;
  private loading?: Promise<Calculation>;
  /** Bumped by cancel(): a submission waiting for the code is dropped when it arrives. */
  private generation = 0;
  private readonly task: Task<[SubmissionPlan], SimulationOutcome>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: SubmissionOptions,
  ) {
    this.task = new Task<[SubmissionPlan], SimulationOutcome>(host, {
      autoRun: false,
      task: ([plan], { signal }) => this.calculation!.runSubmission(options.client(), plan, signal),
      onComplete: (outcome) => this.succeeded(outcome),
      onError: (error) => this.failed(error),
    });
  }

  /** Fetches the calculation code once (again after a failure); the visitor's first gesture calls it. */
  prepare(): Promise<Calculation> {
    if (this.calculation) return Promise.resolve(this.calculation);
    this.loading ??= this.options.load().then(
      (module) => (this.calculation = module),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  submit(inputs: LoadedInputs, fields: readonly FormField[], raw: RawValues, eurosMwHCumac: number | undefined): void {
    if (this.sending) return;
    const { words } = this.options;
    this.failure = undefined;
    this.results = undefined;
    const calculation = this.calculation;
    if (!calculation) return this.waitForCode(() => this.submit(inputs, fields, raw, eurosMwHCumac));
    this.fields = fields;
    const checked = calculation.planSubmission(inputs, fields, raw, eurosMwHCumac, words.locale as Lang);
    if (!checked.ok) {
      this.place(checked.fieldErrors);
      const count = Object.values(checked.fieldErrors).flat().length;
      this.options.announce(words.t(count === 1 ? 'sim.fixErrors.one' : 'sim.fixErrors.other', { count }));
      return this.host.requestUpdate();
    }
    this.fieldErrors = {};
    this.orphanErrors = [];
    this.sending = true;
    this.options.announce(words.t('sim.submitting'));
    void this.task.run([checked.plan]);
  }

  /** The result region, once there is a result (its code came with the calculation). */
  renderResults(titleId: string): TemplateResult | typeof nothing {
    return this.results && this.calculation ? this.calculation.renderResults(this.options.words, this.results, titleId) : nothing;
  }

  /** Stops the calculation in flight, if any, and forgets a submission waiting for its code; what is shown stays. */
  cancel(): void {
    this.generation++;
    this.task.abort();
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
    // Busy, but silent: whether it is a calculation or messages to fix is said once the code has checked the values.
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
        // Our code, not the service: a network failure all the same, with a retry that fetches it again.
        this.failure = new ApiError('network', 'The calculation code could not be loaded.', { cause: error });
        this.options.announce('');
        this.host.requestUpdate();
      },
    );
  }

  private place(errors: FieldErrors): void {
    const placed = placeErrors((key, params) => this.options.words.t(key, params), this.fields, errors, this.options.summaryId);
    this.fieldErrors = placed.fieldErrors;
    this.orphanErrors = placed.orphanErrors;
    this.focus = placed.focus;
  }

  private succeeded(outcome: SimulationOutcome): void {
    this.sending = false;
    this.results = outcome.aid === 'both' ? outcome.result : outcome.aid === 'cee' ? { cee: outcome.result } : { mpr: outcome.result };
    this.options.announce(this.calculation!.announceResults(this.options.words, this.results));
    this.options.fire('cee-result', outcome satisfies CeeResultDetail);
  }

  private failed(error: unknown): void {
    // An abort comes from reset(), which already put everything back.
    if (isAbortError(error)) return;
    this.sending = false;
    this.options.fire('cee-error', errorDetail(error));
    const fieldErrors = error instanceof ApiError && error.kind === 'validation' ? error.fieldErrors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length) {
      this.place(fieldErrors);
      this.options.announce(this.options.words.t('sim.rejected'));
    } else {
      this.failure = error;
      this.options.announce('');
    }
  }
}
