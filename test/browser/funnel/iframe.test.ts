/**
 * The iframe embed in a two-origin page (docs/contract.md, "Funnel events, prefill, iframe"): this test page is the
 * partner's page (its origin, with `cee-widgets/iframe-host` from the sources); `dist/embed.html`, built as
 * `npm run build:lib` builds it, is served by a second origin with the sandbox (test/browser/funnel/
 * second-origin-plugin.mjs), and a third origin plays a hostile frame. The frame is driven through Playwright, as a
 * person would: its height follows its content, the lead arrives at the host and the host's answer at the embed, a
 * message from another origin is ignored on both sides, nothing reaches a page that is not `parent-origin`, no URL
 * parameter ticks the consent box or renames the partner, and the token comes from the embed's own origin.
 */
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import {
  type Origins,
  calculate,
  contentHeight,
  fieldsShown,
  frameTools,
  inFrame,
  inFrameOnceThere,
  leadState,
  pageText,
  secondOrigins,
  sendLead,
} from './embed-frame.js';
import { confirmLead } from '../../../src/iframe-host.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.model.js';
import { freshSandbox } from '../cee-simulator/simulator-helpers.js';
import { waitUntil } from '../wait-until.js';

let origins: Origins;

const PARTNER = 'Isolation Martin';
const VALUES = {
  'operation.engagement_date': '2025-11-15',
  'housing.department': '67',
  'housing.type': 'maison',
  'housing.surface': '100',
  'operation.usage': 'ecs',
  'operation.etas': '140-170',
  'household.size': '3',
  'household.income': '32000',
};
const CONTACT = { name: 'Jeanne Dupont-Lefèvre', phone: '06 12 34 56 78', email: 'jeanne.dupont@exemple.fr', postcode: '67000' };

/** The embed's address for a simulator with `lead`, framed by this page unless told otherwise. */
function embedUrl(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    element: 'cee-simulator',
    fost: 'BAR-TH-171',
    aid: 'both',
    'euros-mwh-cumac': '8',
    lead: PARTNER,
    'api-base': `${origins.embed}/partner`,
    'calc-base': `${origins.embed}/calc`,
    'parent-origin': location.origin,
    ...extra,
  });
  return `${origins.embed}/embed.html?${query}`;
}

async function frameOf(src: string, marked = true): Promise<HTMLIFrameElement> {
  const frame = await fixture<HTMLIFrameElement>(
    `<iframe ${marked ? 'data-cee-widgets' : ''} title="Estimer votre prime" style="border:0;width:100%;display:block"></iframe>`,
  );
  frame.src = src;
  return frame;
}

// ---- The tests ------------------------------------------------------------------------------------------------------

/** Every message this page hears, with its origin. */
function messagesHeard(): Array<{ origin: string; data: any; source: MessageEventSource | null }> {
  const heard: Array<{ origin: string; data: any; source: MessageEventSource | null }> = [];
  window.addEventListener('message', (event) => heard.push({ origin: event.origin, data: event.data, source: event.source }));
  return heard;
}

