// The "Intégrer" configurator: the partner chooses an operation from the catalogue, the aid (among those the service
// computes for it today), the audience, the language, the price per MWh cumac, the colours, the form of the code (a
// script in the site's pages, or an iframe for a site that cannot run one) and where it is served; a live
// <cee-simulator> follows each choice, and the page shows the code to copy (files, script tag, CSS rule, HTML, React,
// Vue; or the iframe's), each address still a placeholder marked in it, and what the site's token endpoint must
// answer, which the page checks at the address the partner types. Each block with a copy button. French only.
import { html, nothing, render } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../src/index.js';
import { type CatalogueEntry, type OperationAids, type ServiceBases, frenchDate, loadCatalogue, operationAids } from './operation-aids.js';
import {
  type Aid,
  type Build,
  type Context,
  type Hosting,
  type IntegrationChoice,
  type Lang,
  type Release,
  type Snippets,
  DEFAULT_FOLDER,
  THEME_CLASS,
  contrastRatio,
  cssSnippet,
  folderPrefix,
  readIntegrity,
  snippets,
} from './snippets.js';
import { type Block, codeSection, iframeCodeSection, path, tokenSection } from './configurator-code.js';
import { type IframeChoice, type IframeSnippets, type Placeholders, iframeSnippets, markedSnippets, siteOriginOf } from './iframe-snippets.js';
import { type CheckedEndpoint, checkSentence, checkTokenEndpoint } from './token-check.js';
import { NODE_TOKEN_ENDPOINT, PHP_TOKEN_ENDPOINT } from './token-endpoint.js';

/** The form of the code: a script in the site's pages, or an iframe of dist/embed.html. */
export type CodeForm = 'script' | 'iframe';

export type { CatalogueEntry, ServiceBases };
export { loadCatalogue };

export interface ConfiguratorOptions {
  /** The package's version, pinned in the CDN address. */
  version: string;
  /** Where the local build's integrity.json may be served (default `/dist/integrity.json`). */
  integrityUrl?: string;
  /** The service the live preview and the aids' check talk to (the demo's sandbox). */
  preview: ServiceBases;
  /** What the snippets say to the partner's site about the service (placeholders by default). */
  snippetBases?: ServiceBases;
  /** The Clipboard API to use (default `navigator.clipboard`). */
  clipboard?: Pick<Clipboard, 'writeText'>;
  /** The choice to start from. */
  initial?: Partial<IframeChoice> & { form?: CodeForm };
  /** The day the aids are said to be checked (default: now); the service answers for its own today. */
  today?: Date;
}

export interface Configurator {
  /** The current choice. */
  readonly choice: IframeChoice & { form: CodeForm };
  /** The current snippets, of the form chosen. */
  readonly snippets: Snippets | IframeSnippets;
  /** Resolves once the catalogue, the local build's hashes and the first operation's aids were read (or found missing). */
  readonly ready: Promise<void>;
}

const COPY_NAMES: Record<Block, string> = {
  files: 'la liste des fichiers',
  script: 'le script',
  css: 'la règle CSS',
  markup: 'le simulateur en HTML',
  react: 'le code React',
  vue: 'le code Vue',
  'token-node': 'l’exemple Node.js',
  'token-php': 'l’exemple PHP',
};

const AID_LABELS: Record<Aid, string> = { cee: 'Prime CEE', mpr: 'MaPrimeRénov’', both: 'Les deux' };
const CONTEXT_LABELS: Record<Context, string> = { b2c: 'Particuliers', b2b: 'Professionnels' };
const LANG_LABELS: Record<Lang, string> = { fr: 'Français', en: 'Anglais' };
const HOSTING_LABELS: Record<Hosting, string> = { self: 'Sur votre site', cdn: 'Sur le CDN jsDelivr, une fois la version publiée sur npm' };
const BUILD_LABELS: Record<Build, string> = { single: 'Un seul fichier', lazy: 'Chargement à la demande' };
const FORM_LABELS: Record<CodeForm, string> = {
  script: 'Un script dans vos pages',
  iframe: 'Une iframe, pour un site qui n’accepte pas les scripts',
};

