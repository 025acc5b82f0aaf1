/**
 * What the iframe embed reads of its URL and how it talks (src/embed/): the element among ours only, each element's
 * allow-list of attributes, colours as colours, words but never the contact step's or the partner's, the token
 * endpoint on the embed's own origin, services over https; every message posted with `parent-origin` as its target,
 * and only `parent-origin`'s window heard.
 */
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { readEmbedUrl } from '../../../src/embed/embed-url.js';
import { talkToParent } from '../../../src/embed/embed-messages.js';
import { attribution, resetAttribution } from '../../../src/ui/attribution.js';
import { waitUntil } from '../wait-until.js';
import { VERSION } from '../../../src/version.js';

const EMBED = 'https://www.isolation-martin.fr/cee/embed.html';
const url = (query: Record<string, string>) => `${EMBED}?${new URLSearchParams(query)}`;

describe('the embed’s URL', () => {
  it('draws one of our elements with its attributes, the token endpoint beside the embed unless given', () => {
    const settings = readEmbedUrl(
      url({
        element: 'cee-simulator',
        fost: 'BAR-TH-171',
        aid: 'both',
        'euros-mwh-cumac': '8,5',
        lead: 'Isolation Martin',
        'lead-privacy-url': '/confidentialite',
        'api-base': 'https://service.example/partner',
        'calc-base': 'https://service.example/calc',
        'prefill-from-url': 'works,postcode',
        lang: 'en',
        'parent-origin': 'https://www.isolation-martin.fr',
        cee_works: 'BAR-TH-171',
        utm_source: 'google',
      }),
    );
    expect(settings).to.deep.equal({
      element: 'cee-simulator',
      parentOrigin: 'https://www.isolation-martin.fr',
      attributes: {
        fost: 'BAR-TH-171',
        aid: 'both',
        'euros-mwh-cumac': '8,5',
        lead: 'Isolation Martin',
        'lead-privacy-url': 'https://www.isolation-martin.fr/confidentialite',
        'api-base': 'https://service.example/partner',
        'calc-base': 'https://service.example/calc',
        'prefill-from-url': 'works,postcode',
        lang: 'en',
        'token-endpoint': 'https://www.isolation-martin.fr/cee/token',
      },
      colours: {},
      words: {},
      refused: [],
    });
    expect(readEmbedUrl(url({ element: 'cee-project', 'token-endpoint': '/mon-site/cee-token' })).attributes['token-endpoint']).to.equal(
      'https://www.isolation-martin.fr/mon-site/cee-token',
    );
  });

  it('takes only our four elements, and for each only its own attributes', () => {
    for (const element of ['script', 'iframe', 'cee-simulator-x', '']) expect(readEmbedUrl(url({ element })).element, element).to.equal(undefined);
    expect(readEmbedUrl(`${EMBED}?fost=BAR-TH-171`).refused).to.deep.equal(['element', 'fost']);
    const form = readEmbedUrl(url({ element: 'worksite-form', 'convention-id': '12', fost: 'BAR-TH-171', lead: 'X', onclick: 'alert(1)', style: 'display:none', class: 'x' }));
    expect(form.attributes).to.deep.equal({ 'convention-id': '12', 'token-endpoint': 'https://www.isolation-martin.fr/cee/token' });
    expect(form.refused).to.deep.equal(['fost', 'lead', 'onclick', 'style', 'class']);
    const uploader = readEmbedUrl(url({ element: 'doc-uploader', 'worksite-id': '7', multiple: '', 'max-size': '1000', analytics: 'datalayer' }));
    expect(Object.keys(uploader.attributes)).to.deep.equal(['worksite-id', 'multiple', 'max-size', 'token-endpoint']);
    expect(uploader.refused).to.deep.equal(['analytics']);
  });

  it('keeps the token endpoint on the embed’s origin, and the services on https or on that origin', () => {
    const settings = readEmbedUrl(
      url({
        element: 'cee-project',
        'token-endpoint': 'https://evil.example/token',
        'api-base': 'http://evil.example/partner',
        'calc-base': 'javascript:alert(1)',
        'lead-privacy-url': 'data:text/html,x',
      }),
    );
    expect(settings.attributes).to.deep.equal({ 'token-endpoint': 'https://www.isolation-martin.fr/cee/token' });
    expect(readEmbedUrl(url({ element: 'cee-simulator', 'lead-privacy-url': 'http://www.autre-site.fr/vie-privee' })).attributes['lead-privacy-url']).to.equal(
      'http://www.autre-site.fr/vie-privee',
    );
    expect(settings.refused).to.deep.equal(['token-endpoint', 'api-base', 'calc-base', 'lead-privacy-url']);
    expect(readEmbedUrl(url({ element: 'cee-project', 'api-base': '/partner' })).attributes['api-base']).to.equal('https://www.isolation-martin.fr/partner');
  });

  it('takes colours as #rgb or #rrggbb for the element’s colour properties only', () => {
    const settings = readEmbedUrl(
      url({ element: 'cee-simulator', 'cee-color-primary': '#7C2D12', 'cee-color-on-primary': '#fff', 'cee-color-text': 'red;}*{x', 'cee-radius': '0', 'cee-color-evil': '#000' }),
    );
    expect(settings.colours).to.deep.equal({ '--cee-color-primary': '#7C2D12', '--cee-color-on-primary': '#fff' });
    expect(settings.refused).to.deep.equal(['cee-color-text', 'cee-radius', 'cee-color-evil']);
  });

  it('takes words for any key but those of the contact step or naming the partner, bounded, without control characters', () => {
    const settings = readEmbedUrl(
      url({
        element: 'cee-simulator',
        'words.result.disclaimer': `\u202eEstimation\u0000 indicative. ${'x'.repeat(400)}`,
        'words.lead.consent': 'J’accepte que Arnaque SA…',
        'words.LEAD.title': 'Arnaque SA',
        'words.answer.print.partner': 'Proposée par Arnaque SA',
        'words.__proto__': 'x',
      }),
    );
    expect(settings.words).to.deep.equal({ 'result.disclaimer': `Estimation indicative. ${'x'.repeat(300 - 23)}` });
    expect(settings.refused).to.deep.equal(['words.lead.consent', 'words.LEAD.title', 'words.answer.print.partner', 'words.__proto__']);
  });

  it('knows the framing page only by an origin written as one', () => {
    const origin = (value: string) => readEmbedUrl(url({ element: 'cee-simulator', 'parent-origin': value })).parentOrigin;
    expect(origin('https://www.example.fr')).to.equal('https://www.example.fr');
    expect(origin('http://localhost:8000')).to.equal('http://localhost:8000');
    for (const value of ['*', 'https://www.example.fr/', 'https://www.example.fr/page', 'www.example.fr', 'javascript:alert(1)', 'null', '']) {
      expect(origin(value), value).to.equal(undefined);
    }
  });
});

