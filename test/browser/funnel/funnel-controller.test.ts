/**
 * The funnel events (docs/contract.md, "Funnel events, prefill, iframe") as `FunnelController` fires them, in a small
 * test host standing for an element: each event once per transition with its documented detail (the shapes below are
 * the snapshot), `cee-abandon` on `pagehide` after a step and never after the funnel's end, `window.dataLayer` fed
 * only with `analytics="datalayer"`, and the personal-data scan over all of it (and shown to catch what it is for).
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { FunnelController } from '../../../src/ui/funnel/funnel-controller.js';
import { funnelDetail } from '../../../src/ui/funnel/funnel-detail.js';
import type { FunnelElement } from '../../../src/ui/funnel/funnel.events.js';
import { VERSION } from '../../../src/version.js';
import { forgetHeard, personalDataIn, scanEveryTest, scanFunnelEvents } from '../helpers/funnel-scan.js';

/** A host with the controller, drawing one control: what an element of ours is to it (`analytics` a property, as on each). */
class FunnelHost extends LitElement {
  static override properties = { name: { attribute: 'data-name' }, analytics: {} };
  name: FunnelElement = 'cee-project';
  funnel!: FunnelController;
  override connectedCallback(): void {
    this.funnel ??= new FunnelController(this, this.name);
    super.connectedCallback();
  }
  override render() {
    return html`<label>Surface <input name="surface" /></label>`;
  }
}
customElements.define('funnel-test-host', FunnelHost);

const CONTACT = ['Jeanne Dupont-Lefèvre', 'jeanne.dupont@exemple.fr', '06 12 34 56 78', '12 rue des Lilas'];

type Heard = { type: string; detail: Record<string, unknown> };

/** Every funnel event reaching `document` (they bubble and are composed), in order. */
function heardOn(target: EventTarget = document): Heard[] {
  const heard: Heard[] = [];
  for (const type of ['cee-ready', 'cee-step', 'cee-abandon']) {
    target.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  }
  return heard;
}

async function mount(attributes = ''): Promise<FunnelHost> {
  const host = await fixture<FunnelHost>(`<funnel-test-host ${attributes}></funnel-test-host>`);
  await host.updateComplete;
  return host;
}

const pagehide = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;