export const DEFAULT_SNIPPET_BASES: ServiceBases = {
  apiBase: 'https://service.example/partner',
  calcBase: 'https://service.example/calc',
  tokenEndpoint: '/mon-site/cee-token',
};
/** The address of the partner's pages in the iframe's code, until the partner types theirs. */
export const DEFAULT_SITE_ORIGIN = 'https://www.mon-site.example';
/** What the copied code marks as still to replace. */
const PLACEHOLDERS: Placeholders = { ...DEFAULT_SNIPPET_BASES, siteOrigin: DEFAULT_SITE_ORIGIN };

const ratioFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A price as typed: `8`, `8,5`, `8.50`, ` 9 €`, `9 euros`. Undefined for an empty field, NaN for anything else. */
export function parsePrice(text: string): number | undefined {
  const cleaned = text.replace(/(€|euros?)\s*$/i, '').replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

type AidsCheck = { state: 'pending' } | { state: 'known'; result: OperationAids } | { state: 'failed' };

/** The preview's colours: the CSS snippet itself, adopted by the document (one sheet for the page). */
let previewSheet: CSSStyleSheet | undefined;
function previewStyles(): CSSStyleSheet {
  if (!previewSheet) {
    previewSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, previewSheet];
  }
  return previewSheet;
}

