/**
 * The words of the polite live region. What is said during one update is joined (a "send all" refusing two
 * documents names both), and the same words said twice still change the region, so they are spoken twice.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LiveAnnouncer implements ReactiveController {
  /** The live region's text. */
  text = '';
  private saidThisUpdate: string[] = [];

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  say(words: string): void {
    this.saidThisUpdate.push(words);
    const next = this.saidThisUpdate.join(' ');
    // An unchanged region is not spoken again: a trailing no-break space makes the repeat a change.
    this.text = next === this.text ? `${next}\u00a0` : next;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    this.saidThisUpdate = [];
  }
}