describe('FunnelController', () => {
  scanEveryTest(CONTACT);
  let heard: Heard[];
  beforeEach(() => {
    heard = heardOn();
    delete (window as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => {
    fixtureCleanup();
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('fires cee-ready once, once drawn, with the element and the version; not again when the element moves', async () => {
    const host = await mount();
    expect(JSON.stringify(heard)).to.equal(JSON.stringify([{ type: 'cee-ready', detail: { element: 'cee-project', version: VERSION } }]));
    expect(host.shadowRoot?.querySelector('input')).to.not.equal(null);
    const parent = host.parentElement!;
    host.remove();
    parent.append(host);
    await host.updateComplete;
    host.requestUpdate();
    await host.updateComplete;
    expect(heard.length).to.equal(1);
  });

  it('names the element it stands for, whatever tag the page gave the class', async () => {
    await mount('data-name="worksite-form"');
    expect(heard.map(({ detail }) => detail.element)).to.deep.equal(['worksite-form']);
  });

  it('fires cee-step once per transition: the same step and detail again is no new step, another one is', async () => {
    const host = await mount();
    heard.length = 0;
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.funnel.step('works', { works: ['BAR-TH-171', 'BAR-EN-101'] });
    host.funnel.step('household');
    host.funnel.step('household');
    host.funnel.step('calculated', { works: ['BAR-TH-171', 'BAR-EN-101'], totals: { aids: 6200, remaining: 9800 } });
    host.funnel.step('lead-opened');
    host.funnel.step('household');
    expect(heard.map(({ detail }) => detail.step)).to.deep.equal(['works', 'works', 'household', 'calculated', 'lead-opened', 'household']);
    expect(heard.every(({ type }) => type === 'cee-step')).to.equal(true);
  });

  it('gives each step its documented detail: {element, version, step, works?, totals?: {aids, remaining?}}', async () => {
    const host = await mount();
    heard.length = 0;
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.funnel.step('calculated', { works: ['BAR-TH-171'], totals: { aids: 4000 } });
    host.funnel.step('calculated', { works: ['BAR-TH-171', 'BAR-EN-101'], totals: { aids: 6200, remaining: 9800 } });
    host.funnel.step('printed');
    host.funnel.step('link-copied');
    host.funnel.step('lead-sent');
    expect(heard.map(({ detail }) => detail)).to.deep.equal([
      { element: 'cee-project', version: VERSION, step: 'works', works: ['BAR-TH-171'] },
      { element: 'cee-project', version: VERSION, step: 'calculated', works: ['BAR-TH-171'], totals: { aids: 4000 } },
      { element: 'cee-project', version: VERSION, step: 'calculated', works: ['BAR-TH-171', 'BAR-EN-101'], totals: { aids: 6200, remaining: 9800 } },
      { element: 'cee-project', version: VERSION, step: 'printed' },
      { element: 'cee-project', version: VERSION, step: 'link-copied' },
      { element: 'cee-project', version: VERSION, step: 'lead-sent' },
    ]);
  });

  it('builds every detail with one function that keeps only codes and amounts, whatever it is handed', () => {
    const estimate = {
      works: ['bar-th-171', ' BAR-EN-101 ', 'BAR-TH-171', 'Jeanne Dupont', 'jeanne@exemple.fr', 42, { fost: 'BAR-TH-104' }, null],
      totals: { aids: 6200, remaining: 9800, cee: 1200, quote: 16000, income: 32000, size: 3 },
      contact: { name: 'Jeanne Dupont' },
    };
    const detail = funnelDetail('cee-project', 'calculated', estimate as never);
    expect(JSON.stringify(detail)).to.equal(
      JSON.stringify({ element: 'cee-project', version: VERSION, step: 'calculated', works: ['BAR-TH-171', 'BAR-EN-101'], totals: { aids: 6200, remaining: 9800 } }),
    );
    expect(Object.isFrozen(detail) && Object.isFrozen(detail.works) && Object.isFrozen(detail.totals)).to.equal(true);
    // An amount that is not a finite number is no total; a remaining cost that is not one is left out.
    expect(JSON.stringify(funnelDetail('cee-simulator', 'calculated', { totals: { aids: '6200' } }))).to.not.contain('totals');
    expect(JSON.stringify(funnelDetail('cee-simulator', 'calculated', { totals: { aids: Number.NaN } }))).to.not.contain('totals');
    expect(funnelDetail('cee-simulator', 'calculated', { totals: { aids: 10, remaining: Infinity } }).totals).to.deep.equal({ aids: 10 });
  });

  it('fires cee-abandon on pagehide after a step, with the last step, once', async () => {
    const host = await mount();
    pagehide();
    expect(heard.filter(({ type }) => type === 'cee-abandon').length, 'no step yet: no abandon').to.equal(0);
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.funnel.step('calculated', { works: ['BAR-TH-171'], totals: { aids: 4000 } });
    pagehide();
    pagehide();
    const abandons = heard.filter(({ type }) => type === 'cee-abandon');
    expect(abandons.map(({ detail }) => detail)).to.deep.equal([{ element: 'cee-project', version: VERSION, step: 'calculated' }]);
  });

  it('fires no cee-abandon after the funnel’s end (lead-sent, done()), and again after a later step', async () => {
    const host = await mount();
    host.funnel.step('calculated', { works: ['BAR-TH-171'], totals: { aids: 4000 } });
    host.funnel.step('lead-sent');
    pagehide();
    host.funnel.step('household');
    host.funnel.done();
    pagehide();
    expect(heard.filter(({ type }) => type === 'cee-abandon').length).to.equal(0);
    host.funnel.step('printed');
    pagehide();
    expect(heard.filter(({ type }) => type === 'cee-abandon').map(({ detail }) => detail.step)).to.deep.equal(['printed']);
  });

  it('fires no cee-abandon for an element no longer on the page', async () => {
    const host = await mount();
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.remove();
    pagehide();
    expect(heard.filter(({ type }) => type === 'cee-abandon').length).to.equal(0);
  });

  it('pushes nothing to window.dataLayer without analytics="datalayer", and makes none', async () => {
    const host = await mount();
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    pagehide();
    expect(layer()).to.equal(undefined);
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ event: 'gtm.js' }];
    host.funnel.step('household');
    pagehide();
    expect(JSON.stringify(layer())).to.equal('[{"event":"gtm.js"}]');
    host.setAttribute('analytics', 'ga4');
    host.funnel.step('printed');
    expect(layer()?.length).to.equal(1);
  });

  it('with analytics="datalayer", pushes each event as {event: <type>, ...detail}, the same details as the events', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ event: 'gtm.js' }];
    const host = await mount('analytics="datalayer"');
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    host.funnel.step('calculated', { works: ['BAR-TH-171'], totals: { aids: 4000, remaining: 6000 } });
    pagehide();
    const pushed = layer()!.slice(1) as Array<Record<string, unknown>>;
    expect(pushed.map(({ event }) => event)).to.deep.equal(['cee-ready', 'cee-step', 'cee-step', 'cee-abandon']);
    expect(pushed.map(({ event: _event, ...detail }) => detail)).to.deep.equal(heard.map(({ detail }) => detail));
    expect(pushed[2]).to.deep.equal({ event: 'cee-step', element: 'cee-project', version: VERSION, step: 'calculated', works: ['BAR-TH-171'], totals: { aids: 4000, remaining: 6000 } });
    // A tag manager that changes what it was given changes nothing of ours.
    (pushed[2]!.works as string[]).push('BAR-EN-101');
    expect(heard[2]!.detail.works).to.deep.equal(['BAR-TH-171']);
  });

  it('makes window.dataLayer when the page has none yet, and reads analytics as a property too', async () => {
    const host = await mount();
    (host as FunnelHost & { analytics?: string }).analytics = 'DataLayer';
    host.funnel.step('works', { works: ['BAR-TH-171'] });
    expect(JSON.stringify(layer())).to.equal(JSON.stringify([{ event: 'cee-step', element: 'cee-project', version: VERSION, step: 'works', works: ['BAR-TH-171'] }]));
  });

  it('is typed for a host: addEventListener("cee-step") gives the step and the totals', async () => {
    const host = await mount();
    const steps: string[] = [];
    host.addEventListener('cee-step', (event) => steps.push(`${event.detail.step} ${event.detail.totals?.aids ?? ''}`.trim()));
    host.funnel.step('calculated', { works: ['BAR-TH-171'], totals: { aids: 4000 } });
    expect(steps).to.deep.equal(['calculated 4000']);
  });
});