describe('the iframe embed, framed by a page of another origin', () => {
  before(async () => {
    origins = await secondOrigins();
  });
  beforeEach(freshSandbox);
  afterEach(async () => {
    fixtureCleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('takes its height from its content, in every width, and hands the lead to the host, which answers it', async () => {
    await executeServerCommand('page-requests', { action: 'start' });
    const src = embedUrl();
    const frame = await frameOf(src);
    const leads: CeeLeadDetail[] = [];
    frame.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent<CeeLeadDetail>).detail));
    await waitUntil(() => frame.style.height !== '', 'the embed never said its height');
    await inFrame(src, frameTools);
    await inFrame(src, fieldsShown);
    /** The iframe's height once it is its content's, and no longer `previous` when given. */
    const followed = async (previous?: number) => {
      await waitUntil(
        async () => frame.style.height !== `${previous}px` && frame.style.height === `${await inFrame(src, contentHeight)}px`,
        'the iframe is not as tall as its content',
      );
      return frame.getBoundingClientRect().height;
    };
    const form = await followed();
    expect(form).to.be.greaterThan(300);

    await inFrame(src, calculate, VALUES);
    const answered = await followed(form);
    expect(answered, 'the result and the contact step make it taller').to.be.greaterThan(form + 200);

    await setViewport({ width: 320, height: 640 });
    const narrow = await followed(answered);
    expect(narrow, 'narrower, the same content is taller').to.be.greaterThan(answered);
    expect(frame.getBoundingClientRect().width).to.be.at.most(320);
    await setViewport({ width: 800, height: 600 });

    const before = await inFrame(src, leadState);
    expect(before.checked).to.equal(false);
    expect(before.consent).to.contain(`J’accepte que ${PARTNER} reçoive mes coordonnées`);

    await inFrame(src, sendLead, CONTACT);
    await waitUntil(() => leads.length === 1, 'the lead never reached the host');
    const [lead] = leads;
    expect(lead!.contact).to.deep.equal({ name: CONTACT.name, phone: '0612345678', email: CONTACT.email, postcode: '67000' });
    expect(lead!.consent.text).to.contain(PARTNER);
    expect(lead!.estimate.works.map((work) => work.fost)).to.deep.equal(['BAR-TH-171']);
    expect(lead!.estimate.totals.aids).to.be.greaterThan(0);

    confirmLead(frame, 'Merci : Isolation Martin vous rappelle sous 48 heures.');
    await waitUntil(async () => (await inFrame(src, leadState)).text.includes('Merci : Isolation Martin vous rappelle sous 48 heures.'), 'the answer never reached the embed');

    // The token came from the embed's own origin, as did every call; nothing went to another origin.
    const requests = (await executeServerCommand('page-requests', { action: 'read' })) as Array<{ method: string; url: string }>;
    const fromEmbed = requests.filter((request) => request.url.startsWith(origins.embed));
    expect(fromEmbed.some((request) => request.method === 'POST' && request.url === `${origins.embed}/token`)).to.equal(true);
    expect(requests.filter((request) => request.url.startsWith(`${location.origin}/token`)).length).to.equal(0);
    expect(requests.filter((request) => request.url.startsWith(origins.other)).length).to.equal(0);
  });

  it('posts only to parent-origin: an embed framed by another page than parent-origin’s draws and posts nothing', async () => {
    const heard = messagesHeard();
    const src = embedUrl({ 'parent-origin': origins.other });
    const frame = await frameOf(src);
    // A frame told the right origin, loaded after it: once it spoke, the other one had long run its script.
    const control = await frameOf(embedUrl({ fost: 'BAR-EN-101' }));
    await waitUntil(() => control.style.height !== '', 'the embed told the right origin never spoke');
    await inFrame(src, frameTools);
    const shown = await inFrame(src, pageText);
    expect(shown).to.deep.equal({ text: 'Cette page s’affiche dans le site qui l’intègre.', elements: 0 });
    expect(heard.filter(({ source }) => source === frame.contentWindow).length).to.equal(0);
    expect(frame.style.height).to.equal('');
    expect(heard.filter(({ source }) => source === control.contentWindow).every(({ origin }) => origin === origins.embed)).to.equal(true);
  });

  it('draws nothing when opened on its own, without a frame', async () => {
    const src = embedUrl({ 'parent-origin': origins.other });
    const opened = window.open(src, '_blank');
    try {
      await waitUntil(async () => Boolean((await inFrameOnceThere(src, pageText))?.text), 'the page opened on its own never ran');
      expect(await inFrame(src, pageText)).to.deep.equal({ text: 'Cette page s’affiche dans le site qui l’intègre.', elements: 0 });
    } finally {
      opened?.close();
    }
  });

  it('is ignored by the host when its page is on another origin than its src (the frame was sent elsewhere)', async () => {
    const heard = messagesHeard();
    const frame = await frameOf(`${origins.embed}/__funnel/redirect?to=${encodeURIComponent(`${origins.other}/__funnel/poster.html`)}`);
    const leads: unknown[] = [];
    frame.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent).detail));
    // The poster says it posted after its height and its lead: by then, both went past the host's listener.
    await waitUntil(() => heard.some(({ data }) => data?.type === 'test:posted'), 'the poster never posted');
    expect(heard.filter(({ data }) => data?.type === 'cee-widgets:height').map(({ origin }) => origin)).to.deep.equal([origins.other]);
    expect(frame.style.height).to.equal('');
    expect(leads.length).to.equal(0);
  });

  it('ignores a message from another origin than parent-origin: the host’s answer alone reaches the contact step', async () => {
    const heard = messagesHeard();
    const src = embedUrl();
    const frame = await frameOf(src);
    const leads: unknown[] = [];
    frame.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent).detail));
    await waitUntil(() => frame.style.height !== '', 'the embed never said its height');
    await inFrame(src, frameTools);
    await inFrame(src, fieldsShown);
    await inFrame(src, calculate, VALUES);
    await inFrame(src, sendLead, CONTACT);
    await waitUntil(() => leads.length === 1, 'the lead never reached the host');

    // A frame of a third origin posts a confirmation (and a campaign) to the embed, then says so.
    const third = Object.assign(document.createElement('iframe'), { title: 'tiers', src: `${origins.other}/__funnel/caller.html` });
    frame.after(third);
    await waitUntil(() => heard.some(({ data }) => data?.type === 'test:called'), 'the third frame never posted');
    // Messages to the embed are handled in the order they were posted: the host's comes after the third frame's.
    confirmLead(frame, 'Merci, à très vite.');
    await waitUntil(async () => (await inFrame(src, leadState)).text.includes('Merci, à très vite.'), 'the host’s answer never reached the embed');
    expect((await inFrame(src, leadState)).text).to.not.contain('Message piégé');
  });

  it('fires the funnel events and the lead again on the iframe, feeds window.dataLayer with analytics="datalayer", and tells the campaign', async () => {
    const heard = messagesHeard();
    const events: Array<{ type: string; detail: unknown; target: EventTarget | null }> = [];
    for (const type of ['cee-step', 'cee-lead', 'click']) document.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail, target: event.target }));
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    try {
      const frame = await frameOf(`${origins.embed}/__funnel/funnel.html?parent=${encodeURIComponent(location.origin)}`);
      frame.setAttribute('analytics', 'datalayer');
      await waitUntil(() => heard.some(({ data }) => data?.type === 'test:posted'), 'the embed never posted');
      const detail = { element: 'cee-project', version: '0.1.0', step: 'calculated', works: ['BAR-TH-171'], totals: { aids: 4000 } };
      expect(events.map(({ type, detail: given, target }) => ({ type, given, onFrame: target === frame }))).to.deep.equal([
        { type: 'cee-step', given: detail, onFrame: true },
        { type: 'cee-lead', given: { contact: { name: 'Jeanne' } }, onFrame: true },
      ]);
      expect((window as unknown as { dataLayer: unknown[] }).dataLayer).to.deep.equal([{ event: 'cee-step', ...detail }]);
      expect(frame.style.height).to.equal('');
      await waitUntil(() => heard.some(({ data }) => data?.type === 'test:landing'), 'the host never told its campaign');
      const landed = new URL(performance.getEntriesByType('navigation')[0]!.name);
      expect(heard.find(({ data }) => data?.type === 'test:landing')!.data.attribution).to.deep.equal({ page: `${landed.origin}${landed.pathname}` });
    } finally {
      delete (window as { dataLayer?: unknown }).dataLayer;
    }
  });

  it('lets no URL parameter tick the consent box or name another partner in its sentence', async () => {
    const src = embedUrl({
      consent: 'true',
      'lead-consent': 'on',
      checked: 'checked',
      values: JSON.stringify({ consent: true }),
      'words.lead.consent': 'J’accepte que Arnaque SA reçoive tout, comme le décrit sa {privacy}.',
      'words.lead.consentAsk': 'J’accepte que Arnaque SA reçoive tout.',
      'words.lead.title': 'Être contacté par Arnaque SA',
      'words.answer.print.partner': 'Proposée par Arnaque SA',
      'words.result.disclaimer': 'Estimation indicative.',
    });
    const frame = await frameOf(src);
    await waitUntil(() => frame.style.height !== '', 'the embed never said its height');
    await inFrame(src, frameTools);
    await inFrame(src, fieldsShown);
    await inFrame(src, calculate, VALUES);
    const state = await inFrame(src, leadState);
    expect(state.checked).to.equal(false);
    expect(state.consent).to.contain(`J’accepte que ${PARTNER} reçoive mes coordonnées`);
    expect(state.text).to.contain(`Être contacté par ${PARTNER}`);
    expect(state.text).to.not.contain('Arnaque');
  });
});
