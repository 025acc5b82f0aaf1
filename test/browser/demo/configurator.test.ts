/**
 * The "Intégrer" configurator (demo/configurator.ts), built from the same elements: its operation list from the
 * sandbox's catalogue, the aids each operation offers today, the live preview following every choice, the snippets
 * (self-hosted by default, the CDN only with its note), the token endpoint's section, code that scrolls at 320 px,
 * the copy buttons (Clipboard API and the selection fallback) and axe.
 */
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { TOKEN_DOC_URL } from '../../../demo/configurator-code.js';
import { type Configurator, parsePrice, startConfigurator } from '../../../demo/configurator.js';
import { contrastRatio, publishedIntegrityUrl } from '../../../demo/snippets.js';
import { NODE_TOKEN_ENDPOINT, PHP_TOKEN_ENDPOINT } from '../../../demo/token-endpoint.js';
import { bases, failNext, sandboxRequests } from '../helpers/sandbox.js';
import { freshSandbox, plain } from './demo-pages.js';

const INTEGRITY = {
  'cee-widgets.js': 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  'lazy/cee-widgets.js': 'sha384-LAZYoqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4Jw',
  'lazy/chunks/core-abc123.js': 'sha384-COREoqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4Jw',
  'lazy/chunks/cee-simulator-def456.js': 'sha384-SIMUoqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4Jw',
};
const INTEGRITY_JSON = `data:application/json,${encodeURIComponent(JSON.stringify(INTEGRITY))}`;
const SNIPPETS = ['files', 'script', 'css', 'markup', 'react', 'vue'] as const;

interface Mounted {
  root: HTMLElement;
  configurator: Configurator;
}

async function packageVersion(): Promise<string> {
  return ((await (await fetch('/package.json')).json()) as { version: string }).version;
}

interface MountOptions {
  integrityUrl?: string;
  clipboard?: Pick<Clipboard, 'writeText'>;
  today?: Date;
}

async function mount(options: MountOptions = {}): Promise<Mounted> {
  const root = await fixture<HTMLElement>('<div></div>');
  const configurator = startConfigurator(root, {
    version: await packageVersion(),
    integrityUrl: options.integrityUrl ?? '/no-such-release/integrity.json',
    preview: bases(),
    ...(options.clipboard ? { clipboard: options.clipboard } : {}),
    ...(options.today ? { today: options.today } : {}),
  });
  await configurator.ready;
  return { root, configurator };
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};

const preview = (root: HTMLElement) => $<HTMLElementTagNameMap['cee-simulator']>(root, 'cee-simulator[data-preview]');
const snippet = (root: HTMLElement, name: string) => $(root, `[data-snippet="${name}"]`).textContent ?? '';
const offered = (root: HTMLElement, name: string) => [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => input.value).join(' ');
const aidsNote = (root: HTMLElement) => root.querySelector('[data-aids-note]');

function pick(root: HTMLElement, name: string, value: string): void {
  $<HTMLInputElement>(root, `input[name="${name}"][value="${value}"]`).click();
}

function type(root: HTMLElement, selector: string, value: string, eventType = 'input'): void {
  const input = $<HTMLInputElement | HTMLSelectElement>(root, selector);
  input.value = value;
  input.dispatchEvent(new Event(eventType, { bubbles: true }));
}

/** Chooses an operation and waits until the aids it offers are known. */
async function chooseOperation(root: HTMLElement, code: string): Promise<void> {
  type(root, '#cfg-operation', code, 'change');
  await waitUntil(() => aidsNote(root)?.getAttribute('data-aids-note') !== 'pending', `the aids of ${code} were never checked`, { timeout: 10_000 });
}

/** Waits until the preview's fields are shown, for the operation it is asked. */
async function previewShown(root: HTMLElement): Promise<void> {
  await waitUntil(() => preview(root).shadowRoot?.querySelector('form[aria-busy="false"]') != null, 'the preview never showed its fields', {
    timeout: 10_000,
  });
}

/** The script tags of the script snippet, as the browser parses them. */
function scriptTags(root: HTMLElement): HTMLScriptElement[] {
  return [...new DOMParser().parseFromString(snippet(root, 'script'), 'text/html').querySelectorAll('script')];
}

