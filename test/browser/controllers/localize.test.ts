/**
 * `Localize` alone (src/ui/localize.ts), on a minimal host element standing on the elements' base (`WidgetElement`,
 * which holds the language rule): the language is the `lang` attribute, then `configure({lang})`, then the page's
 * `<html lang>` when it is a language we have, then French, and a change of any of them is followed; the host's words
 * (the element's `messages` over `configure({messages})` over ours), a value that is not text and a table set to
 * `null` counting as absent; English waited for before the first render; numbers, euros and plurals through `Intl`
 * in both languages; a failure in words a visitor can act on.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.js';
import { configure, resetConfiguration } from '../../../src/config.js';
import type { EnglishLoader } from '../../../src/i18n/english-packs.js';
import { Localize } from '../../../src/ui/localize.js';
import { WidgetElement } from '../../../src/ui/widget-element.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { waitUntil } from '../wait-until.js';

const FRENCH = {
  'demo.hello': 'Bonjour',
  'demo.fields.zero': 'Aucun champ',
  'demo.fields.one': '{count} champ',
  'demo.fields.other': '{count} champs',
  'demo.part': 'Mot d’une partie chargée à part',
};
type DemoKey = keyof typeof FRENCH;

let englishFetches = 0;
const english: EnglishLoader = () => {
  englishFetches++;
  return Promise.resolve({
    messages: { 'demo.hello': 'Hello', 'demo.fields.zero': 'No field', 'demo.fields.one': '{count} field', 'demo.fields.other': '{count} fields', 'demo.part': 'A word of a part fetched later' },
  });
};

class LocalizeHost extends WidgetElement {
  protected override readonly words = new Localize<DemoKey>(this, FRENCH, english);
  /** The greeting of each render, in order: French would show here if it flashed before English. */
  readonly rendered: string[] = [];

  get localize(): Localize<DemoKey> {
    return this.words;
  }

  override render() {
    this.rendered.push(this.words.t('demo.hello'));
    return html`<p part="hello">${this.words.t('demo.hello')}</p>
      <p part="required">${this.words.t('common.required')}</p>`;
  }
}
defineElement('localize-host', LocalizeHost);

/** The host's words for this test's own keys (the type knows only the package's). */
const tables = (words: Record<string, Record<string, unknown> | null> | null): never => words as never;

