/**
 * Where a calculation (`<cee-simulator>`'s, `<cee-project>`'s) keeps its contact step, whose code (`lead-step.ts`)
 * is a chunk of its own, fetched only when the host names a partner (`lead`): the step is made once that code is
 * here, the host drawn again then; a code that could not come leaves no step, and is asked for again with the next
 * submission (`again`). The simulator asks for the same code beside its calculation's, on the first gesture.
 * `<cee-project>` keeps its e-mail step beside it in the same slot, their code fetched together.
 */
import type { ReactiveControllerHost } from 'lit';
import type { LeadStep } from './lead-step.js';

export type LeadCode = typeof import('./lead-step.js');

/** Where the contact step's code comes from (a test makes it fail as a lost network would). */
export const leadChunk = { load: (): Promise<LeadCode> => import('./lead-step.js') };

/** The contact step's code when a partner is named, else undefined; undefined too once it could not be fetched. */
export const leadCode = (partner: string | undefined): Promise<LeadCode | undefined> | undefined =>
  partner ? leadChunk.load().catch(() => undefined) : undefined;

export interface LeadSlot<Made = LeadStep> {
  /** The step, once its code is here. */
  readonly step: Made | undefined;
  /** With a partner named, resolves once the step is made or its code could not come (never rejects); else undefined. */
  ready(): Promise<void> | undefined;
  /** A new submission: a code that could not come is asked for again. */
  again(): void;
  /** The code could not come (until `again`): the element says so, with a retry. */
  readonly lost: boolean;
  /** The visitor's retry after a loss: the code asked for again, the host drawn (and again once it is here). */
  retry(): void;
}

/**
 * The contact step, made by `make` from its code once it is here: `leadCode`'s, or what `code` fetches for the
 * partner named (the project's e-mail step comes with it).
 */
export function leadSlot<Code = LeadCode, Made = LeadStep>(
  host: ReactiveControllerHost,
  partner: () => string | undefined,
  make: (code: Code) => Made,
  code = leadCode as unknown as (partner: string | undefined) => Promise<Code | undefined> | undefined,
): LeadSlot<Made> {
  let step: Made | undefined;
  let coming: Promise<void> | undefined;
  let lost = false;
  return {
    get step() {
      return step;
    },
    get lost() {
      return lost;
    },
    ready() {
      if (step || coming) return coming;
      coming = code(partner())?.then((module) => {
        if (step) return;
        if (module) step = make(module);
        else lost = true;
        host.requestUpdate();
      });
      return coming;
    },
    again() {
      if (!step) (coming = undefined), (lost = false);
    },
    retry() {
      this.again();
      void this.ready();
      host.requestUpdate();
    },
  };
}