describe('the "Intégrer" configurator', () => {
  beforeEach(freshSandbox);

  it('offers the operations of the catalogue that a simulator computes, by name and code', async () => {
    const { root } = await mount();
    const options = [...root.querySelectorAll<HTMLOptionElement>('#cfg-operation option')];
    const all = (await (await fetch('/partner/v1/operations')).json()).data as Array<{ code: string; has_simulation: boolean }>;
    const computed = all.filter((operation) => operation.has_simulation);
    expect(computed.length).to.be.lessThan(all.length);
    expect(options.map((option) => option.value)).to.deep.equal(['', ...computed.map((operation) => operation.code)]);
    expect(plain(options.find((option) => option.value === 'BAR-TH-171')?.textContent)).to.equal('Pompe à chaleur de type air/eau (BAR-TH-171)');
    expect(options.some((option) => option.value === 'BAR-TH-159')).to.equal(false);
    expect($<HTMLSelectElement>(root, '#cfg-operation').value).to.equal('BAR-TH-171');
  });

  it('offers every operation when the catalogue does not say which ones have a simulation', async () => {
    const catalogue = {
      data: [
        { id: 1, code: 'BAR-EN-101', operation_name: 'Isolation de combles', can_b2b: false, can_b2c: true, has_cdp: false, has_material: false },
        { id: 2, code: 'BAT-TH-116', operation_name: 'Gestion technique du bâtiment', can_b2b: true, can_b2c: false, has_cdp: true, has_material: true },
      ],
    };
    await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: JSON.stringify(catalogue) });
    const { root } = await mount();
    const values = [...root.querySelectorAll<HTMLOptionElement>('#cfg-operation option')].map((option) => option.value);
    expect(values).to.deep.equal(['', 'BAR-EN-101', 'BAT-TH-116']);
  });

  it('updates the preview and the snippets when the operation, aid, audience, language, price or colours change', async () => {
    const { root, configurator } = await mount();
    await previewShown(root);
    const el = preview(root);
    expect(`${el.getAttribute('fost')} ${el.getAttribute('aid')} ${el.getAttribute('context')} ${el.getAttribute('lang')}`).to.equal(
      'BAR-TH-171 both b2c fr',
    );

    pick(root, 'aid', 'cee');
    await el.updateComplete;
    expect(el.getAttribute('aid')).to.equal('cee');
    expect(snippet(root, 'markup')).to.contain('aid="cee"');

    pick(root, 'lang', 'en');
    await el.updateComplete;
    expect(`${el.getAttribute('lang')} ${el.parentElement?.getAttribute('lang')}`).to.equal('en en');
    expect(snippet(root, 'react')).to.contain('lang={"en"}');
    await waitUntil(() => plain(el.shadowRoot?.querySelector('[part~="submit"]')?.textContent).length > 0, 'no button', { timeout: 10_000 });
    await waitUntil(() => !/Calculer/.test(plain(el.shadowRoot?.querySelector('[part~="submit"]')?.textContent)), 'still French', {
      timeout: 10_000,
    });

    type(root, '#cfg-price', '9,5');
    expect(el.getAttribute('euros-mwh-cumac')).to.equal('9.5');
    expect(snippet(root, 'markup')).to.contain('euros-mwh-cumac="9.5"');
    expect(snippet(root, 'react')).to.contain('eurosMwhCumac={9.5}');
    expect(snippet(root, 'vue')).to.contain(':euros-mwh-cumac="9.5"');
    type(root, '#cfg-price', '');
    expect(el.hasAttribute('euros-mwh-cumac')).to.equal(false);
    expect(snippet(root, 'markup')).not.to.contain('euros-mwh-cumac');

    type(root, '#cfg-operation', 'BAR-EN-101', 'change');
    await el.updateComplete;
    await waitUntil(() => el.getAttribute('fost') === 'BAR-EN-101', 'the preview never took the operation', { timeout: 10_000 });
    expect(snippet(root, 'markup')).to.contain('fost="BAR-EN-101"');
    type(root, '#cfg-operation', '', 'change');
    await el.updateComplete;
    expect(el.hasAttribute('fost')).to.equal(false);
    expect(snippet(root, 'markup')).not.to.contain('fost=');
    expect(configurator.choice.fost).to.equal('');
  });

  it('gives the colours as a rule of the site’s stylesheet, which the preview wears, and never as an inline style', async () => {
    const { root } = await mount();
    const el = preview(root);
    type(root, '#cfg-primary', '#7c2d12');
    type(root, '#cfg-on-primary', '#fefce8');
    expect(snippet(root, 'css')).to.equal('.simulateur-cee {\n  --cee-color-primary: #7c2d12;\n  --cee-color-on-primary: #fefce8;\n}');
    expect(getComputedStyle(el).getPropertyValue('--cee-color-primary').trim()).to.equal('#7c2d12');
    expect(getComputedStyle(el).getPropertyValue('--cee-color-on-primary').trim()).to.equal('#fefce8');
    expect(`${el.hasAttribute('style')} ${el.className}`).to.equal('false simulateur-cee');
    const markup = new DOMParser().parseFromString(snippet(root, 'markup'), 'text/html').querySelector('cee-simulator');
    expect(`${markup?.hasAttribute('style')} ${markup?.className}`).to.equal('false simulateur-cee');
    for (const name of ['markup', 'react', 'vue']) expect(snippet(root, name), name).not.to.match(/style\s*=/);
    expect(snippet(root, 'react')).to.contain('className={"simulateur-cee"}');
    expect(snippet(root, 'vue')).to.contain('class="simulateur-cee"');
  });

  it('keeps the choice possible: a professionals-only operation offers professionals and the CEE bonus alone', async () => {
    const { root } = await mount();
    await chooseOperation(root, 'BAT-TH-116');
    const el = preview(root);
    expect(`${el.getAttribute('context')} ${el.getAttribute('aid')}`).to.equal('b2b cee');
    expect(offered(root, 'context')).to.equal('b2b');
    expect(offered(root, 'aid')).to.equal('cee');
    expect(plain(aidsNote(root)?.textContent)).to.equal('MaPrimeRénov’ est réservée aux particuliers.');
    expect(snippet(root, 'markup')).to.contain('context="b2b"');
    // The fields of the professionals' operation, not those of the heat pump shown before.
    await waitUntil(() => el.shadowRoot?.querySelector('[data-key^="building."]') != null, 'no b2b fields', { timeout: 10_000 });
    await previewShown(root);
  });

  it('offers the aids the catalogue lists for the operation today, and asks the service nothing more', async () => {
    const catalogue = {
      data: [
        { id: 1, code: 'BAR-EN-101', operation_name: 'Isolation de combles', can_b2b: false, can_b2c: true, has_simulation: true, aids: ['cee', 'mpr'] },
        { id: 2, code: 'BAR-EN-102', operation_name: 'Isolation des murs', can_b2b: false, can_b2c: true, has_simulation: true, aids: ['cee'] },
        { id: 3, code: 'BAR-TH-125', operation_name: 'VMC double flux', can_b2b: false, can_b2c: true, has_simulation: true, aids: ['mpr'] },
        { id: 4, code: 'BAR-TH-129', operation_name: 'Pompe à chaleur air/air', can_b2b: false, can_b2c: true, has_simulation: true, aids: [] },
      ],
    };
    await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: JSON.stringify(catalogue) });
    const { root, configurator } = await mount({ today: new Date('2026-01-01T09:00:00Z') });
    expect([...root.querySelectorAll<HTMLOptionElement>('#cfg-operation option')].map((option) => option.value)).to.deep.equal([
      '',
      'BAR-EN-101',
      'BAR-EN-102',
      'BAR-TH-125',
    ]);
    expect(`${configurator.choice.fost} ${offered(root, 'aid')}`).to.equal('BAR-EN-101 cee mpr both');
    pick(root, 'aid', 'both');
    expect(plain(aidsNote(root)?.textContent)).to.match(/^Le 1er janvier 2026, le service calcule pour cette opération la prime CEE et MaPrimeRénov’\./);

    await chooseOperation(root, 'BAR-EN-102');
    expect(offered(root, 'aid')).to.equal('cee');
    expect(`${configurator.choice.aid} ${preview(root).getAttribute('aid')}`).to.equal('cee cee');
    expect(snippet(root, 'markup')).to.contain('aid="cee"');
    expect(plain(aidsNote(root)?.textContent)).to.match(
      /^Le 1er janvier 2026, MaPrimeRénov’ ne finance pas cette opération : seule la prime CEE est proposée\. Sur votre site, le simulateur calcule à la date de signature du devis/,
    );

    await chooseOperation(root, 'BAR-TH-125');
    expect(`${offered(root, 'aid')} ${configurator.choice.aid}`).to.equal('mpr mpr');
    expect(plain(aidsNote(root)?.textContent)).to.match(/aucune prime CEE ne couvre cette opération : seule MaPrimeRénov’ est proposée\./);

    const probes = (await sandboxRequests({ path: '/calc/api/v2/simulation-inputs/BAR-EN-102/b2c' })).filter((request) => request.query.aid === 'mpr');
    expect(probes.length).to.equal(0);
  });

  it('offers the aids the catalogue lists for an operation, without asking the service', async () => {
    const { root } = await mount();
    await chooseOperation(root, 'BAR-EN-102');
    // Wall insulation left MaPrimeRénov' par geste on 2026-01-01: the catalogue says `aids: ["cee"]`.
    expect(offered(root, 'aid')).to.equal('cee');
    await chooseOperation(root, 'BAR-EN-101');
    expect(offered(root, 'aid')).to.equal('cee mpr both');
    const probes = (await sandboxRequests({ path: '/calc/api/v2/simulation-inputs/BAR-EN-102/b2c' })).filter((request) => request.query.aid === 'mpr');
    expect(probes.length).to.equal(0);
  });

  it('asks the service whether MaPrimeRénov’ covers an operation when the catalogue does not list its aids', async () => {
    // A catalogue of a service that does not say `aids` (the field is optional).
    const { data } = (await (await fetch('/partner/v1/operations')).json()) as { data: Array<Record<string, unknown>> };
    const withoutAids = data.map(({ aids: _aids, ...operation }) => operation);
    await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: JSON.stringify({ data: withoutAids }) });
    const { root, configurator } = await mount();
    expect(offered(root, 'aid')).to.equal('cee mpr both');
    await chooseOperation(root, 'BAR-EN-103');
    expect(offered(root, 'aid')).to.equal('cee');
    expect(configurator.choice.aid).to.equal('cee');
    await waitUntil(() => preview(root).getAttribute('fost') === 'BAR-EN-103', 'the preview never took the operation');
    expect(preview(root).getAttribute('aid')).to.equal('cee');
    const probe = (await sandboxRequests({ path: '/calc/api/v2/simulation-inputs/BAR-EN-103/b2c' })).filter((request) => request.query.aid === 'mpr');
    expect(probe.map((request) => request.status)).to.deep.equal([404]);

    await chooseOperation(root, 'BAR-EN-101');
    expect(offered(root, 'aid')).to.equal('cee mpr both');

    await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-TH-113/b2c', status: 500 });
    await chooseOperation(root, 'BAR-TH-113');
    expect(offered(root, 'aid')).to.equal('cee mpr both');
    expect(plain(aidsNote(root)?.textContent)).to.equal(
      'Le service n’a pas pu dire quelles aides couvrent cette opération : les trois choix restent proposés.',
    );
  });

  it('refuses a price it cannot read, says why beside the field once it is left, and keeps the last good price', async () => {
    const { root } = await mount();
    type(root, '#cfg-price', '8 à 9');
    const input = $<HTMLInputElement>(root, '#cfg-price');
    expect(`${input.getAttribute('aria-invalid')} ${root.querySelector('#cfg-price-error') === null}`).to.equal('false true');
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).to.include('cfg-price-error');
    expect(plain($(root, '#cfg-price-error').textContent)).to.equal(
      'Prix non reconnu : indiquez un montant en euros avec deux décimales au plus, par exemple 8 ou 8,50.',
    );
    expect($(root, '#cfg-price-error').getAttribute('role')).to.equal('alert');
    expect(preview(root).getAttribute('euros-mwh-cumac')).to.equal('8');
    type(root, '#cfg-price', '12,25');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(root.querySelector('#cfg-price-error')).to.equal(null);
    expect(preview(root).getAttribute('euros-mwh-cumac')).to.equal('12.25');
    expect([parsePrice(' 9 € '), parsePrice('9,5 euros'), parsePrice('9.123')].join(' ')).to.equal('9 9.5 NaN');
  });

  it('self-hosts by default: the files of dist/ to copy, and the hashes of that same integrity.json', async () => {
    const { root } = await mount({ integrityUrl: INTEGRITY_JSON });
    expect(snippet(root, 'files')).to.equal('dist/cee-widgets.js\n  → /assets/cee-widgets/cee-widgets.js');
    expect(scriptTags(root).map((tag) => `${tag.type} ${tag.getAttribute('src')} ${tag.getAttribute('integrity')}`)).to.deep.equal([
      `module /assets/cee-widgets/cee-widgets.js ${INTEGRITY['cee-widgets.js']}`,
    ]);
    expect(snippet(root, 'script')).not.to.contain('cdn.jsdelivr.net');
    expect(plain($(root, '[data-integrity-note]').textContent)).to.contain('Les empreintes du script viennent de son fichier dist/integrity.json');

    type(root, '#cfg-folder', 'https://static.example.fr/js/cee');
    pick(root, 'build', 'lazy');
    expect(snippet(root, 'files')).to.equal(
      'dist/lazy/cee-widgets.js\n  → https://static.example.fr/js/cee/cee-widgets.js\ndist/lazy/chunks/ (ses 2 fichiers .js)\n  → https://static.example.fr/js/cee/chunks/',
    );
    const [map, loader] = scriptTags(root);
    expect(JSON.parse(map?.textContent ?? '')).to.deep.equal({
      integrity: {
        'https://static.example.fr/js/cee/chunks/cee-simulator-def456.js': INTEGRITY['lazy/chunks/cee-simulator-def456.js'],
        'https://static.example.fr/js/cee/chunks/core-abc123.js': INTEGRITY['lazy/chunks/core-abc123.js'],
      },
    });
    expect(`${map?.type} ${loader?.getAttribute('src')} ${loader?.getAttribute('integrity')}`).to.equal(
      `importmap https://static.example.fr/js/cee/cee-widgets.js ${INTEGRITY['lazy/cee-widgets.js']}`,
    );
  });

  it('says plainly when no local build wrote integrity.json, and prints no hash', async () => {
    const { root } = await mount({ integrityUrl: '/no-such-release/integrity.json' });
    const tags = scriptTags(root);
    expect(tags.map((tag) => `${tag.getAttribute('src')} ${tag.hasAttribute('integrity')}`)).to.deep.equal(['/assets/cee-widgets/cee-widgets.js false']);
    for (const name of SNIPPETS) expect(snippet(root, name), name).not.to.match(/sha(256|384|512)-[A-Za-z0-9+/]/);
    expect(snippet(root, 'script').replace(/\s+/g, ' ')).to.contain(
      'aucune construction locale n’a écrit dist/integrity.json. Après npm run build, ajoutez integrity="…" avec la valeur de "cee-widgets.js" de ce fichier',
    );
    const note = $(root, '[data-integrity-note]');
    expect(plain(note.textContent)).to.match(/^Version \d+\.\d+\.\d+\. Aucune construction locale n’a écrit dist\/integrity\.json : les empreintes/);
    expect(note.classList.contains('warning')).to.equal(true);
  });

  it('offers the CDN only with its note, and never puts the local build’s hash beside the CDN address', async () => {
    const version = await packageVersion();
    const { root } = await mount({ integrityUrl: INTEGRITY_JSON });
    expect(root.querySelector('[data-cdn-note]')).to.equal(null);
    pick(root, 'hosting', 'cdn');
    expect(plain($(root, '[data-cdn-note]').textContent)).to.equal(
      `Cette adresse ne répond qu’une fois la version ${version} publiée sur npm : d’ici là, la page de votre site resterait vide.`,
    );
    expect(plain($(root, '[data-integrity-note]').textContent)).to.contain(
      `Son empreinte vient alors du fichier integrity.json de la version publiée, ${publishedIntegrityUrl(version)}, jamais de la construction faite sur cet ordinateur.`,
    );
    const tags = scriptTags(root);
    expect(tags.map((tag) => `${tag.getAttribute('src')} ${tag.hasAttribute('integrity')} ${tag.getAttribute('crossorigin')}`)).to.deep.equal([
      `https://cdn.jsdelivr.net/npm/cee-widgets-cdn@${version}/dist/cee-widgets.js false anonymous`,
    ]);
    expect(snippet(root, 'script').replace(/\s+/g, ' ')).to.contain(`integrity="…" : la valeur de "cee-widgets.js" dans ${publishedIntegrityUrl(version)}`);
    expect(root.querySelector('[data-snippet="files"]')).to.equal(null);
    pick(root, 'build', 'lazy');
    expect(scriptTags(root).map((tag) => tag.getAttribute('src'))).to.deep.equal([`https://cdn.jsdelivr.net/npm/cee-widgets-cdn@${version}/dist/lazy/cee-widgets.js`]);
    const everything = root.textContent ?? '';
    for (const hash of Object.values(INTEGRITY)) expect(everything.includes(hash), hash).to.equal(false);
  });

  it('says what the token endpoint must answer, with the Node.js and PHP endpoints of docs/token-endpoint.md', async () => {
    const { root } = await mount();
    const section = $(root, 'section[aria-labelledby="cfg-token-title"]');
    expect(plain($(root, '#cfg-token-title').textContent)).to.equal('Le jeton d’accès, que votre site doit remettre');
    expect(plain(section.textContent)).to.contain('une requête POST de la page elle-même, avec ses cookies, qui attend du JSON');
    expect(JSON.parse($(section, '[data-token-answer]').textContent ?? '')).to.have.keys(['access_token', 'expires_in']);
    type(root, '#cfg-tokenEndpoint', '/espace/jeton-cee');
    expect(plain(section.textContent)).to.contain('(/espace/jeton-cee)');
    expect(snippet(root, 'token-node')).to.equal(NODE_TOKEN_ENDPOINT);
    expect(snippet(root, 'token-php')).to.equal(PHP_TOKEN_ENDPOINT);

    const doc = await (await fetch('/docs/token-endpoint.md')).text();
    const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)\n```/g)].map(([, language, body]) => [language, body]);
    expect(blocks.find(([language]) => language === 'js')?.[1]).to.equal(NODE_TOKEN_ENDPOINT);
    expect(blocks.find(([language]) => language === 'php')?.[1]).to.equal(PHP_TOKEN_ENDPOINT);
    expect(NODE_TOKEN_ENDPOINT.split('\n').length).to.be.at.most(16);

    const { homepage } = (await (await fetch('/package.json')).json()) as { homepage: string };
    expect(TOKEN_DOC_URL).to.equal(`${homepage.replace(/#.*$/, '')}/blob/main/docs/token-endpoint.md`);
    expect($(section, '[data-token-doc]').getAttribute('href')).to.equal(TOKEN_DOC_URL);
    expect($(root, '#cfg-tokenEndpoint-hint a').getAttribute('href')).to.equal('#cfg-token-title');
    const readme = await (await fetch('/README.md')).text();
    const useIt = readme.slice(readme.indexOf('## Use it'), readme.indexOf('### Page-wide configuration'));
    expect(useIt).to.contain('(docs/token-endpoint.md)');
  });

  describe('at 320 px', () => {
    let stylesheet: HTMLLinkElement;
    before(async () => {
      stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/demo/demo.css' });
      const loaded = new Promise((resolve) => stylesheet.addEventListener('load', resolve, { once: true }));
      document.head.append(stylesheet);
      await loaded;
      await setViewport({ width: 320, height: 800 });
    });
    after(async () => {
      stylesheet.remove();
      await setViewport({ width: 800, height: 600 });
    });

    it('scrolls code sideways rather than breaking a line inside a name', async () => {
      const { root } = await mount({ integrityUrl: INTEGRITY_JSON });
      for (const name of [...SNIPPETS, 'token-node', 'token-php']) {
        const code = $(root, `[data-snippet="${name}"]`);
        const pre = code.closest('pre')!;
        expect(`${getComputedStyle(code).whiteSpace} ${getComputedStyle(pre).whiteSpace} ${getComputedStyle(pre).overflowX}`, name).to.equal('pre pre auto');
      }
      const code = $(root, '[data-snippet="markup"]');
      const pre = code.closest('pre')!;
      expect(pre.scrollWidth, 'the markup does not overflow its block').to.be.greaterThan(pre.clientWidth);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      const text = [...code.childNodes].find((node): node is Text => node instanceof Text && node.data.includes('api-base='))!;
      const start = text.data.indexOf('  api-base=');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, text.data.indexOf('\n', start));
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      expect(tops.size, 'api-base="…" drawn on more than one line').to.equal(1);
    });
  });

  it('copies each block with the Clipboard API and confirms it where the button is', async () => {
    const copied: string[] = [];
    const { root } = await mount({ clipboard: { writeText: async (text: string) => void copied.push(text) } });
    for (const name of [...SNIPPETS, 'token-node', 'token-php']) {
      $<HTMLButtonElement>(root, `[data-copy="${name}"]`).click();
      await waitUntil(() => plain($(root, `[data-copy-status="${name}"]`).textContent) !== '', `no confirmation for ${name}`);
      expect(copied.at(-1)).to.equal(snippet(root, name));
      expect(plain($(root, `[data-copy-status="${name}"]`).textContent)).to.equal('Copié dans le presse-papiers.');
      expect($(root, `[data-copy-status="${name}"]`).getAttribute('role')).to.equal('status');
    }
    expect(plain($(root, '[data-copy="react"]').textContent)).to.equal('Copier le code React');
    expect(plain($(root, '[data-copy="token-php"]').textContent)).to.equal('Copier l’exemple PHP');
  });

  it('selects the snippet and says how to copy it when the browser refuses the clipboard', async () => {
    const refused = { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) };
    const { root } = await mount({ clipboard: refused });
    $<HTMLButtonElement>(root, '[data-copy="markup"]').click();
    await waitUntil(() => plain($(root, '[data-copy-status="markup"]').textContent) !== '', 'no message');
    expect(plain($(root, '[data-copy-status="markup"]').textContent)).to.equal(
      'Le navigateur a refusé la copie : le code est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).',
    );
    expect(getSelection()?.toString()).to.equal(snippet(root, 'markup'));
    expect(document.activeElement === $(root, '[data-snippet="markup"]').closest('pre')).to.equal(true);
  });

  it('is driven by keyboard alone: arrows change the aid and the audience, Enter on a copy button copies', async () => {
    const copied: string[] = [];
    const { root } = await mount({ clipboard: { writeText: async (text: string) => void copied.push(text) } });
    $<HTMLSelectElement>(root, '#cfg-operation').focus();
    await sendKeys({ press: 'Tab' });
    expect(`${(document.activeElement as HTMLInputElement).name} ${(document.activeElement as HTMLInputElement).value}`).to.equal('aid both');
    await sendKeys({ press: 'ArrowLeft' });
    expect(preview(root).getAttribute('aid')).to.equal('mpr');
    await sendKeys({ press: 'Tab' });
    expect(`${(document.activeElement as HTMLInputElement).name} ${(document.activeElement as HTMLInputElement).value}`).to.equal('context b2c');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowRight' });
    expect(preview(root).getAttribute('lang')).to.equal('en');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('cfg-price');
    $<HTMLButtonElement>(root, '[data-copy="vue"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copied.length === 1, 'Enter did not copy');
    expect(copied[0]).to.equal(snippet(root, 'vue'));
  });

  it('warns when the button colours lack contrast, and says the ratio', async () => {
    const { root } = await mount();
    expect(plain($(root, '[data-contrast]').textContent)).to.match(/^Contraste du texte des boutons : 6,7 pour 1 \(suffisant/);
    type(root, '#cfg-primary', '#93c5fd');
    expect(plain($(root, '[data-contrast]').textContent)).to.contain('insuffisant');
    expect(contrastRatio('#000000', '#ffffff')).to.equal(21);
  });

  it('has no axe violation with the preview shown, a refused price and a copy message, the CDN and its note, the lazy build', async () => {
    const { root } = await mount({ clipboard: { writeText: async () => undefined }, integrityUrl: INTEGRITY_JSON });
    await previewShown(root);
    await expect(root).to.be.accessible();
    type(root, '#cfg-price', 'huit');
    type(root, '#cfg-price', 'huit', 'change');
    expect(root.querySelectorAll('[aria-invalid="true"]').length).to.equal(1);
    $<HTMLButtonElement>(root, '[data-copy="script"]').click();
    await waitUntil(() => plain($(root, '[data-copy-status="script"]').textContent) !== '', 'no confirmation');
    await expect(root).to.be.accessible();
    pick(root, 'build', 'lazy');
    pick(root, 'hosting', 'cdn');
    await chooseOperation(root, 'BAR-EN-103');
    expect(`${root.querySelector('[data-cdn-note]') !== null} ${offered(root, 'aid')}`).to.equal('true cee');
    await previewShown(root);
    await expect(root).to.be.accessible();
  });
});