const hello = (el: LocalizeHost) => el.shadowRoot!.querySelector('[part="hello"]')!.textContent!;
const says = (el: LocalizeHost, words: string) => waitUntil(() => el.shadowRoot?.querySelector('[part="hello"]')?.textContent === words, `never said "${words}"`);
/** Spaces as plain spaces (Intl's French groups digits with a narrow no-break space). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Localize', () => {
  const page = document.documentElement;
  const before = page.getAttribute('lang');
  const warnings: string[] = [];
  const warn = console.warn;
  beforeEach(() => {
    page.removeAttribute('lang');
    warnings.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
    resetConfiguration();
    if (before === null) page.removeAttribute('lang');
    else page.setAttribute('lang', before);
  });

  describe('the language rule', () => {
    it('speaks French on a page that names no language', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      expect(`${el.locale} ${hello(el)}`).to.equal('fr Bonjour');
    });

    it('speaks the page’s language when it is one we have (any region), French for one we do not have', async () => {
      page.setAttribute('lang', 'en-US');
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      expect(`${el.locale} ${hello(el)}`).to.equal('en Hello');
      page.setAttribute('lang', 'de-DE');
      await says(el, 'Bonjour');
      expect(el.locale).to.equal('fr');
    });

    it('lets configure({lang}) win over <html lang>, and the attribute over both; without its attribute the element goes back to the page’s rule', async () => {
      page.setAttribute('lang', 'en');
      configure({ lang: 'fr' });
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      expect(hello(el)).to.equal('Bonjour');
      el.setAttribute('lang', 'en');
      await says(el, 'Hello');
      configure({ lang: 'en' });
      el.setAttribute('lang', 'FR-ca');
      await says(el, 'Bonjour');
      el.removeAttribute('lang');
      await says(el, 'Hello');
      resetConfiguration();
      page.setAttribute('lang', 'fr');
      await says(el, 'Bonjour');
    });

    it('passes over a `lang` we do not have to the next rule, and speaks it once the host gives its words', async () => {
      page.setAttribute('lang', 'en');
      const el = await fixture<LocalizeHost>(html`<localize-host lang="de"></localize-host>`);
      expect(`${el.locale} ${hello(el)}`).to.equal('en Hello');
      configure({ messages: tables({ de: { 'demo.hello': 'Guten Tag' } }) });
      await says(el, 'Guten Tag');
      expect(el.locale).to.equal('de');
    });

    it('follows a change of <html lang> in an element without its own, and leaves one with its own', async () => {
      page.setAttribute('lang', 'fr');
      const wrapper = await fixture<HTMLDivElement>(html`<div><localize-host></localize-host><localize-host lang="fr"></localize-host></div>`);
      const [follows, own] = [...wrapper.querySelectorAll<LocalizeHost>('localize-host')];
      page.setAttribute('lang', 'en');
      await says(follows!, 'Hello');
      await own!.updateComplete;
      expect(hello(own!)).to.equal('Bonjour');
    });

    it('draws its first English render in English: the pack is waited for, French never flashes', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host lang="en"></localize-host>`);
      expect(el.rendered.join()).to.equal('Hello');
      expect(el.shadowRoot!.querySelector('[part="required"]')!.textContent).to.equal('required');
      expect(englishFetches).to.equal(1);
    });
  });

  describe('the host’s words', () => {
    it('takes the page’s words over ours, the element’s over the page’s, per language', async () => {
      configure({ messages: tables({ fr: { 'demo.hello': 'Salut' }, en: { 'demo.hello': 'Hi' } }) });
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      expect(hello(el)).to.equal('Salut');
      el.messages = tables({ fr: { 'demo.hello': 'Coucou' } });
      await says(el, 'Coucou');
      el.lang = 'en';
      await says(el, 'Hi');
    });

    it('counts a word that is not text as absent (the next table speaks), with one warning per key', async () => {
      configure({ messages: tables({ fr: { 'demo.hello': 'Salut' } }) });
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      el.messages = tables({ fr: { 'demo.hello': null } });
      await says(el, 'Salut');
      configure({ messages: tables({ fr: { 'demo.hello': 42 } }) });
      await says(el, 'Bonjour');
      el.requestUpdate();
      await el.updateComplete;
      const about = warnings.filter((w) => w.includes('"demo.hello"') && w.includes('not text'));
      expect(about.length).to.equal(1);
    });

    it('resets with null: the element’s table, a language’s table, the page’s words', async () => {
      configure({ messages: tables({ fr: { 'demo.hello': 'Salut' } }) });
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      el.messages = tables({ fr: { 'demo.hello': 'Coucou' } });
      await says(el, 'Coucou');
      el.messages = tables(null);
      await says(el, 'Salut');
      el.messages = tables({ fr: null });
      el.requestUpdate();
      await el.updateComplete;
      expect(hello(el)).to.equal('Salut');
      configure({ messages: tables(null) });
      await says(el, 'Bonjour');
    });

    it('does not speak a language whose table is null', async () => {
      page.setAttribute('lang', 'en');
      configure({ messages: tables({ de: null }) });
      const el = await fixture<LocalizeHost>(html`<localize-host lang="de"></localize-host>`);
      el.messages = tables({ it: null });
      el.lang = 'it';
      await el.updateComplete;
      expect(`${el.locale} ${hello(el)}`).to.equal('en Hello');
    });

    it('shows French for a key a third language’s table lacks, and says so once', async () => {
      // Dutch: the warning is said once per page, and German was spoken above.
      configure({ messages: tables({ nl: { 'demo.hello': 'Goedendag' } }) });
      const el = await fixture<LocalizeHost>(html`<localize-host lang="nl"></localize-host>`);
      expect(hello(el)).to.equal('Goedendag');
      expect(el.shadowRoot!.querySelector('[part="required"]')!.textContent).to.equal('obligatoire');
      el.requestUpdate();
      await el.updateComplete;
      expect(warnings.filter((w) => w.includes('"nl"') && w.includes('"common.required"')).length).to.equal(1);
    });

    it('shows the key itself for a key no table has, and undefined from maybe()', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      expect(el.localize.t('demo.nowhere' as DemoKey)).to.equal('demo.nowhere');
      expect(el.localize.maybe('demo.nowhere')).to.equal(undefined);
    });

    it('takes in the French words of a part fetched later, once', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      const part = { 'demo.later': 'Arrivé avec sa partie' };
      expect(el.localize.maybe('demo.later')).to.equal(undefined);
      el.localize.adopt(part);
      el.localize.adopt(part);
      expect(el.localize.t('demo.later' as DemoKey)).to.equal('Arrivé avec sa partie');
    });

    it('fetches the English pack of a part taken in with its own only when the element speaks English, and renders it once it is here', async () => {
      let fetches = 0;
      let arrive!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const partEnglish: EnglishLoader = () => (fetches++, arrived.then(() => ({ messages: { 'demo.later': 'Came with its part' } })));
      const part = { 'demo.later': 'Arrivé avec sa partie' };
      const french = await fixture<LocalizeHost>(html`<localize-host></localize-host>`);
      french.localize.adopt(part, partEnglish);
      french.requestUpdate();
      await french.updateComplete;
      // A French element never fetches it.
      expect(fetches).to.equal(0);
      expect(french.localize.t('demo.later' as DemoKey)).to.equal('Arrivé avec sa partie');

      const el = await fixture<LocalizeHost>(html`<localize-host lang="en"></localize-host>`);
      el.localize.adopt(part, partEnglish);
      el.requestUpdate();
      // The update waits for it: asked for once, and its words read once it is here.
      await waitUntil(() => fetches === 1, 'the part’s English was never asked for');
      expect(el.localize.t('demo.later' as DemoKey)).to.equal('Arrivé avec sa partie');
      arrive();
      await el.updateComplete;
      expect(el.localize.t('demo.later' as DemoKey)).to.equal('Came with its part');
      expect(fetches).to.equal(1);
    });
  });

  describe('numbers, euros and plurals', () => {
    it('writes them as French does', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host lang="fr"></localize-host>`);
      const w = el.localize;
      expect(plain(w.number(1234.5))).to.equal('1 234,5');
      expect(plain(w.number(2 / 3))).to.equal('0,67');
      expect(plain(w.number(162.44, 1))).to.equal('162,4');
      expect(plain(w.euros(5860))).to.equal('5 860 €');
      expect(plain(w.euros(12.5))).to.equal('12,50 €');
      expect(w.plural(0, { zero: 'demo.fields.zero', one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('Aucun champ');
      expect(w.plural(0, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('0 champ');
      expect(w.plural(1, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('1 champ');
      expect(w.plural(1.5, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('1,5 champ');
      expect(plain(w.plural(1200, { one: 'demo.fields.one', other: 'demo.fields.other' }))).to.equal('1 200 champs');
    });

    it('writes them as English does', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host lang="en"></localize-host>`);
      const w = el.localize;
      expect(w.number(1234.5)).to.equal('1,234.5');
      expect(w.euros(5860)).to.equal('€5,860');
      expect(w.euros(12.5)).to.equal('€12.50');
      expect(w.plural(0, { zero: 'demo.fields.zero', one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('No field');
      expect(w.plural(0, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('0 fields');
      expect(w.plural(1, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('1 field');
      expect(w.plural(1.5, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('1.5 fields');
      expect(w.plural(1200, { one: 'demo.fields.one', other: 'demo.fields.other' })).to.equal('1,200 fields');
    });
  });

  describe('a failure, worded', () => {
    it('keeps the service’s sentence for a 404 or a 422, and says ours for the rest', async () => {
      const el = await fixture<LocalizeHost>(html`<localize-host lang="fr"></localize-host>`);
      const w = el.localize;
      expect(w.describe(new ApiError('not-found', 'Fiche introuvable.', { status: 404, fromService: true }))).to.equal('Fiche introuvable.');
      expect(w.describe(new ApiError('validation', 'Surface trop grande.', { status: 422, fromService: true }))).to.equal('Surface trop grande.');
      // A status text is not the service's sentence.
      expect(w.describe(new ApiError('not-found', 'Not Found', { status: 404 }))).to.equal(w.t('error.not-found'));
      expect(w.describe(new ApiError('network', 'Failed to fetch'))).to.equal('Le service est injoignable. Vérifiez votre connexion puis réessayez.');
      expect(w.describe(new ApiError('network', 'Timed out', { timedOut: true }))).to.equal(w.t('error.timeout'));
      expect(w.describe(new ApiError('server', 'Internal Server Error', { status: 500, fromService: true }))).to.equal(w.t('error.server'));
      expect(w.describe(new TypeError('x is undefined'))).to.equal(w.t('error.unexpected'));
      for (const key of ['error.not-found', 'error.timeout', 'error.server', 'error.unexpected']) expect(w.t(key as DemoKey), key).not.to.equal(key);
    });
  });
});
