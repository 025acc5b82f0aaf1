/**
 * `LiveAnnouncer` alone (src/ui/live-announcer.ts), on a minimal host element: what one update says is joined, a
 * repeat still changes the region, words that later words of the same update make untrue are not spoken (an
 * upload's "sending…" when its outcome came before the region was drawn: seen on a loaded CI machine, where the
 * region read « Uploading "plan.pdf"… Uploading "plan.pdf" failed: worksite not found. »), the region empties on
 * `clear` or empty words, and words said in a language the host no longer speaks are gone.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { LiveAnnouncer } from '../../../src/ui/live-announcer.js';
import { defineElement } from '../../../src/ui/define-element.js';

class LiveHost extends LitElement {
  static override properties = { locale: {} };
  locale = 'fr';
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

  it('drops several words an outcome makes untrue at once (an upload’s progress and its “sent, waiting”)', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    el.live.say('Envoi de « a.pdf »…');
    el.live.say('« a.pdf » : envoyé, en attente de la réponse du service.');
    el.live.say('« a.pdf » envoyé. Statut : reçu.', { replacing: ['Envoi de « a.pdf »…', '« a.pdf » : envoyé, en attente de la réponse du service.'] });
    await el.updateComplete;
    expect(region(el)).to.equal('« a.pdf » envoyé. Statut : reçu.');
  });

  it('says the same words again in a later update as a change each time', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    const shown: string[] = [];
    for (let i = 0; i < 3; i++) {
      el.live.say('Calcul terminé.');
      await el.updateComplete;
      shown.push(region(el));
    }
    expect(shown.join('|')).to.equal('Calcul terminé.|Calcul terminé.\u00a0|Calcul terminé.');
  });

  it('takes back words no longer true when the region still says them alone, and nothing else', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    const noMatch = 'Aucune opération ne correspond à « xyz ».';
    el.live.say(noMatch);
    await el.updateComplete;
    el.live.withdraw('Aucune opération ne correspond à « abc ».');
    await el.updateComplete;
    expect(region(el)).to.equal(noMatch);
    el.live.withdraw(noMatch);
    await el.updateComplete;
    expect(region(el)).to.equal('');
    // Said twice (a trailing no-break space), it is still taken back; words said since are left alone.
    el.live.say(noMatch);
    await el.updateComplete;
    el.live.say(noMatch);
    await el.updateComplete;
    el.live.withdraw(noMatch);
    await el.updateComplete;
    expect(region(el)).to.equal('');
    el.live.say(noMatch);
    await el.updateComplete;
    el.live.say('Formulaire prêt : 8 champs.');
    await el.updateComplete;
    el.live.withdraw(noMatch);
    await el.updateComplete;
    expect(region(el)).to.equal('Formulaire prêt : 8 champs.');
  });

  it('empties the region on clear() and on empty words, and asks no update when it is empty already', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    el.live.say('Calcul en cours…');
    await el.updateComplete;
    el.live.clear();
    expect(el.isUpdatePending).to.equal(true);
    await el.updateComplete;
    expect(region(el)).to.equal('');
    el.live.clear();
    expect(el.isUpdatePending).to.equal(false);
    el.live.say('Prêt.');
    await el.updateComplete;
    el.live.say('');
    await el.updateComplete;
    expect(region(el)).to.equal('');
  });

  it('forgets, unspoken, what one update said before a clear() of the same update', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    el.live.say('Envoi…');
    el.live.clear();
    el.live.say('Envoyé.');
    await el.updateComplete;
    expect(region(el)).to.equal('Envoyé.');
  });

  it('empties the region when the host changes language, and speaks the new language’s words after', async () => {
    const el = await fixture<LiveHost>(html`<live-announcer-host></live-announcer-host>`);
    el.live.say('Travaux ajoutés au projet : Isolation des combles.');
    await el.updateComplete;
    el.locale = 'en';
    await el.updateComplete;
    expect(region(el)).to.equal('');
    el.live.say('Works added to the project: Loft insulation.');
    await el.updateComplete;
    expect(region(el)).to.equal('Works added to the project: Loft insulation.');
    // Words said in the update that changes the language are in the new one: they stay.
    el.locale = 'fr';
    el.live.say('Travaux retirés du projet : Fenêtres.');
    await el.updateComplete;
    expect(region(el)).to.equal('Travaux retirés du projet : Fenêtres.');
  });
});
