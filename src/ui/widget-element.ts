/**
 * The base every element stands on: resolves its configuration (attributes, then `configure()`), its language,
 * its API client, and turns errors into sentences a visitor can act on.
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import { connect, type Connection } from '../api/connection.js';
import type { TokenProvider } from '../api/token.js';
import { getPageConfig } from '../config.js';
import { VERSION } from '../version.js';
import { pageMessages, type MessageOverrides } from '../i18n/overrides.js';
import { toLang, type Lang } from '../i18n/translate.js';
import type { MessageKey } from '../i18n/message-key.js';
import type { Localize } from './localize.js';
import { readPartnerAuth } from './attributes.js';

let nextId = 0;

/** The next frame's animation callbacks (at once where there are none). */
const nextFrame = () => new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : resolve()));

export class WidgetElement extends LitElement {
  /** The library version that defined this element, compared when the script is loaded twice. */
  static readonly version: string = VERSION;

  static override properties: PropertyDeclarations = {
    apiBase: { attribute: 'api-base' },
    calcBase: { attribute: 'calc-base' },
    tokenEndpoint: { attribute: 'token-endpoint' },
    partnerAuth: { attribute: 'partner-auth' },
    lang: { reflect: true },
    tokenProvider: { attribute: false },
    messages: { attribute: false },
  };

  /** Partner API base URL (paths add `/v1/...`); falls back to `configure({apiBase})`. */
  apiBase?: string;

  /** Calculation API base URL (paths add `/api/v2/...`); falls back to `configure({calcBase})`. */
  calcBase?: string;

  /** The host's endpoint that answers a Bearer token; falls back to `configure({tokenEndpoint})`. */
  tokenEndpoint?: string;

  /** `bearer` sends the calculation API's token to the partner API too. */
  partnerAuth?: string;

  /** Language: `fr` (default) or `en`, or a language whose words the host gave (`messages`); falls back to `configure({lang})`, then `<html lang>` (followed when it changes), then French. */
  override lang!: string;

  /** Instead of a token endpoint: an async function answering a token or `{token, expiresAt}`. */
  tokenProvider?: TokenProvider;

  /**
   * This element's own words, by language, over the page's (`configure({messages})`) and ours: any key of
   * `docs/i18n.md`, e.g. `{fr: {'result.disclaimer': '…'}}`. A language the package does not ship (`de`) is
   * spoken when its table is given here or page-wide; a key it lacks falls back to French, with a warning.
   */
  messages?: MessageOverrides<MessageKey>;

  /** Per-attempt request timeout in ms; the API core's default when unset. Subclasses (and tests) may lower it. */
  protected requestTimeoutMs?: number;

  /** The element's words in its language (its `Localize`, made with its message tables). */
  protected declare readonly words: Localize;

  /** A prefix unique to this element instance, for ids in its shadow root. */
  protected readonly uid = `cw${++nextId}`;

  private connectionKey = '';
  private cachedConnection?: Connection;
  private cachedProvider?: TokenProvider;
  private cachedCalls?: { connection: Connection; byFactory: Map<(connection: Connection) => unknown, unknown> };

  /**
   * The language in effect: the `lang` attribute, then `configure({lang})`, then `<html lang>` when it is a
   * language we have (French, English, or one whose words the host gave), then French. @internal
   */
  get locale(): Lang {
    // A language the package does not ship is spoken when the host gave its words.
    // A table given as `null` gives no words: that language is not offered.
    const offered = (lang: string) => pageMessages(lang) != null || (this.messages != null && Object.hasOwn(this.messages, lang) && this.messages[lang] != null);
    return (
      toLang(this.lang, offered) ??
      toLang(getPageConfig().lang, offered) ??
      toLang(this.ownerDocument?.documentElement?.getAttribute('lang'), offered) ??
      'fr'
    );
  }

  /** The API connection for the configuration in effect; the same one while the configuration stays the same. */
  protected get connection(): Connection {
    const page = getPageConfig();
    const config = {
      apiBase: this.apiBase || page.apiBase,
      calcBase: this.calcBase || page.calcBase,
      tokenEndpoint: this.tokenEndpoint || page.tokenEndpoint,
      tokenProvider: this.tokenProvider ?? page.tokenProvider,
      partnerAuth: readPartnerAuth(this.partnerAuth).value,
      lang: this.locale,
      timeoutMs: this.requestTimeoutMs,
    };
    const key = JSON.stringify({ ...config, tokenProvider: undefined });
    if (!this.cachedConnection || key !== this.connectionKey || config.tokenProvider !== this.cachedProvider) {
      this.cachedConnection = connect(config);
      this.connectionKey = key;
      this.cachedProvider = config.tokenProvider;
    }
    return this.cachedConnection;
  }

  /**
   * The calls an element makes, built by `make` on the connection in effect: the same object while the
   * connection stays the same, so a task keyed on it re-runs only when the configuration changes.
   */
  protected callsOn<T>(make: (connection: Connection) => T): T {
    const connection = this.connection;
    if (this.cachedCalls?.connection !== connection) this.cachedCalls = { connection, byFactory: new Map() };
    const { byFactory } = this.cachedCalls;
    if (!byFactory.has(make)) byFactory.set(make, make(connection));
    return byFactory.get(make) as T;
  }

  /**
   * What the first render lets go before it, for one frame at most: requests it sent at insertion (the simulator's
   * inputs, once its token is here). Undefined: nothing to let go.
   */
  protected requestsLeaving(): Promise<unknown> | undefined {
    return undefined;
  }

  /**
   * An update waits for the English chunks when the element speaks English and they are not here yet, so a
   * visitor does not see French flash before English (see `Localize.ready`). The first one also waits for the
   * requests sent at insertion to leave, or for the next frame, whichever comes first: drawn then, it is on screen in
   * that frame as it would have been, and a quick token's answer is not held up by it.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const english = this.words.ready(() => this.requestUpdate());
    const leaving = this.hasUpdated ? undefined : this.requestsLeaving();
    const first = leaving && Promise.race([leaving.catch(() => undefined), nextFrame()]);
    const waiting = english && first ? Promise.all([english, first]) : (english ?? first);
    return waiting ? waiting.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }
}
