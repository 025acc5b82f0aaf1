/**
 * The simulator's submissions: the values checked by the form's schema, then the calculation(s) through the
 * shared submission controller (in-flight guard, @lit/task with abort, outcome, events), the messages placed by
 * the shared error controller. The calculation's code (`simulator-calculation.ts`: checks, calls, result) comes
 * in a chunk of its own: `prepare()` fetches it when the visitor reaches into the widget, and a submission
 * waits for it when it is not here through the elements' one `GestureCode` (the button busy meanwhile, so a second
 * click sends nothing either; a wait no longer current, cancelled or the element gone, sends nothing). With `lead`,
 * the contact step's code (`ui/lead-step/`) is asked for beside it, in a chunk of its own; without, never.
 */
import { nothing, type LitElement, type TemplateResult } from 'lit';
import type { Connection } from '../../api/connection.js';
import { errorDetailOf } from '../../api/errors.js';
import type { FormErrors, FormErrorsOptions } from '../../ui/form-errors.js';
import { GestureCode } from '../../ui/gesture-code.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { SubmissionHost } from '../../ui/submission.js';
import type { LeadStep } from '../../ui/lead-step/lead-step.js';
import type { FunnelSteps } from '../../ui/funnel/funnel-controller.js';
import type { Calculating, LeadAttributes, SubmissionInput } from './simulator-calculation.js';
import type { FormField } from '../../inputs/form-model.js';
import type { Fire } from '../../ui/rendered-events.js';
import type { CeeSimulatorEventMap } from './cee-simulator.events.js';
import type { HomeFacts } from '../../ui/address/home-lookups.js';

export type { SubmissionInput };

export type Calculation = typeof import('./simulator-calculation.js');
export type CalculationLoader = () => Promise<Calculation>;

export interface SimulatorSubmissionOptions {
  /** The element's calls of a kind, on the configuration in effect (`WidgetElement.callsOn`). */
  calls<T>(make: (connection: Connection) => T): T;
  /** Fetches the calculation code. */
  load: CalculationLoader;
  words: Words;
  /** Where the messages go (the error controller comes with the code: messages only come with it). */
  errorOptions: FormErrorsOptions;
  announcer: LiveAnnouncer;
  /** Fires an event once the next update has rendered. */
  fire: Fire<CeeSimulatorEventMap>;
  /** The form's fields now, in the language of the moment. */
  fieldsNow(): readonly FormField[];
  /** The element's funnel: the calculation says `calculated`, the contact step `lead-opened` and `lead-sent`. */
  funnel?: FunnelSteps;
  /** The home's address and DPE, when the visitor gave them: the estimate carries them. */
  home?(): HomeFacts | undefined;
}

export class SimulatorSubmission {
  /** The calculation's code; its failure to come is shown as the failure panel, with its retry. */
  private readonly code: GestureCode<Calculation>;

  constructor(
    /** The element: the contact step reads its `lead` and `leadPrivacyUrl`. */
    private readonly host: SubmissionHost & LitElement & LeadAttributes,
    private readonly options: SimulatorSubmissionOptions,
  ) {
    // With `lead`, the contact step's code is fetched beside the calculation's, long before a result that shows it
    // (the calculation's `leadSlot` takes the same module); imported here, not through the slot, which stays out of
    // the first view.
    this.code = new GestureCode(host, () => (host.lead && import('../../ui/lead-step/lead-step.js').catch(() => undefined), options.load()), 'Calculation code', {
      failed: (error) => {
        options.announcer.clear();
        options.fire('cee-error', { error: errorDetailOf(error) });
      },
    });
    // The visitor reaches into the widget: the calculation code is fetched now, so "Calculate" finds it here.
    this.code.prefetchOn(host);
  }

  /** The calculation's controllers (messages, submission), made with the code that brings them. */
  private calculation?: Calculating;

  /** The messages shown, by key, once the code is here. */
  get errors(): FormErrors | undefined {
    return this.calculation?.errors;
  }

  /** A calculation (or the retry of one aid) is in flight, or its code is on its way. */
  get sending(): boolean {
    return this.code.busy || Boolean(this.calculation?.sending);
  }

  get failure(): unknown {
    return this.code.failure ?? this.calculation?.request.failure;
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
    if (this.sending || !read()) return;
    this.code.run((code) => {
      const input = read();
      if (!input) return;
      this.calculation ??= code.createCalculation(this.host, this.options);
      this.calculation.submit(input);
    });
  }

  /** The contact step, once its code is here (with `lead`, fetched beside the calculation's). */
  get lead(): LeadStep | undefined {
    return this.calculation?.lead;
  }

  /** The result region, once there is a result (its code came with the calculation). */
  renderResults(): TemplateResult | typeof nothing {
    return this.calculation?.render() ?? nothing;
  }

  /** A value changed: the result shown, if any, is outdated. */
  markStale(): void {
    this.calculation?.stale();
  }

  /** Stops the calculation in flight, if any, and forgets a submission waiting for its code; what is shown stays. */
  cancel(): void {
    this.code.drop();
    this.calculation?.cancel();
  }

  /** Another operation, context or aid: whatever was being calculated is stale, and so is what it said. */
  reset(): void {
    this.code.drop();
    this.code.dismiss();
    this.calculation?.reset();
  }
}
