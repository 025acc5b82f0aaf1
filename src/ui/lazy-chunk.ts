/**
 * A part of an element in a chunk of its own (the simulator's picker, its calculation): fetched when it is first
 * needed, once; fetched again after a failure, which is the network's (an ApiError of kind `network`, with the
 * retry a visitor knows).
 */
import { ApiError } from '../api/errors.js';

/** What tells that a visitor is about to use an element: focus (keyboard or pointer), a press, typing. */
export const GESTURES = ['focusin', 'pointerdown', 'input'] as const;

export class LazyChunk<T> {
  /** The module, once it is here. */
  value?: T;
  private pending?: Promise<T>;

  /** `what` names the part in the error's message, e.g. "The operation picker". */
  constructor(
    private readonly fetchModule: () => Promise<T>,
    private readonly what: string,
  ) {}

  /** The module is on its way. */
  get loading(): boolean {
    return Boolean(this.pending) && !this.value;
  }

  load(): Promise<T> {
    if (this.value) return Promise.resolve(this.value);
    this.pending ??= this.fetchModule().then(
      (module) => (this.value = module),
      (error: unknown) => {
        this.pending = undefined;
        throw new ApiError('network', `${this.what} could not be loaded.`, { cause: error });
      },
    );
    return this.pending;
  }

  /**
   * Fetches the module on the first of `gestures` on `host`, so that it is here when the visitor needs it;
   * `arrived` is called with it once it is. A module that cannot be fetched is fetched again on the next gesture
   * (`failed` is told each time).
   */
  prefetchOn(host: EventTarget, gestures: readonly string[] = GESTURES, arrived?: (module: T) => void, failed?: (error: unknown) => void): void {
    const listen = (on: boolean) => {
      for (const type of gestures) (on ? host.addEventListener : host.removeEventListener).call(host, type, prefetch);
    };
    const prefetch = () => {
      listen(false);
      this.load().then(arrived, (error: unknown) => {
        listen(true);
        failed?.(error);
      });
    };
    listen(true);
  }
}
