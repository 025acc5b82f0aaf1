// The language rule (#27): the `lang` attribute, then `configure({lang})`, then `<html lang>` when it is a language
// we have, then French; a later change of `<html lang>` is followed by every element.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { configure, resetConfiguration } from '../../src/index.js';
import { bases, resetSandbox } from './helpers/sandbox.js';

const text = (el: Element) => el.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';
const speaks = (el: Element, words: string) => waitUntil(() => text(el).includes(words), `never said "${words}"`, { timeout: 10_000 });

describe('the language rule', () => {
  const page = document.documentElement;
  const before = page.getAttribute('lang');
  beforeEach(async () => {
    await resetSandbox();
    configure(bases());
  });
  afterEach(() => {
    if (before === null) page.removeAttribute('lang');
    else page.setAttribute('lang', before);
    resetConfiguration();
  });

  it("speaks French on a page that names no language, and the page's language when it is one we have", async () => {
    page.removeAttribute('lang');
    const french = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    await speaks(french, 'Bénéficiaire');
    french.remove();
    page.setAttribute('lang', 'en-US');
    const english = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    await speaks(english, 'Beneficiary');
  });

  it('speaks French when the page names a language we do not have, and that language once the host gives its words', async () => {
    page.setAttribute('lang', 'de');
    const el = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    await speaks(el, 'Bénéficiaire');
    configure({ messages: { de: { 'field.beneficiary': 'Begünstigter' } } });
    await speaks(el, 'Begünstigter');
  });

  it('lets configure({lang}) win over <html lang>, and the attribute over both', async () => {
    page.setAttribute('lang', 'en');
    configure({ lang: 'fr' });
    const configured = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    const own = await fixture(html`<worksite-form convention-id="1" lang="en"></worksite-form>`);
    await speaks(configured, 'Bénéficiaire');
    await speaks(own, 'Beneficiary');
    configure({ lang: 'en' });
    page.setAttribute('lang', 'fr');
    const ownFrench = await fixture(html`<worksite-form convention-id="1" lang="fr"></worksite-form>`);
    await speaks(configured, 'Beneficiary');
    await speaks(ownFrench, 'Bénéficiaire');
  });

  it('follows a change of <html lang> in every element that speaks the page language, and leaves the others', async () => {
    page.setAttribute('lang', 'fr');
    const wrapper = await fixture(html`<div>
      <cee-simulator fost="BAR-TH-171"></cee-simulator>
      <worksite-form convention-id="1"></worksite-form>
      <doc-uploader worksite-id="1" worksite-operation-id="11"></doc-uploader>
      <worksite-form convention-id="1" lang="fr" id="own"></worksite-form>
    </div>`);
    const [simulator, form, uploader] = ['cee-simulator', 'worksite-form', 'doc-uploader'].map((tag) => wrapper.querySelector(tag)!);
    await speaks(simulator!, 'Calculer');
    await speaks(form!, 'Bénéficiaire');
    page.setAttribute('lang', 'en');
    await speaks(simulator!, 'Calculate');
    await speaks(form!, 'Beneficiary');
    await speaks(uploader!, 'Drag and drop your document');
    expect(text(uploader!).includes('Glissez')).to.equal(false);
    expect(text(wrapper.querySelector('#own')!)).to.contain('Bénéficiaire');
    page.setAttribute('lang', 'fr-FR');
    await speaks(form!, 'Bénéficiaire');
  });
});
