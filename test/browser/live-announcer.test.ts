/**
 * The polite live region's words (src/ui/live-announcer.ts): what one update says is joined, a repeat still
 * changes the region, and words that later words of the same update make untrue are not spoken (an upload's
 * "sending…" when its outcome came before the region was drawn: seen on a loaded CI machine, where the region
 * read « Uploading "plan.pdf"… Uploading "plan.pdf" failed: worksite not found. »).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { LiveAnnouncer } from '../../src/ui/live-announcer.js';
import { defineElement } from '../../src/ui/define-element.js';

class LiveHost extends LitElement {
  readonly live = new LiveAnnouncer(this);
  override render() {
    return html`<p role="status">${this.live.text}</p>`;
  }
}
defineElement('live-announcer-host', LiveHost);

const region = (el: LiveHost): string => el.shadowRoot!.querySelector('[role="status"]')!.textContent ?? '';

describe('LiveAnnouncer', () => {
  it('joins what one update says, and says a repeat again (a trailing no-break space makes it a change)', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    el.live.say('« a.pdf » refusé.');
    el.live.say('« b.pdf » refusé.');
    await el.updateComplete;
    expect(region(el)).to.equal('« a.pdf » refusé. « b.pdf » refusé.');
    el.live.say('« a.pdf » refusé. « b.pdf » refusé.');
    await el.updateComplete;
    expect(region(el)).to.equal('« a.pdf » refusé. « b.pdf » refusé.\u00a0');
  });

  it('drops the words an outcome of the same update replaces, and only those', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    el.live.say('« b.pdf » ajouté à la liste.');
    el.live.say('Envoi de « a.pdf »…');
    el.live.say('« a.pdf » envoyé. Statut : en attente de validation.', { replacing: 'Envoi de « a.pdf »…' });
    await el.updateComplete;
    expect(region(el)).to.equal('« b.pdf » ajouté à la liste. « a.pdf » envoyé. Statut : en attente de validation.');
    // Once drawn, "sending" was spoken: an outcome of a later update has nothing left to replace.
    el.live.say('Envoi de « a.pdf »…');
    await el.updateComplete;
    el.live.say('« a.pdf » envoyé.', { replacing: 'Envoi de « a.pdf »…' });
    await el.updateComplete;
    expect(region(el)).to.equal('« a.pdf » envoyé.');
  });
});
