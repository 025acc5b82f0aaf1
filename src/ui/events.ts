/** Our events bubble and are composed, so a host listens on any ancestor, even across shadow roots. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export function dispatch<T>(target: EventTarget, type: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}

/**
 * Events that tell of something the element shows, fired once the next update has rendered it. An outcome that
 * arrives while the element is off the page (a worksite created after its form was removed) still reaches the
 * host: the element's own listeners hear it, and so do listeners on `document`, to which a detached element's
 * events cannot bubble (it is dispatched there too, once). When the element is back, `returned` lets it say the
 * outcome again in its live region.
 */
export class RenderedEvents implements ReactiveController {
  private pending: Array<[string, unknown]> = [];
  /** Something was told while the element was off the page. */
  private heard = false;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget & { readonly isConnected: boolean },
    private readonly returned?: () => void,
  ) {
    host.addController(this);
  }

  /** Fires `type` once the next update is rendered. */
  fire(type: string, detail: unknown): void {
    this.pending.push([type, detail]);
    this.host.requestUpdate();
  }

  /** Fires `type` now (progress, outcomes that render nothing new). */
  now(type: string, detail: unknown): void {
    const away = !this.host.isConnected;
    dispatch(this.host, type, detail);
    if (!away) return;
    dispatch(document, type, detail);
    this.heard = true;
  }

  hostUpdated(): void {
    const events = this.pending;
    this.pending = [];
    for (const [type, detail] of events) this.now(type, detail);
  }

  hostConnected(): void {
    if (!this.heard) return;
    this.heard = false;
    this.returned?.();
  }
}
