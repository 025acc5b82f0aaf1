/** Our events bubble and are composed, so a host listens on any ancestor, even across shadow roots. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export function dispatch<T>(target: EventTarget, type: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}

/** Events that tell of something the element shows: fired once the next update has rendered it. */
export class RenderedEvents implements ReactiveController {
  private pending: Array<[string, unknown]> = [];

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {
    host.addController(this);
  }

  fire(type: string, detail: unknown): void {
    this.pending.push([type, detail]);
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const events = this.pending;
    this.pending = [];
    for (const [type, detail] of events) dispatch(this.host, type, detail);
  }
}
