/**
 * The demo's pages per audience (issue #14): the home lists them; a partner's public page never holds the worksite
 * form (and its list of the partner's clients) nor the uploader; the back office holds both; visitors read French
 * by default, without developer words.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { PAGES, type PageName, pageSource, visibleText } from './demo-pages.js';

/** Pages a visitor of a partner's public site may see. */
const PUBLIC_PAGES: PageName[] = ['particulier', 'en', 'simulateur', 'cms'];

/** Words of developers that a visitor of the home, the homeowner's page or the back office must not read. */
const DEVELOPER_WORDS = /\b(npm|sandbox|bac à sable|cee-widgets|localhost|api-base|custom element|attribut|::part|props?)\b/i;

describe('demo pages', () => {
  it('lists every page from the home, grouped by audience, and each page answers', async () => {
    const home = await pageSource('index');
    const links = [...home.querySelectorAll<HTMLAnchorElement>('#pages a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['./particulier.html', './en.html', './simulateur.html', './partenaire.html', './integrer.html', './cms.html', './theming.html']);
    const headings = [...home.querySelectorAll('#pages h2')].map((h) => h.textContent?.trim());
    expect(headings).to.deep.equal(['Pour le public du partenaire', 'Pour l’équipe du partenaire', 'Mises à l’épreuve']);
    for (const name of PAGES) expect((await fetch(`/demo/${name}.html`)).status, name).to.equal(200);
  });

  it('keeps the worksite form and the uploader off every public page', async () => {
    for (const name of PUBLIC_PAGES) {
      const page = await pageSource(name);
      expect(page.querySelectorAll('worksite-form, doc-uploader').length, name).to.equal(0);
      expect(page.querySelectorAll('cee-simulator, cee-project').length, name).to.be.greaterThan(0);
    }
    // The homeowner's pages: the project (with the contact step) in French and English; one operation apart.
    for (const name of ['particulier', 'en'] as const) {
      const project = (await pageSource(name)).querySelector('cee-project');
      expect(`${project?.getAttribute('works')} ${project?.getAttribute('lead')} ${project?.getAttribute('lead-privacy-url')?.startsWith('#')}`, name).to.equal('BAR-TH-171 Chauffage Durable true');
    }
    const single = await pageSource('simulateur');
    expect([...single.querySelectorAll('cee-simulator')].map((el) => el.getAttribute('fost'))).to.deep.equal(['BAR-TH-171', null]);
  });

  it('puts the worksite form and the uploader in the back office, kept out of search engines', async () => {
    const page = await pageSource('partenaire');
    expect(page.querySelectorAll('worksite-form').length).to.equal(1);
    expect(page.querySelectorAll('doc-uploader').length).to.equal(1);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).to.equal('noindex, nofollow');
    expect(page.querySelector('h1')?.textContent).to.equal('Dossiers de chantier');
  });

  it('speaks French by default, English on en.html, with a title and a main landmark on every page', async () => {
    for (const name of PAGES) {
      const page = await pageSource(name);
      expect(page.documentElement.lang, name).to.equal(name === 'en' ? 'en' : 'fr');
      expect(page.title.length, name).to.be.greaterThan(10);
      expect(page.querySelectorAll('main').length, name).to.equal(1);
      expect(page.querySelectorAll('h1').length, name).to.equal(1);
    }
  });

  it('uses no developer words where homeowners, magazine readers and partner teams read', async () => {
    for (const name of ['index', 'particulier', 'en', 'simulateur', 'partenaire', 'integrer', 'cms'] as const) {
      const page = await pageSource(name);
      const text = `${page.title} ${visibleText(page)}`;
      expect(DEVELOPER_WORDS.exec(text)?.[0] ?? 'none', name).to.equal('none');
      // One apostrophe, typography's (’), as the widgets write it: « MaPrimeRénov’ », never « MaPrimeRénov' ».
      expect(/\p{L}'/u.exec(text)?.[0] ?? 'none', name).to.equal('none');
    }
  });

  it('fits a phone: the hostile magazine page does not scroll sideways at 320 px, its simulators drawn', async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 320px; height: 800px; border: 0';
    frame.src = '/demo/cms.html';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    try {
      const page = frame.contentDocument!;
      const drawn = () => [...page.querySelectorAll('cee-simulator')].filter((el) => el.shadowRoot?.querySelector('[part~="control"]')).length;
      await waitUntil(() => drawn() === 2, 'the simulators never drew', { timeout: 10_000 });
      // The magazine's own title in spaced capitals included: it breaks rather than widening the page.
      expect(page.documentElement.scrollWidth).to.be.at.most(320);
    } finally {
      frame.remove();
    }
  });

  it('marks the page being shown in the demo strip of the new pages', async () => {
    for (const name of ['index', 'particulier', 'simulateur', 'partenaire', 'integrer'] as const) {
      const page = await pageSource(name);
      const current = page.querySelector('.demo-bar a[aria-current="page"]')?.getAttribute('href');
      expect(current, name).to.equal(`./${name}.html`);
    }
  });

  it('are listed in the README, each with its audience', async () => {
    const readme = await (await fetch('/README.md')).text();
    for (const name of PAGES.filter((page) => page !== 'index')) expect(readme, name).to.contain(`| \`/${name}.html\` |`);
  });
});

describe('docs/accessibility.md', () => {
  it('says what is tested, the RGAA 4.1 criteria where the widgets apply, and the known limits', async () => {
    const response = await fetch('/docs/accessibility.md');
    expect(response.status).to.equal(200);
    const doc = await response.text();
    const headings = doc.split('\n').filter((line) => /^##+ /.test(line));
    for (const heading of ['## What is tested', '### axe in every state', '### Keyboard paths', '### Focus', '### Live regions', '## RGAA 4.1, criterion by criterion', '## Known limits']) {
      expect(headings, heading).to.include(heading);
    }
    for (const criterion of ['3.2', '7.1', '7.3', '7.5', '8.7', '11.1', '11.10', '11.11', '12.8']) {
      expect(doc, criterion).to.match(new RegExp(`\\*\\*${criterion.replace('.', '\\.')}[* /]`));
    }
  });

  it('names only test files that exist', async () => {
    const doc = await (await fetch('/docs/accessibility.md')).text();
    const named = [...doc.matchAll(/`((?:test\/browser\/)?[\w/-]+\.test\.ts)`/g)].map((match) => match[1]!);
    expect(named.length).to.be.greaterThan(5);
    const folders = ['test/browser/', 'test/browser/cee-simulator/', 'test/browser/worksite-form/', 'test/browser/doc-uploader/', 'test/browser/demo/'];
    for (const name of named) {
      const candidates = name.startsWith('test/') ? [name] : folders.map((folder) => folder + name);
      const found = await Promise.all(candidates.map(async (path) => (await fetch(`/${path}`, { method: 'HEAD' })).status === 200));
      expect(found.includes(true), name).to.equal(true);
    }
  });
});
