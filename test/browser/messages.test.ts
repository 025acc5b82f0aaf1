// The host's own words: any visible string per language, page-wide (`configure({messages})`) or per element (its
// `messages` property, which wins), and a third language given as a table, whose missing keys fall back to
// French with one console warning naming the key. On all three elements.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { clearApiCache, clearTokens, configure, resetConfiguration } from '../../src/index.js';
import { bases, resetSandbox } from './helpers/sandbox.js';

/** Waits for `condition`, naming `what` when it does not come. */
const until = (condition: () => boolean, what: string) => waitUntil(condition, `timed out waiting for ${what}`, { timeout: 5000 });

const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the host’s own words', () => {
  const warnings: string[] = [];
  const warn = console.warn;
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
    warnings.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
    resetConfiguration();
  });

  it('takes a page-wide word, and an element’s own over it, on the simulator', async () => {
    configure({ ...bases(), messages: { fr: { 'sim.submit': 'Estimer ma prime' } } });
    const el = await fixture<HTMLElement & { messages?: unknown }>(html`<cee-simulator fost="BAR-TH-171"></cee-simulator>`);
    await until(() => part(el, 'submit') === 'Estimer ma prime', 'the page-wide word');
    el.messages = { fr: { 'sim.submit': 'Calculer mon aide' } };
    await until(() => part(el, 'submit') === 'Calculer mon aide', 'the element’s own word');
  });

  it('overrides a word of the worksite form and of the uploader, per language', async () => {
    configure({ ...bases(), messages: { fr: { 'submit.label': 'Ouvrir le chantier', 'dropzone.choose': 'Joindre des fichiers' }, en: { 'submit.label': 'Open the worksite' } } });
    const form = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    const uploader = await fixture(html`<doc-uploader worksite-id="1" worksite-operation-id="11" multiple></doc-uploader>`);
    await until(() => part(form, 'submit') === 'Ouvrir le chantier', 'the form’s word');
    await until(() => part(uploader, 'choose').startsWith('Joindre des fichiers'), 'the uploader’s word');
    form.setAttribute('lang', 'en');
    await until(() => part(form, 'submit') === 'Open the worksite', 'the English word');
  });

  it('speaks a third language given as a table, French standing in for a missing key with one warning', async () => {
    const de = {
      'sim.submit': 'Prämie berechnen',
      'submit.label': 'Baustelle anlegen',
      'dropzone.choose': 'Dateien auswählen',
    };
    configure({ ...bases(), messages: { de } });
    const simulator = await fixture(html`<cee-simulator fost="BAR-TH-171" lang="de"></cee-simulator>`);
    const form = await fixture(html`<worksite-form convention-id="1" lang="de"></worksite-form>`);
    const uploader = await fixture(html`<doc-uploader worksite-id="1" worksite-operation-id="11" multiple lang="de"></doc-uploader>`);
    await until(() => part(simulator, 'submit') === 'Prämie berechnen', 'the simulator in German');
    await until(() => part(form, 'submit') === 'Baustelle anlegen', 'the form in German');
    await until(() => part(uploader, 'choose').startsWith('Dateien auswählen'), 'the uploader in German');
    // A key the table lacks: the French words, and the host is told once which key.
    expect(part(form, 'add-row')).to.equal('Ajouter un déclarant');
    const missing = warnings.filter((w) => w.includes('"de"') && w.includes('"fiscal.add"'));
    expect(missing.length).to.equal(1);
  });

  it('does not speak a language nobody gave words for', async () => {
    configure(bases());
    const el = await fixture(html`<cee-simulator fost="BAR-TH-171" lang="it"></cee-simulator>`);
    await until(() => part(el, 'submit') !== '', 'the button');
    expect(part(el, 'submit')).to.equal('Calculer la prime');
  });
});
