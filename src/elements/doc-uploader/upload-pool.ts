/** A small pool: at most `limit` uploads run at once; the others wait their turn, in order. */
export class UploadPool<K> {
  private readonly waiting: Array<{ key: K; start: () => Promise<unknown> }> = [];
  private readonly running = new Set<K>();

  constructor(private readonly limit: number) {}

  /** Queues `start`; it runs as soon as fewer than `limit` jobs are running. */
  add(key: K, start: () => Promise<unknown>): void {
    this.waiting.push({ key, start });
    this.pump();
  }

  /** Takes a job out of the queue before it starts; false when it is not waiting. */
  withdraw(key: K): boolean {
    const index = this.waiting.findIndex((job) => job.key === key);
    if (index < 0) return false;
    this.waiting.splice(index, 1);
    return true;
  }

  get active(): number {
    return this.running.size;
  }

  private pump(): void {
    while (this.running.size < this.limit && this.waiting.length) {
      const job = this.waiting.shift()!;
      this.running.add(job.key);
      job
        .start()
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(job.key);
          this.pump();
        });
    }
  }
}
