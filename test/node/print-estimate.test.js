// The printed estimate (issues #25, #33): a partner's page under a strict Content Security Policy with Trusted Types
// loads dist/cee-widgets.js; a project of two works is calculated; Chromium's PDF of the page holds the estimate alone
// (date, partner, category, each work with its fiche code once after its title, the same lines as on screen, the
// cap's limit in euros, what remains, the totals, the rounding rule, "estimation indicative", the engagement date),
// never the page around it: printed with the element's button, with the button of an element inside another
// component's shadow root, and with the browser's own print on a page that has the README's host rule. The PDF's
// text is read with pdfjs-dist. No policy violation is reported along the way.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createSandbox } from '../../demo/sandbox/server.js';
import { findChromium } from '../../scripts/find-chromium.js';

const root = new URL('../../', import.meta.url).pathname;
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

/** A partner's page: its own header and footer around `<cee-project>`, placed by `body`. */
const page = (body) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Isolation Martin · projet</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/host.css"></head>
<body><header><p class="host">Isolation Martin — texte de la page hôte, à ne pas imprimer</p></header>
<main><h1 class="host">Votre projet de rénovation</h1>
${body}
<p class="host">Pied de page de l’hôte, à ne pas imprimer non plus</p></main>
<script type="module" src="/page.js"></script></body></html>`;

const PROJECT = '<cee-project works="BAR-TH-171,BAR-EN-101" euros-mwh-cumac="8" lead="Isolation Martin"></cee-project>';
const PAGES = {
  '/': page(PROJECT),
  // The README's one host rule: with an estimate on the page, the browser's own print shows it alone.
  '/ctrl-p': page(PROJECT).replace('/host.css', '/host-print.css'),
  // The element inside a design system's card: in its shadow root, between the card's own title and footer.
  '/card': page('<partner-card></partner-card>'),
};

const SCRIPT = `import { configure } from '/dist/cee-widgets.js';
configure({ apiBase: location.origin + '/partner', calcBase: location.origin + '/calc', tokenEndpoint: location.origin + '/token' });
document.addEventListener('securitypolicyviolation', (event) => (window.violations ??= []).push(event.violatedDirective + ' ' + event.blockedURI));
customElements.define('partner-card', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const title = document.createElement('h2');
    title.textContent = 'Carte du partenaire, à ne pas imprimer';
    const project = document.createElement('cee-project');
    for (const [name, value] of [['works', 'BAR-TH-171,BAR-EN-101'], ['euros-mwh-cumac', '8'], ['lead', 'Isolation Martin']]) project.setAttribute(name, value);
    const footer = document.createElement('p');
    footer.textContent = 'Pied de carte, à ne pas imprimer';
    root.append(title, project, footer);
  }
});`;
const HOST_CSS = 'body { font-family: sans-serif; } .host { color: #333; }';
const HOST_PRINT_RULE = '@media print { body:has([data-cee-estimate]) *:not(:has([data-cee-estimate]), [data-cee-estimate]) { display: none !important; } }';

/** The text of every page of a PDF, pages joined by a line break. */
async function pdfText(buffer) {
  const document = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('the printed estimate', () => {
  let server;
  let origin;
  let browser;

  before(async () => {
    const sandbox = createSandbox({ control: true });
    server = createServer(async (req, res) => {
      const path = new URL(req.url, 'http://localhost').pathname;
      if (/^\/(partner|calc|token|__sandbox)(\/|$)/.test(path)) return sandbox.handle(req, res);
      res.setHeader('Content-Security-Policy', CSP);
      if (Object.hasOwn(PAGES, path)) return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGES[path]);
      if (path === '/page.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SCRIPT);
      if (path === '/host.css') return res.writeHead(200, { 'Content-Type': 'text/css' }).end(HOST_CSS);
      if (path === '/host-print.css') return res.writeHead(200, { 'Content-Type': 'text/css' }).end(`${HOST_CSS}\n${HOST_PRINT_RULE}`);
      const file = normalize(join(root, path));
      if (path.startsWith('/dist/') && file.startsWith(join(root, 'dist'))) {
        try {
          return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(await readFile(file));
        } catch {
          /* falls through to 404 */
        }
      }
      res.writeHead(404).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({
      executablePath: findChromium(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A page of `path`, its print dialog recorded (the dialog is the browser's), and what goes wrong on it. */
  async function open(path) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    await tab.addInitScript(() => {
      window.print = () => (window.printed = (window.printed ?? 0) + 1);
    });
    const errors = [];
    tab.on('pageerror', (error) => errors.push(String(error)));
    tab.on('console', (message) => message.type() === 'error' && !/favicon/.test(message.text()) && errors.push(message.text()));
    await tab.goto(`${origin}${path}`);
    return { tab, errors };
  }

  /** The two works answered for a modest household of 3 in the Bas-Rhin, each with its quote; the estimate shown. */
  async function calculate(tab) {
    const project = tab.locator('cee-project');
    await project.getByLabel('Surface chauffée').waitFor();
    await project.getByText('Maison individuelle').click();
    await project.getByLabel('Surface chauffée').fill('100');
    await project.getByText('Chauffage seul').click();
    const etas = project.getByLabel('Efficacité énergétique saisonnière');
    await etas.selectOption(await etas.locator('option').last().getAttribute('value'));
    await project.getByText('Remplace une chaudière').click();
    await project.getByLabel('Montant des travaux (TTC)').nth(0).fill('15 000');
    await project.getByLabel('Surface d’isolant posée').fill('80');
    await project.getByLabel('Montant des travaux (TTC)').nth(1).fill('9 000');
    await project.getByLabel('Département').fill('67');
    await project.getByLabel('Nombre de personnes du foyer').fill('3');
    await project.getByLabel('Revenu fiscal de référence').fill('32000');
    await project.getByRole('button', { name: 'Calculer les aides du projet' }).click();
    const print = project.getByRole('button', { name: 'Imprimer l’estimation' });
    await print.waitFor({ timeout: 15_000 });
    const estimate = await project.evaluate((el) => el.estimate);
    return { project, print, estimate };
  }

  const euros = (value) => new Intl.NumberFormat('fr-FR').format(value).replace(/[\s\u202f\u00a0]/g, ' ');

  /** The PDF reads as the estimate, every figure the estimate's, and holds nothing of the page around it. */
  function readsAsTheEstimate(text, estimate, absent) {
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${estimate.date}T00:00:00Z`)).replace(/^1 /, '1er ');
    const [pump] = estimate.works;
    for (const expected of [
      'Estimation des aides à la rénovation',
      `Établie le ${today}`,
      'Proposée par Isolation Martin',
      'Catégorie de revenus : ménage modeste',
      `Total de vos aides ≈ ${euros(estimate.totals.aids)} € pour 2 travaux`,
      // Each fiche code once, after the plain title.
      'Pompe à chaleur de type air/eau BAR-TH-171, version',
      'Isolation de combles ou de toitures BAR-EN-101, version',
      `Prime CEE pour un ménage modeste ≈ ${euros(pump.cee.euros)} €`,
      `MaPrimeRénov’ pour un ménage modeste ≈ ${euros(pump.mpr.amount)} €`,
      `Aides pour ces travaux ≈ ${euros(pump.aids)} €`,
      `Montant des travaux ${euros(15000)} €`,
      `Les aides réunies ne peuvent dépasser 75 % de la dépense retenue, plafonnée à ${euros(12000)} € pour ces travaux, soit ${euros(9000)} € : MaPrimeRénov’ passe de ${euros(pump.mpr.capped.from)} € à ${euros(pump.mpr.amount)} €.`,
      `Reste à payer au total ≈ ${euros(estimate.totals.remaining)} €`,
      `Total des aides ≈ ${euros(estimate.totals.aids)} €`,
      'Montants arrondis à l’euro le plus proche, ligne par ligne ; les totaux additionnent les lignes.',
      'Estimation indicative',
      'Montants calculés pour des travaux engagés le',
    ]) {
      assert.ok(text.includes(expected), `the PDF says "${expected}": ${text.slice(0, 2500)}`);
    }
    assert.equal(text.split('BAR-EN-101').length - 1, 1, 'the attic’s code once');
    for (const hidden of [...absent, 'Calculer les aides du projet', 'Comment ce montant est calculé', 'Être contacté', 'confirmer']) {
      assert.ok(!text.includes(hidden), `the PDF leaves out "${hidden}"`);
    }
  }

  it('prints the estimate alone with its button, under a strict CSP with Trusted Types, and Chromium’s PDF reads as the estimate', async () => {
    const { tab, errors } = await open('/');
    const { project, print, estimate } = await calculate(tab);
    await print.click();
    assert.equal(await tab.evaluate(() => window.printed), 1);
    assert.equal(await project.evaluate((el) => el.hasAttribute('data-cee-printing')), true);
    readsAsTheEstimate(await pdfText(await tab.pdf({ format: 'A4', printBackground: true })), estimate, ['texte de la page hôte', 'Pied de page de l’hôte', 'Votre projet de rénovation']);

    // Back on screen once the print is done.
    await tab.evaluate(() => dispatchEvent(new Event('afterprint')));
    assert.equal(await project.evaluate((el) => el.hasAttribute('data-cee-printing')), false);
    assert.deepEqual(await tab.evaluate(() => window.violations ?? []), []);
    assert.deepEqual(errors, []);
    await tab.close();
  });

  it('prints the estimate alone from inside another component’s shadow root, never a blank page', async () => {
    const { tab, errors } = await open('/card');
    const { project, print, estimate } = await calculate(tab);
    await print.click();
    assert.equal(await tab.evaluate(() => window.printed), 1);
    const text = await pdfText(await tab.pdf({ format: 'A4', printBackground: true }));
    readsAsTheEstimate(text, estimate, ['texte de la page hôte', 'Pied de page de l’hôte', 'Carte du partenaire', 'Pied de carte']);
    await tab.evaluate(() => dispatchEvent(new Event('afterprint')));
    assert.equal(await tab.evaluate(() => document.querySelectorAll('[data-cee-printing-path]').length + document.querySelector('partner-card').shadowRoot.querySelectorAll('[data-cee-printing-path]').length), 0);
    assert.equal(await project.evaluate((el) => el.hasAttribute('data-cee-printing')), false);
    assert.deepEqual(await tab.evaluate(() => window.violations ?? []), []);
    assert.deepEqual(errors, []);
    await tab.close();
  });

  it('prints the estimate alone with the browser’s own print (Ctrl+P) on a page with the README’s host rule; outdated, the page prints as it is', async () => {
    const { tab, errors } = await open('/ctrl-p');
    const { project, estimate } = await calculate(tab);
    assert.equal(await project.evaluate((el) => el.hasAttribute('data-cee-estimate')), true);
    readsAsTheEstimate(await pdfText(await tab.pdf({ format: 'A4', printBackground: true })), estimate, ['texte de la page hôte', 'Pied de page de l’hôte', 'Votre projet de rénovation']);
    assert.equal(await tab.evaluate(() => window.printed ?? 0), 0);
    // A value changed: the estimate on screen is outdated, nothing is drawn for paper, and the page is the page.
    await project.getByLabel('Surface d’isolant posée').fill('90');
    assert.equal(await project.evaluate((el) => el.hasAttribute('data-cee-estimate')), false);
    const outdated = await pdfText(await tab.pdf({ format: 'A4', printBackground: true }));
    assert.ok(outdated.includes('texte de la page hôte'));
    assert.ok(!outdated.includes('Estimation des aides à la rénovation'));
    assert.deepEqual(errors, []);
    await tab.close();
  });
});
