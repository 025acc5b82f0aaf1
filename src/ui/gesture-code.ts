/**
 * The code a visitor's gesture needs, in a chunk of its own (a calculation, a worksite's creation, an upload):
 * fetched on the first gesture, and waited for when the gesture comes before it. One controller for the four
 * elements: while a gesture waits for the code its button is busy (a second press does nothing); a code that cannot
 * be fetched is the gesture's failure, told with a retry; a wait no longer current (the element left the page, the
 * visitor chose another operation) is dropped when the code arrives, so nothing is sent for it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GESTURES, LazyChunk } from './lazy-chunk.js';

export { GESTURES };

export interface GestureCodeOptions {
  /** Told of a failure to fetch the code for a gesture (the element's error event, its status line). */
  failed?(error: unknown): void;
}

export class GestureCode<T> implements ReactiveController {
  private readonly chunk: LazyChunk<T>;
  private waitingFor = 0;
  /** Bumped by drop(): a wait begun before it is no longer current. */
  private generation = 0;
  private failed?: unknown;
  /** The last gesture that waited, for retry(). */
  private lastGesture?: () => void;

  /** `what` names the part in the failure's message, e.g. "Calculation code". */
  constructor(
    private readonly host: ReactiveControllerHost,
    load: () => Promise<T>,
    what: string,
    private readonly options: GestureCodeOptions = {},
  ) {
    this.chunk = new LazyChunk(load, what);
    host.addController(this);
  }

  /** The module, once it is here. */
  get value(): T | undefined {
    return this.chunk.value;
  }

  /** A gesture waits for the code: its button is busy. */
  get busy(): boolean {
    return this.waitingFor > 0;
  }

  /** The code is on its way (for a gesture or a prefetch). */
  get loading(): boolean {
    return this.chunk.loading;
  }

  /** The code could not be fetched for the last gesture; undefined once a gesture goes on or dismiss() is called. */
  get failure(): unknown {
    return this.failed;
  }

  /** Fetches the code once (again after a failure), without a gesture waiting: a prefetch, or a host's own need. */
  load(): Promise<T> {
    return this.chunk.load();
  }

  /** Fetches the code on the first of `gestures` on `target` (the host by default); `arrived` once it is here. */
  prefetchOn(target: EventTarget, gestures: readonly string[] = GESTURES, arrived?: (module: T) => void, failed?: (error: unknown) => void): void {
    this.chunk.prefetchOn(target, gestures, arrived, failed);
  }

  /**
   * A gesture that needs the code: `then` runs at once when the code is here, else once it came, the button busy
   * meanwhile; `failed` is told if it cannot be fetched. False, and nothing done, while another gesture waits (a
   * double press sends once). A wait dropped meanwhile runs nothing.
   */
  run(then: (module: T) => void, failed?: (error: unknown) => void): boolean {
    if (this.busy) return false;
    const module = this.chunk.value;
    this.failed = undefined;
    if (module) {
      then(module);
      return true;
    }
    this.lastGesture = () => void this.run(then, failed);
    this.waitingFor += 1;
    this.wait(
      (code) => {
        this.waitingFor -= 1;
        then(code);
      },
      () => (this.waitingFor -= 1),
      failed,
    );
    return true;
  }

  /**
   * Runs `then` with the code, at once or once it came, without making anything busy: gestures that queue (each
   * file dropped is added in the page's order). `failed` is told if it cannot be fetched; a dropped wait runs nothing.
   */
  whenHere(then: (module: T) => void, failed?: (error: unknown) => void): void {
    const module = this.chunk.value;
    if (module) return then(module);
    this.wait(then, () => undefined, failed);
  }

  /** The last gesture again, after its code could not be fetched (the failure panel's retry). */
  retry(): void {
    this.lastGesture?.();
  }

  /** Forgets the failure shown (the visitor edited, or another operation was chosen). */
  dismiss(): void {
    if (this.failed === undefined) return;
    this.failed = undefined;
    this.host.requestUpdate();
  }

  /** Every wait begun so far is no longer current: the code arriving runs none of them, and nothing is busy. */
  drop(): void {
    this.generation += 1;
    this.waitingFor = 0;
  }

  hostDisconnected(): void {
    this.drop();
  }

  private wait(then: (module: T) => void, settled: () => void, failed?: (error: unknown) => void): void {
    const generation = this.generation;
    this.host.requestUpdate();
    this.chunk.load().then(
      (module) => {
        if (generation !== this.generation) return;
        settled();
        this.host.requestUpdate();
        then(module);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        settled();
        this.failed = error;
        this.options.failed?.(error);
        failed?.(error);
        this.host.requestUpdate();
      },
    );
  }
}
