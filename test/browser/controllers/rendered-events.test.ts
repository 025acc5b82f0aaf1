/**
 * `RenderedEvents` alone (src/ui/rendered-events.ts), on a minimal host element: an event told with `fire` reaches
 * its listeners once the update that draws it has rendered, once, in the order told; `now` fires at once; both
 * bubble and are composed; an outcome told while the host is off the page reaches its own listeners and those on
 * `document` once each, and the host says it again when it is back.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { RenderedEvents } from '../../../src/ui/rendered-events.js';
import { defineElement } from '../../../src/ui/define-element.js';

interface EventsHostMap {
  'host-done': CustomEvent<{ text: string }>;
  'host-progress': CustomEvent<{ loaded: number }>;
}

class EventsHost extends LitElement {
  static override properties = { text: { state: true } };
  text = '';
  returns = 0;
  readonly events = new RenderedEvents<EventsHostMap>(this, () => this.returns++);

  /** An outcome: drawn, then told. */
  finish(text: string): void {
    this.text = text;
    this.events.fire('host-done', { text });
  }

  override render() {
    return html`<p part="result">${this.text}</p>`;
  }
}
defineElement('rendered-events-host', EventsHost);

/** What the listener saw when it heard each event: its type, its detail, and what the host showed then. */
function listen(target: EventTarget, host: EventsHost, types: Array<keyof EventsHostMap> = ['host-done', 'host-progress']) {
  const heard: string[] = [];
  const record = (event: Event) => {
    const { detail } = event as CustomEvent<{ text?: string; loaded?: number }>;
    heard.push(`${event.type} ${detail.text ?? detail.loaded} shown:${host.shadowRoot?.querySelector('[part="result"]')?.textContent ?? ''}`);
  };
  for (const type of types) target.addEventListener(type, record);
  return { heard, stop: () => types.forEach((type) => target.removeEventListener(type, record)) };
}

describe('RenderedEvents', () => {
  it('fires a told event once the update that draws its outcome has rendered, and once', async () => {
    const host = await fixture<EventsHost>(html`<rendered-events-host></rendered-events-host>`);
    const { heard } = listen(host, host);
    host.finish('Créé');
    expect(heard.length).to.equal(0);
    await host.updateComplete;
    expect(heard.join('\n')).to.equal('host-done Créé shown:Créé');
    host.requestUpdate();
    await host.updateComplete;
    expect(heard.length).to.equal(1);
  });

  it('fires what one update told in the order told', async () => {
    const host = await fixture<EventsHost>(html`<rendered-events-host></rendered-events-host>`);
    const { heard } = listen(host, host);
    host.events.fire('host-progress', { loaded: 1 });
    host.finish('a');
    host.events.fire('host-progress', { loaded: 2 });
    await host.updateComplete;
    expect(heard.map((line) => line.split(' shown')[0]).join()).to.equal('host-progress 1,host-done a,host-progress 2');
  });

  it('fires `now` at once, without waiting for an update', async () => {
    const host = await fixture<EventsHost>(html`<rendered-events-host></rendered-events-host>`);
    const { heard } = listen(host, host);
    host.events.now('host-progress', { loaded: 10 });
    expect(heard.join()).to.equal('host-progress 10 shown:');
  });

  it('bubbles and is composed: a listener on an ancestor across a shadow root hears it, once', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = outer.attachShadow({ mode: 'open' });
    const host = document.createElement('rendered-events-host') as EventsHost;
    shadow.append(host);
    await host.updateComplete;
    const onOuter = listen(outer, host);
    const onDocument = listen(document, host);
    try {
      host.finish('Envoyé');
      host.events.now('host-progress', { loaded: 3 });
      await host.updateComplete;
      expect(onOuter.heard.length).to.equal(2);
      expect(onDocument.heard.length).to.equal(2);
    } finally {
      onDocument.stop();
    }
  });

  it('reaches the host’s listeners and `document`’s once each while the host is off the page, and says it again on return', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><rendered-events-host></rendered-events-host></div>`);
    const host = wrapper.querySelector<EventsHost>('rendered-events-host')!;
    await host.updateComplete;
    const own = listen(host, host);
    const onDocument = listen(document, host);
    try {
      host.remove();
      host.finish('Créé hors de la page');
      await host.updateComplete;
      host.events.now('host-progress', { loaded: 5 });
      expect(own.heard.map((line) => line.split(' shown')[0]).join()).to.equal('host-done Créé hors de la page,host-progress 5');
      expect(onDocument.heard.map((line) => line.split(' shown')[0]).join()).to.equal('host-done Créé hors de la page,host-progress 5');
      expect(host.returns).to.equal(0);
      wrapper.append(host);
      expect(host.returns).to.equal(1);
      // Told once: another return has nothing to say again, and an event on the page goes to `document` by bubbling only.
      host.remove();
      wrapper.append(host);
      expect(host.returns).to.equal(1);
      host.finish('De retour');
      await host.updateComplete;
      expect(onDocument.heard.length).to.equal(3);
      expect(own.heard.length).to.equal(3);
    } finally {
      onDocument.stop();
    }
  });

  it('hears nothing twice after the host is moved (detached and attached again) before its update', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><rendered-events-host></rendered-events-host><section></section></div>`);
    const host = wrapper.querySelector<EventsHost>('rendered-events-host')!;
    const onDocument = listen(document, host);
    try {
      host.finish('Déplacé');
      wrapper.querySelector('section')!.append(host);
      await host.updateComplete;
      expect(onDocument.heard.join()).to.equal('host-done Déplacé shown:Déplacé');
      expect(host.returns).to.equal(0);
    } finally {
      onDocument.stop();
    }
  });
});
