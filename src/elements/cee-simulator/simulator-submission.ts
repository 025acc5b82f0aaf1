/**
 * One submission at a time: client-side validation with the generated zod schema, the calculation(s)
 * through @lit/task (its signal cancels a stale one), and what came of it: the result, messages placed by
 * dotted key, or a failure to retry. A second click or Enter while a calculation is in flight sends nothing.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task } from '@lit/task';
import { ApiError, errorDetailOf, isAbortError, type FieldErrors } from '../../api/errors.js';
import { validate, type Lang } from '../../api/validation.js';
import type { FormField } from '../../inputs/form-model.js';
import { formSchema, readFormInput, type RawValues } from '../../inputs/form-schema.js';
import { buildPayload } from '../../inputs/payload.js';
import { ownValue } from '../../inputs/records.js';
import type { CeeErrorDetail, CeeResultDetail } from './cee-simulator.events.js';
import {
  runSubmission,
  type LoadedInputs,
  type SimulatorClient,
  type SimulationOutcome,
  type SubmissionPlan,
} from './simulator-calls.js';
import { placeErrors } from './simulator-form.js';
import { announceResults, type ResultHost, type SimulationResults } from './simulator-result.js';

export interface SubmissionOptions {
  client(): SimulatorClient;
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
  /** A calculation is in flight: the in-flight guard, and the busy button. */
  sending = false;
  results?: SimulationResults;
  /** A failure worth showing with its panel (5xx, network, timeout, unreadable answer...). */
  failure?: unknown;
  fieldErrors: FieldErrors = {};
  orphanErrors: string[] = [];
  /** What to focus after the next render: a dotted key, or the summary id. */
  focus?: string;
  private fields: readonly FormField[] = [];
  private readonly task: Task<[SubmissionPlan], SimulationOutcome>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: SubmissionOptions,
  ) {
    this.task = new Task<[SubmissionPlan], SimulationOutcome>(host, {
      autoRun: false,
      task: ([plan], { signal }) => runSubmission(options.client(), plan, signal),
      onComplete: (outcome) => this.succeeded(outcome),
      onError: (error) => this.failed(error),
    });
  }

  submit(inputs: LoadedInputs, fields: readonly FormField[], raw: RawValues, eurosMwHCumac: number | undefined): void {
    if (this.sending) return;
    const { words } = this.options;
    this.fields = fields;
    this.failure = undefined;
    this.results = undefined;
    const checked = validate(formSchema(fields), readFormInput(fields, raw), words.locale as Lang);
    if (!checked.ok) {
      this.place(checked.fieldErrors);
      const count = Object.values(checked.fieldErrors).flat().length;
      this.options.announce(words.t(count === 1 ? 'sim.fixErrors.one' : 'sim.fixErrors.other', { count }));
      return this.host.requestUpdate();
    }
    this.fieldErrors = {};
    this.orphanErrors = [];
    const target = { fostCode: inputs.code, context: inputs.context, eurosMwHCumac };
    const plan: SubmissionPlan = { aid: inputs.aid };
    if (inputs.aid !== 'mpr') plan.cee = buildPayload('cee', fields, checked.data, target);
    if (inputs.aid !== 'cee' && !inputs.mprUnavailable) plan.mpr = buildPayload('mpr', fields, checked.data, target);
    this.sending = true;
    this.options.announce(words.t('sim.submitting'));
    void this.task.run([plan]);
  }

  /** Stops the calculation in flight, if any; what is shown stays. */
  cancel(): void {
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

  private place(errors: FieldErrors): void {
    const placed = placeErrors((key, params) => this.options.words.t(key, params), this.fields, errors, this.options.summaryId);
    this.fieldErrors = placed.fieldErrors;
    this.orphanErrors = placed.orphanErrors;
    this.focus = placed.focus;
  }

  private succeeded(outcome: SimulationOutcome): void {
    this.sending = false;
    this.results = outcome.aid === 'both' ? outcome.result : outcome.aid === 'cee' ? { cee: outcome.result } : { mpr: outcome.result };
    this.options.announce(announceResults(this.options.words, this.results));
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
