/**
 * The "Intégrer" configurator's forms of the code and its checks (demo/configurator.ts, issue #37): the iframe beside
 * the script; each form's code, pasted as is in a page of the partner's site, works (the files it names served by a
 * second origin, built as `npm run build:lib` builds them); every address still a placeholder is marked in the code
 * a partner copies, in each language; and the token endpoint the partner types is asked from the page, what is wrong
 * said in a web developer's words (its status, an HTML page, JSON without a token, a refusal by CORS, no answer).
 */
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { DEFAULT_SITE_ORIGIN, type ConfiguratorOptions, startConfigurator } from '../../../demo/configurator.js';
import { bases, failNext } from '../helpers/sandbox.js';
import { type Origins, calculate, fieldsShown, frameTools, inFrame, inFrameOnceThere, secondOrigins } from '../funnel/embed-frame.js';
import { waitUntil } from '../wait-until.js';
import { freshSandbox, plain } from './demo-pages.js';

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

let origins: Origins;

async function mount(options: Partial<ConfiguratorOptions> = {}) {
  const root = await fixture<HTMLElement>('<div></div>');
  const configurator = startConfigurator(root, {
    version: '0.0.0',
    integrityUrl: '/no-such-release/integrity.json',
    preview: bases(),
    ...options,
  });
  await configurator.ready;
  return { root, configurator };
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};
const snippet = (root: HTMLElement, name: string) => $(root, `[data-snippet="${name}"]`).textContent ?? '';
const pick = (root: HTMLElement, name: string, value: string) => $<HTMLInputElement>(root, `input[name="${name}"][value="${value}"]`).click();
function type(root: HTMLElement, selector: string, value: string, eventType = 'input'): void {
  const input = $<HTMLInputElement>(root, selector);
  input.value = value;
  input.dispatchEvent(new Event(eventType, { bubbles: true }));
}

/**
 * Pastes `markup` in the page as a CMS's HTML block holds it: the markup parsed, each script made again with the
 * same attributes and text (a script parsed from a string does not run), the rest moved as it is. `loaded` resolves
 * once every script with a `src` loaded (its integrity checked), and rejects if one failed.
 */
async function paste(markup: string): Promise<{ block: HTMLElement; loaded: Promise<unknown> }> {
  const block = await fixture<HTMLElement>('<div class="cms-block"></div>');
  const loads: Array<Promise<unknown>> = [];
  const parsed = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').body;
  for (const node of [...parsed.childNodes]) {
    if (node instanceof HTMLScriptElement) {
      const script = document.createElement('script');
      for (const { name, value } of node.attributes) script.setAttribute(name, value);
      script.textContent = node.textContent;
      if (script.src) {
        loads.push(
          new Promise((resolve, reject) => {
            script.addEventListener('load', resolve);
            script.addEventListener('error', () => reject(new Error(`${script.src} did not load (its integrity?)`)));
          }),
        );
      }
      block.append(script);
    } else block.append(document.importNode(node, true));
  }
  return { block, loaded: Promise.all(loads) };
}

/** The page's stylesheet holds `css` (the rule a partner adds to it). */
function addStylesheet(css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet));
}

