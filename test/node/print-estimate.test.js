// "Imprimer l'estimation" (issue #25): a partner's page under a strict Content Security Policy with Trusted Types
// loads dist/cee-widgets.js; a project of two works is calculated; the button prints, and Chromium's PDF of the
// page holds the estimate alone (date, partner, category, each work with its sheet and version, its amounts, the
// cap, what remains, the totals, "estimation indicative", the engagement date), never the host page around it. The
// PDF's text is read with pdfjs-dist. No policy violation is reported along the way.
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

const PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Isolation Martin · projet</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/host.css"></head>
<body><header><p class="host">Isolation Martin — texte de la page hôte, à ne pas imprimer</p></header>
<main><h1 class="host">Votre projet de rénovation</h1>
<cee-project works="BAR-TH-171,BAR-EN-101" euros-mwh-cumac="8" lead="Isolation Martin"></cee-project>
<p class="host">Pied de page de l’hôte, à ne pas imprimer non plus</p></main>
<script type="module" src="/page.js"></script></body></html>`;

const SCRIPT = `import { configure } from '/dist/cee-widgets.js';
configure({ apiBase: location.origin + '/partner', calcBase: location.origin + '/calc', tokenEndpoint: location.origin + '/token' });
document.addEventListener('securitypolicyviolation', (event) => (window.violations ??= []).push(event.violatedDirective + ' ' + event.blockedURI));`;

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
      if (path === '/') return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
      if (path === '/page.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SCRIPT);
      if (path === '/host.css') return res.writeHead(200, { 'Content-Type': 'text/css' }).end('body { font-family: sans-serif; } .host { color: #333; }');
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

  it('prints the estimate alone, under a strict CSP with Trusted Types, and Chromium’s PDF reads as the estimate', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    // The print dialog is the browser's: the page records that it was asked for.
    await page.addInitScript(() => {
      window.print = () => (window.printed = (window.printed ?? 0) + 1);
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && !/favicon/.test(message.text()) && errors.push(message.text()));
    await page.goto(`${origin}/`);
    const project = page.locator('cee-project');
    await project.getByLabel('Surface chauffée').waitFor();
    await project.getByText('Maison individuelle').click();
    await project.getByLabel('Surface chauffée').fill('100');
    await project.getByText('Chauffage seul').click();
    const etas = project.getByLabel('Efficacité énergétique saisonnière');
    const last = await etas.locator('option').last().getAttribute('value');
    await etas.selectOption(last);
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
    const estimate = await page.evaluate(() => document.querySelector('cee-project').estimate);
    await print.click();
    assert.equal(await page.evaluate(() => window.printed), 1);
    assert.equal(await page.evaluate(() => document.querySelector('cee-project').hasAttribute('data-cee-printing')), true);

    const text = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    const euros = (value) => new Intl.NumberFormat('fr-FR').format(value).replace(/[\s\u202f\u00a0]/g, ' ');
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${estimate.date}T00:00:00Z`)).replace(/^1 /, '1er ');
    for (const expected of [
      'Estimation des aides à la rénovation',
      `Établie le ${today}`,
      'Proposée par Isolation Martin',
      'Catégorie de revenus du foyer : Modeste',
      'Pompe à chaleur de type air/eau (BAR-TH-171)',
      'fiche BAR-TH-171, version',
      'Isolation de combles ou de toitures (BAR-EN-101)',
      `Reste à payer au total ${euros(estimate.totals.remaining)} €`,
      `Total des aides ≈ ${euros(estimate.totals.aids)} €`,
      // Each work's aids read "≈" as on screen, the quote and what remains as typed.
      `Aides pour ces travaux ≈ ${euros(estimate.works[0].aids)} €`,
      `Montant des travaux ${euros(15000)} €`,
      'plafonnée à 75 % de la dépense retenue',
      'Estimation indicative',
      'Montants calculés pour des travaux engagés le',
    ]) {
      assert.ok(text.includes(expected), `the PDF says "${expected}": ${text.slice(0, 1500)}`);
    }
    for (const absent of ['texte de la page hôte', 'Pied de page de l’hôte', 'Votre projet de rénovation', 'Calculer les aides du projet', 'Comment ce montant est calculé']) {
      assert.ok(!text.includes(absent), `the PDF leaves out "${absent}"`);
    }

    // Back on screen once the print is done.
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    assert.equal(await page.evaluate(() => document.querySelector('cee-project').hasAttribute('data-cee-printing')), false);
    assert.deepEqual(await page.evaluate(() => window.violations ?? []), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
