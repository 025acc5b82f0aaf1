/**
 * Where a hand-off to the host stands (the contact step's `cee-lead`, the project's `cee-estimate-email`): the form;
 * once the event is fired, waiting for the host's answer; then confirmed, or back to the form with the failure said,
 * the visitor's values kept to send again. The widget sends nothing itself: the host answers through the element's
 * `confirm…()` / `…Failed()` methods.
 */
export type HandoffPhase = 'form' | 'waiting' | 'confirmed';

export class Handoff {
  phase: HandoffPhase = 'form';
  /** The host said it could not send: said over the form until it is sent again or another result comes. */
  failure = false;
  /** The host's sentence for the outcome, as text, bounded; ours when undefined. */
  hostWords?: string;

  /** The event is fired: the step waits for the host (a second press finds it waiting). */
  sent(): void {
    this.phase = 'waiting';
    this.failure = false;
    this.hostWords = undefined;
  }

  /** The host's answer to what it was handed: false when nothing was waiting for one. */
  answered(ok: boolean, message: unknown): boolean {
    if (this.phase !== 'waiting') return false;
    this.phase = ok ? 'confirmed' : 'form';
    this.failure = !ok;
    this.hostWords = typeof message === 'string' && message.trim() ? message.trim().slice(0, 1000) : undefined;
    return true;
  }
}