describe('the configurator’s forms of the code', () => {
  before(async () => {
    origins = await secondOrigins();
  });
  beforeEach(freshSandbox);
  afterEach(() => fixtureCleanup());

  it('marks each address still a placeholder in the code to copy, in each language, until the partner types theirs', async () => {
    const { root } = await mount();
    expect(snippet(root, 'markup').split('\n').slice(0, 3)).to.deep.equal([
      '<!-- À remplacer avant la mise en ligne :',
      '     api-base et calc-base : les adresses de votre contrat avec le service, à la place de https://service.example/… ;',
      '     token-endpoint : l’adresse de votre site qui remet le jeton, à la place de /mon-site/cee-token. -->',
    ]);
    expect(snippet(root, 'react').split('\n').slice(0, 3)).to.deep.equal([
      '// À remplacer avant la mise en ligne :',
      '// apiBase et calcBase : les adresses de votre contrat avec le service, à la place de https://service.example/… ;',
      '// tokenEndpoint : l’adresse de votre site qui remet le jeton, à la place de /mon-site/cee-token.',
    ]);
    expect(snippet(root, 'vue')).to.match(/^<!-- À remplacer avant la mise en ligne :\n {5}api-base et calc-base/);
    // The markup still parses to the element, its note a comment.
    const parsed = new DOMParser().parseFromString(snippet(root, 'markup'), 'text/html');
    expect(parsed.querySelector('cee-simulator')?.getAttribute('api-base')).to.equal('https://service.example/partner');

    type(root, '#cfg-apiBase', 'https://api.mon-contrat.fr/partner');
    type(root, '#cfg-calcBase', 'https://api.mon-contrat.fr/calc');
    expect(snippet(root, 'markup').split('\n').slice(0, 2)).to.deep.equal([
      '<!-- À remplacer avant la mise en ligne :',
      '     token-endpoint : l’adresse de votre site qui remet le jeton, à la place de /mon-site/cee-token. -->',
    ]);
    type(root, '#cfg-tokenEndpoint', '/espace/jeton-cee');
    for (const name of ['markup', 'react', 'vue']) expect(snippet(root, name), name).not.to.contain('À remplacer');
  });

  it('offers an iframe beside the script: the files a site serves, its pages’ script, the iframe’s rule, the iframe', async () => {
    const { root, configurator } = await mount();
    expect([...root.querySelectorAll<HTMLInputElement>('input[name="form"]')].map((input) => `${input.value} ${input.checked}`)).to.deep.equal([
      'script true',
      'iframe false',
    ]);
    pick(root, 'form', 'iframe');
    expect(root.querySelector('[data-snippet="react"]')).to.equal(null);
    expect(root.querySelector('input[name="hosting"]')).to.equal(null);
    expect(snippet(root, 'files')).to.equal(
      [
        'dist/embed.html et dist/embed.js',
        '  → /assets/cee-widgets/',
        'dist/lazy/ (cee-widgets.js et tout le dossier chunks/)',
        '  → /assets/cee-widgets/lazy/',
        'dist/iframe-host.js',
        '  → /assets/cee-widgets/iframe-host.js',
      ].join('\n'),
    );
    expect(snippet(root, 'css')).to.equal('iframe.simulateur-cee {\n  display: block;\n  width: 100%;\n  border: 0;\n}');
    const page = new DOMParser().parseFromString(`${snippet(root, 'script')}${snippet(root, 'markup')}`, 'text/html');
    expect(page.querySelector('script')?.getAttribute('src')).to.equal('/assets/cee-widgets/iframe-host.js');
    const iframe = page.querySelector('iframe')!;
    expect(`${iframe.hasAttribute('data-cee-widgets')} ${iframe.className} ${iframe.title}`).to.equal('true simulateur-cee Estimer votre prime énergie');
    const src = new URL(iframe.getAttribute('src')!, 'https://www.mon-site.example/');
    expect(src.pathname).to.equal('/assets/cee-widgets/embed.html');
    expect(Object.fromEntries(src.searchParams)).to.deep.equal({
      element: 'cee-simulator',
      fost: 'BAR-TH-171',
      aid: 'both',
      context: 'b2c',
      lang: 'fr',
      'euros-mwh-cumac': '8',
      'cee-color-primary': '#1d4ed8',
      'cee-color-on-primary': '#ffffff',
      'api-base': 'https://service.example/partner',
      'calc-base': 'https://service.example/calc',
      'token-endpoint': '/mon-site/cee-token',
      'parent-origin': DEFAULT_SITE_ORIGIN,
    });
    // The addresses stay readable in the code: only what must be is escaped.
    expect(snippet(root, 'markup')).to.contain('api-base=https://service.example/partner&amp;');
    expect(snippet(root, 'markup').split('\n').slice(0, 4)).to.deep.equal([
      '<!-- À remplacer avant la mise en ligne :',
      '     api-base= et calc-base= : les adresses de votre contrat avec le service, à la place de https://service.example/… ;',
      '     token-endpoint= : l’adresse de votre site qui remet le jeton, à la place de /mon-site/cee-token ;',
      `     parent-origin= : l’adresse de votre site, à la place de ${DEFAULT_SITE_ORIGIN}. -->`,
    ]);
    expect(plain($(root, '#snippet-files-title').closest('section')!.textContent)).to.contain(
      `Content-Security-Policy: frame-ancestors ${DEFAULT_SITE_ORIGIN}`,
    );

    pick(root, 'aid', 'cee');
    type(root, '#cfg-siteOrigin', 'https://www.isolation-martin.fr');
    expect(configurator.choice.siteOrigin).to.equal('https://www.isolation-martin.fr');
    const again = new URL(new DOMParser().parseFromString(snippet(root, 'markup'), 'text/html').querySelector('iframe')!.getAttribute('src')!, location.href);
    expect(`${again.searchParams.get('aid')} ${again.searchParams.get('parent-origin')}`).to.equal('cee https://www.isolation-martin.fr');
    await expect(root).to.be.accessible();
  });

  it('says beside the field when the site’s address is not an origin, and keeps the last good one', async () => {
    const { root, configurator } = await mount({ initial: { form: 'iframe' } });
    type(root, '#cfg-siteOrigin', 'www.isolation-martin.fr/simulateur');
    type(root, '#cfg-siteOrigin', 'www.isolation-martin.fr/simulateur', 'change');
    expect(plain($(root, '#cfg-siteOrigin-error').textContent)).to.equal(
      '« www.isolation-martin.fr/simulateur » n’est pas l’adresse d’un site : écrivez-la comme https://www.mon-site.fr, sans chemin après le nom.',
    );
    expect(`${$(root, '#cfg-siteOrigin').getAttribute('aria-invalid')} ${configurator.choice.siteOrigin}`).to.equal(`true ${DEFAULT_SITE_ORIGIN}`);
    await expect(root).to.be.accessible();
    type(root, '#cfg-siteOrigin', 'https://www.isolation-martin.fr/');
    expect(`${root.querySelector('#cfg-siteOrigin-error')} ${configurator.choice.siteOrigin}`).to.equal('null https://www.isolation-martin.fr');
  });

  it('gives iframe code that, pasted as is in a page of the site, shows the simulator at its content’s height and calculates', async () => {
    const { root } = await mount({
      integrityUrl: `${origins.embed}/integrity.json`,
      snippetBases: { apiBase: `${origins.embed}/partner`, calcBase: `${origins.embed}/calc`, tokenEndpoint: '/token' },
      initial: { form: 'iframe', folder: `${origins.embed}/`, siteOrigin: location.origin },
    });
    expect(snippet(root, 'script')).to.match(/integrity="sha384-/);
    expect(snippet(root, 'markup')).not.to.contain('À remplacer');
    const restore = addStylesheet(snippet(root, 'css'));
    try {
      // The iframe first, its page drawn before the script of the page runs (a script at the end of the body, or slow):
      // the script asks the embed for its height.
      const { block } = await paste(snippet(root, 'markup'));
      const frame = $<HTMLIFrameElement>(block, 'iframe');
      // In view: Chromium does not lay out a frame of another origin while it is out of the window.
      frame.scrollIntoView();
      const src = frame.src;
      await waitUntil(async () => (await inFrameOnceThere(src, () => Boolean(document.querySelector('cee-simulator')))) === true, 'the embed never drew');
      await inFrame(src, frameTools);
      await inFrame(src, fieldsShown);
      expect(frame.style.height).to.equal('');
      await (await paste(snippet(root, 'script'))).loaded;
      await waitUntil(() => frame.style.height !== '', 'the pasted script never sized the iframe');
      expect(getComputedStyle(frame).borderTopWidth).to.equal('0px');
      const colours = await inFrame(src, () => getComputedStyle(document.documentElement).getPropertyValue('--cee-color-primary').trim());
      expect(colours).to.equal('#1d4ed8');
      await inFrame(src, calculate, VALUES);
      const result = await inFrame(src, () => (document.querySelector('cee-simulator')!.shadowRoot!.querySelector('[part~="result"]')!.textContent ?? '').replace(/\s+/g, ' '));
      expect(result).to.match(/Prime CEE/);
    } finally {
      restore();
    }
  });

  it('gives script code that, pasted as is in a page of the site, shows the simulator and calculates', async () => {
    const { root } = await mount({
      integrityUrl: `${origins.embed}/integrity.json`,
      snippetBases: { apiBase: `${origins.embed}/partner`, calcBase: `${origins.embed}/calc`, tokenEndpoint: `${origins.embed}/token` },
      initial: { build: 'lazy', folder: `${origins.embed}/lazy/`, fost: 'BAR-TH-171', aid: 'cee' },
    });
    expect(snippet(root, 'script')).to.contain('"importmap"');
    const restore = addStylesheet(snippet(root, 'css'));
    try {
      // The test page already defines the elements from the sources: the pasted loader, once loaded with its
      // integrity checked, finds them defined (a second copy defines nothing and throws nothing).
      const { block, loaded } = await paste(`${snippet(root, 'script')}\n${snippet(root, 'markup')}`);
      await loaded;
      const el = $<HTMLElement & { updateComplete: Promise<boolean> }>(block, 'cee-simulator');
      await waitUntil(() => el.shadowRoot?.querySelector('form[aria-busy="false"]'), 'the pasted simulator never showed its fields');
      expect(getComputedStyle(el).getPropertyValue('--cee-color-primary').trim()).to.equal('#1d4ed8');
      expect(el.getAttribute('api-base')).to.equal(`${origins.embed}/partner`);
    } finally {
      restore();
    }
  });
});

describe('the configurator’s check of the token endpoint', () => {
  before(async () => {
    origins = await secondOrigins();
  });
  beforeEach(freshSandbox);
  afterEach(() => fixtureCleanup());

  /** Types `address` as the token endpoint, presses the button, and answers what the page then says. */
  async function check(root: HTMLElement, address: string): Promise<{ kind: string; text: string }> {
    type(root, '#cfg-tokenEndpoint', address);
    $<HTMLButtonElement>(root, '[data-check-token]').click();
    const status = () => $(root, '[data-token-check]');
    await waitUntil(() => !['idle', 'pending'].includes(status().getAttribute('data-token-check') ?? ''), `no answer for ${address}`, { timeout: 15_000 });
    return { kind: status().getAttribute('data-token-check')!, text: plain(status().textContent) };
  }

  it('says a good endpoint answers a token, and for how long', async () => {
    const { root } = await mount();
    const said = await check(root, `${location.origin}/token`);
    expect(said.kind).to.equal('ok');
    expect(said.text).to.match(new RegExp(`^${location.origin}/token répond bien : un jeton, valable \\d[\\d ]* secondes\\.`));
    expect($(root, '[data-token-check]').getAttribute('role')).to.equal('status');
    await expect(root).to.be.accessible();
  });

  it('says the status and what it means, for a relative address on this page’s own site', async () => {
    const { root } = await mount();
    await failNext({ method: 'POST', path: '/token', status: 501 });
    const said = await check(root, '/token');
    expect(said.kind).to.equal('status');
    expect(said.text).to.equal(
      `${location.origin}/token a répondu 501 (Not Implemented) : le serveur ne sait pas traiter cette demande : aucun code n’y répond encore en POST. Une adresse qui commence par / est celle du site de la page : ici, ${location.origin} ; sur votre site, votre serveur.`,
    );
    await failNext({ method: 'POST', path: '/token', status: 404 });
    expect((await check(root, `${location.origin}/token`)).text).to.contain('a répondu 404 (Not Found) : rien n’y répond');
  });

  it('says an HTML page or JSON without a token is no token', async () => {
    const { root } = await mount();
    await failNext({ method: 'POST', path: '/token', status: 200, body: '<!doctype html><title>Connexion</title><form></form>' });
    const page = await check(root, `${location.origin}/token`);
    expect(`${page.kind} ${page.text}`).to.contain('html').and.to.contain('répond une page HTML et non un jeton');
    await failNext({ method: 'POST', path: '/token', status: 200, body: '{"message": "Bienvenue", "user": null}' });
    const json = await check(root, `${location.origin}/token`);
    expect(json.kind).to.equal('no-token');
    expect(json.text).to.contain('répond du JSON sans jeton (ses clés : message, user) : il faut access_token, avec expires_in en secondes, ou token, avec expires_at.');
    await failNext({ method: 'POST', path: '/token', status: 200, body: '{"access_token": "abc def"}' });
    expect((await check(root, `${location.origin}/token`)).kind).to.equal('not-a-token');
  });

  it('tells a refusal by CORS from a server that does not answer, and an address that is none', async () => {
    const { root } = await mount();
    const cors = await check(root, `${origins.embed}/__funnel/token`);
    expect(cors.kind).to.equal('cors');
    expect(cors.text).to.contain(`l’adresse est sur une autre origine que cette page et ne l’autorise pas (CORS)`);
    expect(cors.text).to.contain(`fetch('/__funnel/token', { method: 'POST' })`);
    const open = await check(root, `${origins.embed}/token`);
    expect(`${open.kind} ${open.text}`).to.contain('ok').and.to.contain('retirez son en-tête Access-Control-Allow-Origin');
    const down = await check(root, 'http://127.0.0.1:9/token');
    expect(down.kind).to.equal('unreachable');
    expect(down.text).to.equal('Aucune réponse de http://127.0.0.1:9/token : le serveur est injoignable (nom de domaine, certificat, serveur arrêté), ou cette page est en https et l’adresse en http.');
    expect((await check(root, 'javascript:alert(1)')).kind).to.equal('not-an-address');
    await expect(root).to.be.accessible();
  });
});