describe('the embed’s messages', () => {
  afterEach(() => {
    fixtureCleanup();
    resetAttribution();
  });

  /** An embed's window whose parent is this page: what it posts is recorded with its target origin. */
  function embedWindow() {
    const posted: Array<{ message: any; target: string }> = [];
    const events = new EventTarget();
    const parent = { postMessage: (message: unknown, target: string) => void posted.push({ message, target }) };
    const view = { parent, addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => events.addEventListener(type, listener as EventListener) };
    /** A message heard by the embed's window, from `source` at `origin`. */
    const tell = (origin: string, source: unknown, data: unknown) => {
      const event = new MessageEvent('message', { origin, data });
      Object.defineProperty(event, 'source', { value: source });
      events.dispatchEvent(event);
    };
    return { posted, view, parent, tell };
  }

  it('posts its hello, its height, the funnel events and the hand-offs to parent-origin, never to another target', async () => {
    const { posted, view } = embedWindow();
    const content = await fixture<HTMLElement>('<main style="display:flow-root"><div style="height:120px"></div></main>');
    const element = document.createElement('div');
    content.append(element);
    talkToParent(view, 'https://www.isolation-martin.fr', element, content);
    await waitUntil(() => posted.some(({ message }) => message.type === 'cee-widgets:height'), 'no height');
    (content.firstElementChild as HTMLElement).style.height = '300px';
    await waitUntil(() => posted.filter(({ message }) => message.type === 'cee-widgets:height').length === 2, 'no second height');
    for (const name of ['cee-ready', 'cee-step', 'cee-abandon', 'cee-lead', 'cee-estimate-email', 'cee-result', 'cee-error', 'click']) {
      element.dispatchEvent(new CustomEvent(name, { detail: { element: 'cee-simulator', version: VERSION, step: 'works' }, bubbles: true, composed: true }));
    }
    expect(posted.map(({ message }) => `${message.type} ${message.height ?? message.name ?? ''}`.trim())).to.deep.equal([
      'cee-widgets:hello',
      'cee-widgets:height 120',
      'cee-widgets:height 300',
      'cee-widgets:event cee-ready',
      'cee-widgets:event cee-step',
      'cee-widgets:event cee-abandon',
      'cee-widgets:event cee-lead',
      'cee-widgets:event cee-estimate-email',
    ]);
    expect(new Set(posted.map(({ target }) => target))).to.deep.equal(new Set(['https://www.isolation-martin.fr']));
  });

  it('hears only parent-origin’s window: the host’s answer and its campaign, nothing from another origin or window', async () => {
    const { view, parent, tell } = embedWindow();
    const content = await fixture<HTMLElement>('<main></main>');
    const calls: string[] = [];
    const element = Object.assign(document.createElement('div'), {
      confirmLead: (message?: string) => void calls.push(`confirmLead ${message}`),
      leadFailed: (message?: string) => void calls.push(`leadFailed ${message}`),
    });
    content.append(element);
    talkToParent(view, 'https://www.isolation-martin.fr', element, content);
    const call = (method: string, message?: string) => ({ type: 'cee-widgets:call', method, message });
    tell('https://evil.example', parent, call('confirmLead', 'from another origin'));
    tell('https://www.isolation-martin.fr', window, call('confirmLead', 'from another window'));
    tell('https://evil.example', parent, { type: 'cee-widgets:landing', attribution: { page: 'https://evil.example/', utm_source: 'evil' } });
    tell('https://www.isolation-martin.fr', parent, call('remove'));
    tell('https://www.isolation-martin.fr', parent, call('confirmLead', '\u202eMerci\u0007 !'));
    tell('https://www.isolation-martin.fr', parent, call('leadFailed'));
    expect(calls).to.deep.equal(['confirmLead Merci !', 'leadFailed undefined']);
    expect(element.isConnected, 'a method outside the answers is never called').to.equal(true);

    tell('https://www.isolation-martin.fr', parent, { type: 'cee-widgets:landing', attribution: { page: 'https://www.isolation-martin.fr/pac', utm_source: 'google', email: 'a@b.fr' } });
    tell('https://www.isolation-martin.fr', parent, { type: 'cee-widgets:landing', attribution: { page: 'https://www.isolation-martin.fr/autre', utm_source: 'later' } });
    expect(attribution()).to.deep.equal({ page: 'https://www.isolation-martin.fr/pac', utm_source: 'google' });
  });
});
