/**
 * The words of the polite live region. What is said during one update is joined (a "send all" refusing two
 * documents names both), unless later words replace earlier ones, and the same words said twice still change the region, so they are spoken twice. Words
 * said in another language than the element's now are gone (they were spoken; left, they would read as a mix).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LiveAnnouncer implements ReactiveController {
  /** The live region's text. */
  text = '';
  /** What the region showed after the last update: a repeat is measured against it, not against `text`. */
  private shown = '';
  private saidThisUpdate: string[] = [];
  /** The element's language when the words were said. */
  private saidIn?: string;

  constructor(private readonly host: ReactiveControllerHost & { readonly locale?: string }) {
    host.addController(this);
  }

  /** Empties the region (nothing to say while, say, a request is in flight). */
  clear(): void {
    this.saidThisUpdate = [];
    if (this.text === '') return;
    this.text = '';
    this.host.requestUpdate();
  }

  /** Takes back `words` when the region still says them alone (a picker's « no match » once something matches). */
  withdraw(words: string): void {
    if (this.text !== '' && this.text.replace(/\u00a0$/, '') === words) this.clear();
  }

  /**
   * Says `words`; `replacing` names words said earlier in the same update that these make untrue (an upload's
   * "sending" or "sent, waiting" when its outcome comes before the region was drawn): they go, unspoken.
   */
  say(words: string, { replacing }: { replacing?: string | readonly string[] } = {}): void {
    if (words === '') return this.clear();
    if (replacing !== undefined) {
      const untrue = typeof replacing === 'string' ? [replacing] : replacing;
      this.saidThisUpdate = this.saidThisUpdate.filter((said) => !untrue.includes(said));
    }
    this.saidThisUpdate.push(words);
    this.saidIn = this.host.locale;
    const next = this.saidThisUpdate.join(' ');
    // An unchanged region is not spoken again: a trailing no-break space makes the repeat a change.
    this.text = next === this.shown ? `${next}\u00a0` : next;
    this.host.requestUpdate();
  }

  hostUpdate(): void {
    if (this.text && this.host.locale !== this.saidIn) this.text = '';
  }

  hostUpdated(): void {
    this.saidThisUpdate = [];
    this.shown = this.text;
  }
}
