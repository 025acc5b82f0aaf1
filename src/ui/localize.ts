/**
 * The words of one element, in its language: the element's own table and the common one, French built in,
 * English from the packs fetched when the element first speaks it, and the host's overrides before both. Keys
 * are typed by the element's table; a key no table has shows the key itself (never breaks a render).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ApiError } from '../api/errors.js';
import { commonMessages, type CommonKey } from '../i18n/common.js';
import { commonEnglish, englishOf, type EnglishLoader } from '../i18n/english-packs.js';
import { CONFIGURE_EVENT, pageMessages, warnMissing, type MessageOverrides } from '../i18n/overrides.js';
import { fill, formatEuros, formatNumber, lookup, pluralOf, type Lang, type Messages, type Params } from '../i18n/translate.js';

export interface LocalizeHost extends ReactiveControllerHost {
  /** The language in effect (attribute, `configure()`, `<html lang>`, French). */
  readonly locale: Lang;
  /** The host's words for this element, by language (its `messages` property). */
  readonly messages?: MessageOverrides;
}

export class Localize<K extends string = string> implements ReactiveController {
  /** French words of the element's lazily fetched parts (the picker's, the result's), adopted when they arrive. */
  private readonly adopted: Messages[] = [];
  /** The English packs: the element's, then those of its parts that have their own (the contact step's). */
  private readonly english: Array<EnglishLoader | undefined>;

  constructor(
    private readonly host: LocalizeHost,
    private readonly french: Partial<Messages<K>>,
    /** The element's English pack, fetched when it first renders in English. */
    english?: EnglishLoader,
  ) {
    this.english = [english];
    host.addController(this);
  }

  /** A page-wide `configure()` may change the language or the words: the element renders again. */
  private readonly configured = () => this.host.requestUpdate();

  hostConnected(): void {
    globalThis.addEventListener(CONFIGURE_EVENT, this.configured);
    watchPageLanguage();
  }

  hostDisconnected(): void {
    globalThis.removeEventListener(CONFIGURE_EVENT, this.configured);
  }

  get lang(): Lang {
    return this.host.locale;
  }

  /** The host's words in `lang`: the element's own, then the page's. */
  private overrides(lang: Lang): Array<Partial<Messages> | undefined> {
    const own = this.host.messages;
    return [own && Object.hasOwn(own, lang) ? own[lang] : undefined, pageMessages(lang)];
  }

  /** The French tables: the host's French words, then ours. */
  private get frenchTables(): Array<Partial<Messages> | undefined> {
    return [...this.overrides('fr'), this.french as Messages, ...this.adopted, commonMessages];
  }

  /** The words for `key`, `{name}` placeholders filled from `params`. */
  t(key: K | CommonKey, params?: Params): string {
    return this.maybe(key, params) ?? key;
  }

  /** The words for a key built at run time (a service value, a field key), or undefined when no table has it. */
  maybe(key: string, params?: Params): string | undefined {
    const { lang } = this;
    let text: string | undefined;
    if (lang !== 'fr') {
      const english = lang === 'en' ? [...this.english, commonEnglish].map(englishOf) : [];
      text = lookup([...this.overrides(lang), ...english] as Messages[], key);
    }
    if (text === undefined) {
      text = lookup(this.frenchTables as Messages[], key);
      // A host's third language without this word: French stands in, and the host is told once.
      if (text !== undefined && lang !== 'fr' && lang !== 'en') warnMissing(lang, key);
    }
    return text === undefined ? undefined : fill(text, params);
  }

  /**
   * Takes in the French words of a part fetched later; its English is in the element's pack, or in `english`, a
   * pack of its own that an English render then waits for as it does for the element's.
   */
  adopt(table: Messages, english?: EnglishLoader): void {
    if (!this.adopted.includes(table)) this.adopted.push(table), this.english.push(english);
  }

  /**
   * The words for `count` of something, by the language's plural rules (`Intl.PluralRules`): `one` or `other`,
   * and `zero` for none when given. `{count}` is the number as the language writes it.
   */
  plural(count: number, keys: { one: K | CommonKey; other: K | CommonKey; zero?: K | CommonKey }): string {
    const key = count === 0 && keys.zero ? keys.zero : pluralOf(this.lang, count) === 'one' ? keys.one : keys.other;
    return this.t(key, { count: this.number(count) });
  }

  /** A number as the language writes it (`1 234,5` in French, `1,234.5` in English). */
  number(value: number, maximumFractionDigits?: number): string {
    return formatNumber(this.lang, value, maximumFractionDigits);
  }

  /** An amount in euros (`1 234 €`, `€1,234`). */
  euros(value: number): string {
    return formatEuros(this.lang, value);
  }


  /** What to tell a visitor about a failure. The service's own words are kept where they say more than ours. */
  describe(error: unknown): string {
    if (!(error instanceof ApiError)) return this.t('error.unexpected');
    // A 404 or 422 in the service's own words says more than ours; a timeout is a network failure of its own.
    if (error.fromService && (error.kind === 'not-found' || error.kind === 'validation')) return error.message;
    return this.t(error.timedOut ? 'error.timeout' : `error.${error.kind}`);
  }

  /**
   * What an update waits for before rendering in English (the packs, `ENGLISH_WAIT_MS` at the most), so a visitor
   * does not see French flash first; undefined when nothing is awaited. `whenHere` re-renders once they arrive.
   */
  ready(whenHere: () => void): Promise<void> | undefined {
    if (this.lang !== 'en') return undefined;
    // What fetches English comes with the first English render: a French page never downloads it. Once the packs
    // are here, it answers at once that there is nothing to wait for.
    return import('../i18n/english-fetch.js').then(
      (loading) => loading.englishReady(this.english, whenHere),
      () => undefined,
    );
  }
}

/**
 * `<html lang>` followed: one observer per page, shared by every copy of the library (kept on the page, like the
 * configuration), announces a change as `configure()` does, and every element speaking the page's language
 * renders again in the new one.
 */
const OBSERVED = Symbol.for('cee-widgets.page-language');
function watchPageLanguage(): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return;
  const page = globalThis as unknown as Record<symbol, MutationObserver | undefined>;
  if (page[OBSERVED]) return;
  page[OBSERVED] = new MutationObserver(() => globalThis.dispatchEvent(new Event(CONFIGURE_EVENT)));
  page[OBSERVED].observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/** The words an element's templates and controllers take: its `Localize`. */
export type Words<K extends string = string> = Localize<K>;