describe('the personal-data scan of the funnel events', () => {
  it('passes a clean detail of each event', () => {
    expect(personalDataIn(funnelDetail('cee-simulator'))).to.deep.equal([]);
    expect(personalDataIn(funnelDetail('doc-uploader', 'document-added'))).to.deep.equal([]);
    expect(personalDataIn(funnelDetail('cee-project', 'calculated', { works: ['BAR-TH-171'], totals: { aids: 1, remaining: 2 } }))).to.deep.equal([]);
  });

  it('fails on an e-mail, a phone, a name, a fiscal number, an income, a household size or an address, in any place', () => {
    const base = { element: 'cee-project', version: VERSION, step: 'calculated' };
    const found = (detail: object, typed: string[] = []) => personalDataIn(detail, typed).join('\n');
    expect(found({ ...base, works: ['jeanne.dupont@exemple.fr'] })).to.contain('an e-mail address');
    expect(found({ ...base, works: ['06 12 34 56 78'] })).to.contain('a phone number');
    expect(found({ ...base, works: ['+33 6 12 34 56 78'] })).to.contain('a phone number');
    expect(found({ ...base, name: 'Jeanne Dupont' })).to.contain('detail.name: a key that names personal data');
    expect(found({ ...base, step: 'Jeanne Dupont' }, ['Jeanne Dupont'])).to.contain('holds what was typed');
    expect(found({ ...base, works: ['1234567890123'] })).to.contain('a fiscal number');
    expect(found({ ...base, totals: { aids: 100, income: 32000 } })).to.contain('detail.totals.income');
    expect(found({ ...base, totals: { aids: 100, household: { size: 3 } } })).to.contain('detail.totals.household');
    expect(found({ ...base, extra: { 'household.size': 3 } })).to.contain('not a key of a funnel event');
    expect(found({ ...base, works: ['12 rue des Lilas'] })).to.contain('an address');
    expect(found({ ...base, works: ['67000'] })).to.contain('a postcode');
    expect(found({ ...base, totals: { aids: '4 000 €' } })).to.contain('not an amount');
  });

  it('hears the events on window and the entries of window.dataLayer, whenever the array is made', async () => {
    const scan = scanFunnelEvents();
    try {
      const host = await fixture<FunnelHost>('<funnel-test-host analytics="datalayer"></funnel-test-host>');
      host.funnel.step('works', { works: ['BAR-TH-171'] });
      host.dispatchEvent(new CustomEvent('cee-step', { detail: { element: 'cee-project', version: VERSION, step: 'works', email: 'a@b.fr' }, bubbles: true, composed: true }));
      (window as unknown as { dataLayer: unknown[] }).dataLayer.push({ event: 'cee-step', element: 'cee-project', version: VERSION, step: 'works', phone: '0612345678' });
      expect(scan.events.map(({ type, from }) => `${type} ${from}`)).to.deep.equal([
        'cee-ready event',
        'cee-ready dataLayer',
        'cee-step event',
        'cee-step dataLayer',
        'cee-step event',
        'cee-step dataLayer',
      ]);
      const problems = scan.problems().join('\n');
      expect(problems).to.contain('cee-step (event): detail.email: a key that names personal data');
      expect(problems).to.contain('cee-step (dataLayer): detail.phone: a key that names personal data');
      expect(problems).to.not.contain('cee-ready');
    } finally {
      scan.stop();
      forgetHeard();
      fixtureCleanup();
      delete (window as { dataLayer?: unknown }).dataLayer;
    }
  });
});
