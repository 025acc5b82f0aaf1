/**
 * Our events bubble and are composed, so a host listens on any ancestor, even across shadow roots. Each element
 * fires the events of its own map (`<tag>.events.ts`), so a type or a detail that is not in it does not compile.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** An element's events: type -> the `CustomEvent` it fires. */
export type EventMap<M = any> = { [K in keyof M]: CustomEvent<unknown> };
/** The detail of `type` in `M`. */
export type DetailOf<M extends EventMap<M>, K extends keyof M> = M[K] extends CustomEvent<infer D> ? D : never;
/** The types of `M` whose detail is `D` (the events a controller may fire with what it has). */
export type TypesWith<M extends EventMap<M>, D> = { [K in keyof M & string]: D extends DetailOf<M, K> ? K : never }[keyof M & string];

/** Fires an event of `M` (what a controller is handed to tell the page). */
export type Fire<M extends EventMap<M>> = <K extends keyof M & string>(type: K, detail: DetailOf<M, K>) => void;

export function dispatch<M extends EventMap<M>, K extends keyof M & string>(target: EventTarget, type: K, detail: DetailOf<M, K>): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Events that tell of something the element shows, fired once the next update has rendered it. An outcome that
 * arrives while the element is off the page (a worksite created after its form was removed) still reaches the
 * host: the element's own listeners hear it, and so do listeners on `document`, to which a detached element's
 * events cannot bubble (it is dispatched there too, once). When the element is back, `returned` lets it say the
 * outcome again in its live region.
 */
export class RenderedEvents<M extends EventMap<M>> implements ReactiveController {
  private pending: Array<[keyof M & string, unknown]> = [];
  /** Something was told while the element was off the page. */
  private heard = false;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget & { readonly isConnected: boolean },
    private readonly returned?: () => void,
  ) {
    host.addController(this);
  }

  /** Fires `type` once the next update is rendered. */
  fire<K extends keyof M & string>(type: K, detail: DetailOf<M, K>): void {
    this.pending.push([type, detail]);
    this.host.requestUpdate();
  }

  /** Fires `type` now (progress, outcomes that render nothing new). */
  now<K extends keyof M & string>(type: K, detail: DetailOf<M, K>): void {
    const away = !this.host.isConnected;
    dispatch<M, K>(this.host, type, detail);
    if (!away) return;
    dispatch<M, K>(document, type, detail);
    this.heard = true;
  }

  hostUpdated(): void {
    const events = this.pending;
    this.pending = [];
    for (const [type, detail] of events) this.now(type, detail as DetailOf<M, typeof type>);
  }

  hostConnected(): void {
    if (!this.heard) return;
    this.heard = false;
    this.returned?.();
  }
}