export function startConfigurator(root: HTMLElement, options: ConfiguratorOptions): Configurator {
  const bases = options.snippetBases ?? DEFAULT_SNIPPET_BASES;
  const today = frenchDate(options.today ?? new Date());
  const { form: initialForm, siteOrigin: initialSite, ...initial } = options.initial ?? {};
  let form: CodeForm = initialForm ?? 'script';
  let siteOrigin = initialSite ?? DEFAULT_SITE_ORIGIN;
  let siteOriginError = '';
  let tokenCheck: { state: 'idle' } | { state: 'pending'; url: string } | { state: 'done'; result: CheckedEndpoint } = { state: 'idle' };
  let choice: IntegrationChoice = {
    fost: 'BAR-TH-171',
    aid: 'both',
    context: 'b2c',
    lang: 'fr',
    price: 8,
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    hosting: 'self',
    build: 'single',
    folder: DEFAULT_FOLDER,
    ...bases,
    ...initial,
  };
  /** What the preview shows: the choice, once the aids of its operation are known. */
  let shown = choice;
  let priceText = choice.price === undefined ? '' : String(choice.price).replace('.', ',');
  let priceError = '';
  let catalogue: CatalogueEntry[] | undefined;
  let catalogueFailed = false;
  let release: Release = { version: options.version, integrity: undefined };
  let releaseRead = false;
  const aidsChecks = new Map<string, AidsCheck>();
  const copyStatus: Partial<Record<Block, string>> = {};
  const sheet = previewStyles();

  const entryOf = (code: string) => catalogue?.find((entry) => entry.code === code);

  /** The aids offered: MaPrimeRénov' for households, and only those the service computes today for the operation. */
  function aidOptions(fost: string, context: Context): Aid[] {
    if (context === 'b2b') return ['cee'];
    const check = fost ? aidsChecks.get(fost) : undefined;
    if (check?.state !== 'known') return ['cee', 'mpr', 'both'];
    const has = (aid: 'cee' | 'mpr') => check.result.aids.includes(aid);
    const offered = (['cee', 'mpr', 'both'] as const).filter((aid) => (aid === 'both' ? has('cee') && has('mpr') : has(aid)));
    return offered.length > 0 ? offered : ['cee'];
  }

  const contextOptions = (fost: string): Context[] => {
    const entry = entryOf(fost);
    return (['b2c', 'b2b'] as const).filter((context) => !entry || (context === 'b2c' ? entry.b2c : entry.b2b));
  };

  /** Keeps the choice possible: the operation's audience, then an aid it offers. */
  function settle(next: IntegrationChoice): IntegrationChoice {
    const contexts = contextOptions(next.fost);
    const context = contexts.includes(next.context) ? next.context : (contexts[0] ?? next.context);
    const aids = aidOptions(next.fost, context);
    const aid = aids.includes(next.aid) ? next.aid : aids.includes('cee') ? 'cee' : aids[0]!;
    return { ...next, context, aid };
  }

  /** Asks once per operation which aids the service computes for it, then settles the choice. */
  function checkAids(code: string): Promise<void> {
    const entry = entryOf(code);
    if (!entry || aidsChecks.has(code)) return Promise.resolve();
    aidsChecks.set(code, { state: 'pending' });
    return operationAids(entry, options.preview).then(
      (result) => void aidsChecks.set(code, { state: 'known', result }),
      () => void aidsChecks.set(code, { state: 'failed' }),
    ).then(() => {
      choice = settle(choice);
      draw();
    });
  }

  function update(change: Partial<IntegrationChoice>): void {
    if (change.tokenEndpoint !== undefined && change.tokenEndpoint !== choice.tokenEndpoint) tokenCheck = { state: 'idle' };
    choice = settle({ ...choice, ...change });
    for (const key of Object.keys(copyStatus) as Block[]) delete copyStatus[key];
    if (change.fost) void checkAids(change.fost);
    draw();
  }

  const PRICE_ERROR = 'Prix non reconnu : indiquez un montant en euros avec deux décimales au plus, par exemple 8 ou 8,50.';

  /** While typing: a readable price goes to the preview at once; an unreadable one waits for the field's change. */
  function onPriceInput(event: Event): void {
    priceText = (event.target as HTMLInputElement).value;
    const price = parsePrice(priceText);
    if (price !== undefined && Number.isNaN(price)) return;
    priceError = '';
    update({ price });
  }

  /** On leaving the field (or Enter): an unreadable price is said beside it, as an alert. */
  function onPriceChange(event: Event): void {
    priceText = (event.target as HTMLInputElement).value;
    const price = parsePrice(priceText);
    priceError = price !== undefined && Number.isNaN(price) ? PRICE_ERROR : '';
    draw();
  }

  const blockText = (name: Block): string =>
    name === 'token-node' ? NODE_TOKEN_ENDPOINT : name === 'token-php' ? PHP_TOKEN_ENDPOINT : ((current() as unknown as Record<string, string>)[name] ?? '');

  async function copy(name: Block): Promise<void> {
    const clipboard = options.clipboard ?? navigator.clipboard;
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(blockText(name));
      copyStatus[name] = 'Copié dans le presse-papiers.';
    } catch {
      const code = root.querySelector<HTMLElement>(`[data-snippet="${name}"]`);
      if (code) {
        code.closest('pre')?.focus();
        getSelection()?.selectAllChildren(code);
      }
      copyStatus[name] = 'Le navigateur a refusé la copie : le code est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).';
    }
    draw();
  }

  /** The code of the form chosen, every placeholder still in it marked. */
  const current = (): Snippets | IframeSnippets => {
    const full: IframeChoice = { ...choice, siteOrigin };
    return form === 'iframe' ? iframeSnippets(full, release, PLACEHOLDERS) : markedSnippets(snippets(choice, release), full, PLACEHOLDERS);
  };

  /** The site's origin as typed: taken when it is one; said beside the field once left when it is not. */
  function onSiteOrigin(event: Event, leaving: boolean): void {
    const text = (event.target as HTMLInputElement).value.trim();
    const origin = siteOriginOf(text);
    if (origin) {
      siteOriginError = '';
      siteOrigin = origin;
      for (const key of Object.keys(copyStatus) as Block[]) delete copyStatus[key];
    } else if (leaving) {
      siteOriginError = `« ${text} » n’est pas l’adresse d’un site : écrivez-la comme https://www.mon-site.fr, sans chemin après le nom.`;
    }
    draw();
  }

  /** The check's sentence, its address breaking only after a slash. */
  const checkText = (result: CheckedEndpoint) =>
    checkSentence(result)
      .split(result.url)
      .flatMap((part, i) => (i === 0 ? [part] : [path(result.url), part]));

  /** Asks the token endpoint typed for a token, from this page, and says what it answered. */
  async function checkToken(): Promise<void> {
    const url = choice.tokenEndpoint;
    tokenCheck = { state: 'pending', url };
    draw();
    const result = await checkTokenEndpoint(url);
    // A check of an address typed since is left unsaid.
    if (tokenCheck.state === 'pending' && tokenCheck.url === url) tokenCheck = { state: 'done', result };
    draw();
  }

  function radios<T extends string>(name: string, labels: Record<T, string>, value: T, offered: readonly T[], onPick: (option: T) => void) {
    return offered.map(
      (option) => html`<label class="choice">
        <input type="radio" name=${name} .value=${option} .checked=${option === value} @change=${() => onPick(option)} />
        ${labels[option]}
      </label>`,
    );
  }

  function operationField() {
    const loading = catalogue === undefined && !catalogueFailed;
    return html`<div class="field">
      <label for="cfg-operation">Opération</label>
      <select
        id="cfg-operation"
        aria-describedby="cfg-operation-hint"
        ?disabled=${loading}
        @change=${(event: Event) => update({ fost: (event.target as HTMLSelectElement).value })}
      >
        <option value="" ?selected=${choice.fost === ''}>Laisser le visiteur choisir dans le catalogue</option>
        ${(catalogue ?? (choice.fost ? [{ code: choice.fost, name: choice.fost }] : [])).map(
          (entry) => html`<option value=${entry.code} ?selected=${entry.code === choice.fost}>${entry.name} (${entry.code})</option>`,
        )}
      </select>
      <p class="hint" id="cfg-operation-hint">
        ${loading
          ? 'Chargement du catalogue des opérations…'
          : catalogueFailed
            ? 'Le catalogue des opérations ne répond pas : rechargez la page pour choisir une autre opération.'
            : `${catalogue!.length} opérations que le simulateur sait calculer.`}
      </p>
    </div>`;
  }

  /** Why the aids offered are those: the operation's aids today, or MaPrimeRénov' kept for households. */
  function aidsNote() {
    if (choice.context === 'b2b') return html`<p class="hint" data-aids-note="b2b">MaPrimeRénov’ est réservée aux particuliers.</p>`;
    if (!choice.fost) return html`<p class="hint" data-aids-note="picker">Le visiteur choisira l’opération dans le catalogue.</p>`;
    const check = aidsChecks.get(choice.fost);
    if (!check || check.state === 'pending') return html`<p class="hint" data-aids-note="pending">Vérification des aides de cette opération…</p>`;
    if (check.state === 'failed') {
      return html`<p class="hint warning" data-aids-note="failed">
        Le service n’a pas pu dire quelles aides couvrent cette opération : les trois choix restent proposés.
      </p>`;
    }
    const { aids } = check.result;
    const which =
      aids.includes('cee') && aids.includes('mpr')
        ? `Le ${today}, le service calcule pour cette opération la prime CEE et MaPrimeRénov’.`
        : aids.includes('mpr')
          ? `Le ${today}, aucune prime CEE ne couvre cette opération : seule MaPrimeRénov’ est proposée.`
          : `Le ${today}, MaPrimeRénov’ ne finance pas cette opération : seule la prime CEE est proposée.`;
    return html`<p class="hint" data-aids-note="known">
      ${which} Sur votre site, le simulateur calcule à la date de signature du devis que donne le visiteur (aujourd’hui par
      défaut).
    </p>`;
  }

  function contextNote() {
    const contexts = contextOptions(choice.fost);
    if (contexts.length !== 1) return nothing;
    return html`<p class="hint">Cette opération est réservée aux ${contexts[0] === 'b2b' ? 'professionnels' : 'particuliers'}.</p>`;
  }

  function coloursField() {
    const ratio = contrastRatio(choice.primary, choice.onPrimary);
    const enough = ratio >= 4.5;
    return html`<fieldset>
      <legend>Couleurs</legend>
      <div class="colour">
        <input
          type="color"
          id="cfg-primary"
          .value=${choice.primary}
          @input=${(event: Event) => update({ primary: (event.target as HTMLInputElement).value })}
        />
        <label for="cfg-primary">Couleur des boutons</label>
      </div>
      <div class="colour">
        <input
          type="color"
          id="cfg-on-primary"
          .value=${choice.onPrimary}
          aria-describedby="cfg-contrast"
          @input=${(event: Event) => update({ onPrimary: (event.target as HTMLInputElement).value })}
        />
        <label for="cfg-on-primary">Couleur du texte des boutons</label>
      </div>
      <p id="cfg-contrast" class=${enough ? 'hint' : 'hint warning'} data-contrast>
        Contraste du texte des boutons : ${ratioFormat.format(ratio)} pour 1
        ${enough ? '(suffisant : 4,5 pour 1 au moins)' : '(insuffisant : il faut 4,5 pour 1 au moins, choisissez des couleurs plus contrastées)'}
      </p>
    </fieldset>`;
  }

  function textField(key: 'apiBase' | 'calcBase' | 'tokenEndpoint' | 'folder', label: string, hint: unknown) {
    return html`<div class="field">
      <label for=${`cfg-${key}`}>${label}</label>
      <input
        id=${`cfg-${key}`}
        type="text"
        spellcheck="false"
        autocomplete="off"
        aria-describedby=${`cfg-${key}-hint`}
        .value=${choice[key]}
        @input=${(event: Event) => update({ [key]: (event.target as HTMLInputElement).value.trim() })}
      />
      <p class="hint" id=${`cfg-${key}-hint`}>${hint}</p>
    </div>`;
  }

  function formField() {
    return html`<fieldset>
      <legend>Forme du code</legend>
      ${radios('form', FORM_LABELS, form, ['script', 'iframe'], (picked) => {
        form = picked;
        for (const key of Object.keys(copyStatus) as Block[]) delete copyStatus[key];
        draw();
      })}
      <p class="hint">
        ${form === 'script'
          ? 'Le simulateur dans la page même : il prend les polices de votre site, et votre code entend ses événements sur l’élément.'
          : 'Le simulateur dans une page à lui, servie par votre site à côté de l’adresse du jeton : pour un site qui retire les balises script de ses pages.'}
      </p>
    </fieldset>`;
  }

  /** The origin of the partner's pages, which the iframe's code names (`parent-origin`). */
  function siteOriginField() {
    return html`<div class="field">
      <label for="cfg-siteOrigin">Adresse de votre site</label>
      <input
        id="cfg-siteOrigin"
        type="text"
        inputmode="url"
        spellcheck="false"
        autocomplete="off"
        aria-invalid=${siteOriginError ? 'true' : 'false'}
        aria-describedby=${siteOriginError ? 'cfg-siteOrigin-error cfg-siteOrigin-hint' : 'cfg-siteOrigin-hint'}
        .value=${siteOrigin}
        @input=${(event: Event) => onSiteOrigin(event, false)}
        @change=${(event: Event) => onSiteOrigin(event, true)}
      />
      <p class="hint" id="cfg-siteOrigin-hint">
        Celle de vos pages qui affichent l’iframe, sans chemin : l’iframe ne parle qu’à elles (parent-origin).
      </p>
      ${siteOriginError ? html`<p class="error" id="cfg-siteOrigin-error" role="alert">${siteOriginError}</p>` : nothing}
    </div>`;
  }

  function scriptFields() {
    if (form === 'iframe') {
      return html`<fieldset>
        <legend>Où votre site sert l’iframe</legend>
        ${textField(
          'folder',
          'Dossier de votre site où copier les fichiers',
          html`L’adresse de l’iframe en découle : ${path(`${folderPrefix(choice.folder)}embed.html`)}. Sur le même site que
            l’adresse du jeton : l’iframe demande son jeton à son propre site.`,
        )}
        ${siteOriginField()}
      </fieldset>`;
    }
    return html`<fieldset>
        <legend>Où le navigateur prend le script</legend>
        ${radios('hosting', HOSTING_LABELS, choice.hosting, ['self', 'cdn'], (hosting) => update({ hosting }))}
        ${choice.hosting === 'cdn'
          ? html`<p class="hint warning" data-cdn-note>
              Cette adresse ne répond qu’une fois la version ${release.version} publiée sur npm : d’ici là, la page de votre site
              resterait vide.
            </p>`
          : textField(
              'folder',
              'Dossier de votre site où copier les fichiers',
              html`L’adresse du script en découle : ${path(`${folderPrefix(choice.folder)}cee-widgets.js`)}.`,
            )}
      </fieldset>
      <fieldset>
        <legend>Forme du script</legend>
        ${radios('build', BUILD_LABELS, choice.build, ['single', 'lazy'], (build) => update({ build }))}
        <p class="hint">
          ${choice.build === 'single'
            ? 'Une seule empreinte couvre tout le code.'
            : 'Un petit chargeur, qui télécharge le code d’un élément quand il apparaît dans la page.'}
        </p>
      </fieldset>`;
  }

  function addressesField() {
    return html`<fieldset>
      <legend>Adresses, pour le code à copier</legend>
      ${textField('apiBase', 'Adresse de l’API partenaire', 'Celle de votre contrat avec le service.')}
      ${textField('calcBase', 'Adresse de l’API de calcul', 'Celle de votre contrat avec le service.')}
      ${textField(
        'tokenEndpoint',
        'Adresse du jeton sur votre site',
        html`L’adresse de votre site qui remet au navigateur le jeton d’accès au calcul :
          <a href="#cfg-token-title">ce qu’elle doit répondre</a>. Le bouton lui demande un jeton depuis cette page, comme le ferait le simulateur.`,
      )}
      <div class="copy-row">
        <button type="button" class="action" data-check-token ?disabled=${tokenCheck.state === 'pending'} @click=${() => void checkToken()}>
          Vérifier l’adresse du jeton
        </button>
        <p
          role="status"
          class=${tokenCheck.state === 'done' && tokenCheck.result.check.kind !== 'ok' ? 'token-check failed' : 'token-check'}
          data-token-check=${tokenCheck.state === 'done' ? tokenCheck.result.check.kind : tokenCheck.state}
        >
          ${tokenCheck.state === 'pending' ? html`Demande d’un jeton à ${path(tokenCheck.url)}…` : tokenCheck.state === 'done' ? checkText(tokenCheck.result) : ''}
        </p>
      </div>
    </fieldset>`;
  }

  function codeBlock(name: Block, text: string) {
    return html`<pre tabindex="0"><code data-snippet=${name}>${text}</code></pre>
      <div class="copy-row">
        <button type="button" class="action" data-copy=${name} @click=${() => copy(name)}>
          Copier<span class="visually-hidden"> ${COPY_NAMES[name]}</span>
        </button>
        <p role="status" class="copy-status" data-copy-status=${name}>${copyStatus[name] ?? ''}</p>
      </div>`;
  }

  function snippetBlock(name: Block, title: string, help: unknown, text: string) {
    return html`<section class="snippet" aria-labelledby=${`snippet-${name}-title`}>
      <h3 id=${`snippet-${name}-title`}>${title}</h3>
      <p class="hint">${help}</p>
      ${codeBlock(name, text)}
    </section>`;
  }

  function draw(): void {
    const code = current();
    const preview = options.preview;
    if (!choice.fost || aidsChecks.get(choice.fost)?.state !== 'pending') shown = choice;
    // The preview wears the colours' rule, whatever the form (the iframe's are in its address).
    sheet.replaceSync(cssSnippet(choice));
    render(
      html`<div class="configurator">
        <form class="choices" aria-labelledby="cfg-choices-title" @submit=${(event: Event) => event.preventDefault()}>
          <h2 id="cfg-choices-title">Vos choix</h2>
          ${operationField()}
          <fieldset>
            <legend>Aide</legend>
            ${radios('aid', AID_LABELS, choice.aid, aidOptions(choice.fost, choice.context), (aid) => update({ aid }))} ${aidsNote()}
          </fieldset>
          <fieldset>
            <legend>Public</legend>
            ${radios('context', CONTEXT_LABELS, choice.context, contextOptions(choice.fost), (context) => update({ context }))} ${contextNote()}
          </fieldset>
          <fieldset>
            <legend>Langue du simulateur</legend>
            ${radios('lang', LANG_LABELS, choice.lang, ['fr', 'en'], (lang) => update({ lang }))}
          </fieldset>
          <div class="field">
            <label for="cfg-price">Prix du MWh cumac, en euros</label>
            <input
              id="cfg-price"
              type="text"
              inputmode="decimal"
              autocomplete="off"
              aria-describedby=${priceError ? 'cfg-price-error cfg-price-hint' : 'cfg-price-hint'}
              aria-invalid=${priceError ? 'true' : 'false'}
              .value=${priceText}
              @input=${onPriceInput}
              @change=${onPriceChange}
            />
            <p class="hint" id="cfg-price-hint">Par exemple 8,50. Laissez vide pour n’afficher que les MWh cumac, sans montant en euros.</p>
            ${priceError ? html`<p class="error" id="cfg-price-error" role="alert">${priceError}</p>` : nothing}
          </div>
          ${coloursField()} ${formField()} ${scriptFields()} ${addressesField()}
        </form>

        <section class="preview" aria-labelledby="cfg-preview-title">
          <h2 id="cfg-preview-title">Aperçu en direct</h2>
          <p class="hint">Le simulateur tel que vos visiteurs le verront, relié au service d’essai, avec la règle CSS de vos couleurs.</p>
          <div class="preview-frame" lang=${shown.lang}>
            <cee-simulator
              data-preview
              class=${THEME_CLASS}
              fost=${ifDefined(shown.fost || undefined)}
              aid=${shown.aid}
              context=${shown.context}
              lang=${shown.lang}
              euros-mwh-cumac=${ifDefined(shown.price)}
              api-base=${preview.apiBase}
              calc-base=${preview.calcBase}
              token-endpoint=${preview.tokenEndpoint}
            ></cee-simulator>
          </div>
        </section>

        ${'react' in code
          ? codeSection(code, choice, release, releaseRead, snippetBlock)
          : iframeCodeSection(code, { ...choice, siteOrigin }, release, releaseRead, snippetBlock)}
        ${tokenSection(choice.tokenEndpoint, snippetBlock)}
      </div>`,
      root,
    );
  }

  const ready = Promise.all([
    loadCatalogue(options.preview).then(
      (entries) => {
        catalogue = entries;
        if (choice.fost && !entries.some((entry) => entry.code === choice.fost)) choice = { ...choice, fost: entries[0]?.code ?? '' };
        choice = settle(choice);
        return checkAids(choice.fost);
      },
      () => {
        catalogueFailed = true;
      },
    ),
    readIntegrity(options.integrityUrl ?? '/dist/integrity.json').then((integrity) => {
      release = { ...release, integrity };
      releaseRead = true;
    }),
  ]).then(draw);

  draw();
  return {
    get choice() {
      return { ...choice, siteOrigin, form };
    },
    get snippets() {
      return current();
    },
    ready,
  };
}
