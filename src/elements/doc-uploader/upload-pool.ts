/** A small pool: at most `limit` uploads hold a slot at once; the others wait their turn, in order. */
export class UploadPool {
  private readonly waiting: Array<{ grant: () => void; drop: () => void }> = [];
  private running = 0;

  constructor(private readonly limit: number) {}

  /** A slot at once when one is free and nobody waits (its release), else undefined. */
  take(): (() => void) | undefined {
    return this.running >= this.limit || this.waiting.length ? undefined : this.acquire();
  }

  private acquire(): () => void {
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.pump();
    };
  }

  /**
   * A slot, once fewer than `limit` are taken and those waiting before have theirs: resolves with its release.
   * Rejects with the signal's reason when the signal aborts first (a cancelled upload leaves the line).
   */
  slot(signal: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const waiter = {
        grant: () => {
          signal.removeEventListener('abort', waiter.drop);
          resolve(this.acquire());
        },
        drop: () => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(signal.reason);
        },
      };
      signal.addEventListener('abort', waiter.drop, { once: true });
      this.waiting.push(waiter);
      this.pump();
    });
  }

  get active(): number {
    return this.running;
  }

  private pump(): void {
    // The first in line gets the slot freed (`take` refuses while anyone waits, so none jumps the line).
    while (this.running < this.limit && this.waiting.length) {
      const next = this.waiting.shift()!;
      next.grant();
    }
  }
}
