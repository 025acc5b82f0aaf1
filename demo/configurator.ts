// The "Intégrer" configurator: the partner chooses an operation from the catalogue, the aid, the audience, the
// language, the price per MWh cumac and the colours; a live <cee-simulator> follows each choice, and the page shows
// the code to copy (script tag, element, React, Vue), each with a copy button. French only.
import { html, nothing, render } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { styleMap } from 'lit/directives/style-map.js';
import { createClient } from '../src/api/index.js';
import '../src/index.js';
import {
  type Aid,
  type Context,
  type IntegrationChoice,
  type Lang,
  type Release,
  type Snippets,
  contrastRatio,
  readIntegrity,
  snippets,
} from './snippets.js';

/** One operation of the catalogue, as the configurator offers it. */
export interface CatalogueEntry {
  code: string;
  name: string;
  b2c: boolean;
  b2b: boolean;
}

export interface ServiceBases {
  apiBase: string;
  calcBase: string;
  tokenEndpoint: string;
}

export interface ConfiguratorOptions {
  /** The package's version, pinned in the CDN address. */
  version: string;
  /** Where the release's integrity.json may be served (default `/dist/integrity.json`). */
  integrityUrl?: string;
  /** The service the live preview talks to (the demo's sandbox). */
  preview: ServiceBases;
  /** What the snippets say to the partner's site about the service (placeholders by default). */
  snippetBases?: ServiceBases;
  /** The Clipboard API to use (default `navigator.clipboard`). */
  clipboard?: Pick<Clipboard, 'writeText'>;
  /** The choice to start from. */
  initial?: Partial<IntegrationChoice>;
}

export interface Configurator {
  /** The current choice. */
  readonly choice: IntegrationChoice;
  /** The current snippets. */
  readonly snippets: Snippets;
  /** Resolves once the catalogue and the release's hash were read (or found missing). */
  readonly ready: Promise<void>;
}

const SNIPPET_TITLES: Record<keyof Snippets, { title: string; copyName: string; help: string }> = {
  script: {
    title: 'Le script, une fois par page',
    copyName: 'le script',
    help: 'À coller une seule fois dans la page, avant le simulateur. Le numéro de version est fixé : une mise à jour ne change rien sans vous.',
  },
  markup: {
    title: 'Le simulateur, en HTML',
    copyName: 'le simulateur en HTML',
    help: 'À coller là où le simulateur doit apparaître, dans tout site ou gestionnaire de contenu qui accepte du HTML.',
  },
  react: {
    title: 'Dans une application React',
    copyName: 'le code React',
    help: 'Après npm install cee-widgets @lit/react.',
  },
  vue: {
    title: 'Dans une application Vue',
    copyName: 'le code Vue',
    help: 'Après npm install cee-widgets ; la première ligne dit au compilateur de Vue que cee-simulator est un composant du navigateur.',
  },
};

const AID_LABELS: Record<Aid, string> = { cee: 'Prime CEE', mpr: "MaPrimeRénov'", both: 'Les deux' };
const CONTEXT_LABELS: Record<Context, string> = { b2c: 'Particuliers', b2b: 'Professionnels' };
const LANG_LABELS: Record<Lang, string> = { fr: 'Français', en: 'Anglais' };

export const DEFAULT_SNIPPET_BASES: ServiceBases = {
  apiBase: 'https://service.example/partner',
  calcBase: 'https://service.example/calc',
  tokenEndpoint: '/mon-site/cee-token',
};

const ratioFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A price as typed: `8`, `8,5`, `8.50`, ` 9 €`, `9 euros`. Undefined for an empty field, NaN for anything else. */
export function parsePrice(text: string): number | undefined {
  const cleaned = text.replace(/(€|euros?)\s*$/i, '').replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The catalogue's operations a simulator can compute: those with `has_simulation` true when the field is present. */
export async function loadCatalogue(bases: ServiceBases): Promise<CatalogueEntry[]> {
  const client = createClient(bases);
  const operations = await client.listOperations();
  return operations
    .filter((operation) => (operation as { has_simulation?: unknown }).has_simulation !== false)
    .map((operation) => ({ code: operation.code, name: operation.operation_name, b2c: operation.can_b2c, b2b: operation.can_b2b }));
}

export function startConfigurator(root: HTMLElement, options: ConfiguratorOptions): Configurator {
  const bases = options.snippetBases ?? DEFAULT_SNIPPET_BASES;
  let choice: IntegrationChoice = {
    fost: 'BAR-TH-171',
    aid: 'both',
    context: 'b2c',
    lang: 'fr',
    price: 8,
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    ...bases,
    ...options.initial,
  };
  let priceText = choice.price === undefined ? '' : String(choice.price).replace('.', ',');
  let priceError = '';
  let catalogue: CatalogueEntry[] | undefined;
  let catalogueFailed = false;
  let release: Release = { version: options.version, integrity: undefined };
  let releaseRead = false;
  const copyStatus: Partial<Record<keyof Snippets, string>> = {};

  const entryOf = (code: string) => catalogue?.find((entry) => entry.code === code);
  const contextAllowed = (context: Context): boolean => {
    const entry = entryOf(choice.fost);
    return !entry || (context === 'b2c' ? entry.b2c : entry.b2b);
  };
  const aidAllowed = (aid: Aid): boolean => aid === 'cee' || choice.context === 'b2c';

  /** Keeps the choice possible: the operation's audience, MaPrimeRénov' for households only. */
  function settle(next: IntegrationChoice): IntegrationChoice {
    const entry = catalogue?.find((candidate) => candidate.code === next.fost);
    let context = next.context;
    if (entry && !(context === 'b2c' ? entry.b2c : entry.b2b)) context = entry.b2c ? 'b2c' : 'b2b';
    const aid = context === 'b2b' ? 'cee' : next.aid;
    return { ...next, context, aid };
  }

  function update(change: Partial<IntegrationChoice>): void {
    choice = settle({ ...choice, ...change });
    for (const key of Object.keys(copyStatus) as Array<keyof Snippets>) delete copyStatus[key];
    draw();
  }

  const PRICE_ERROR = 'Prix non reconnu : indiquez un montant en euros avec deux décimales au plus, par exemple 8 ou 8,50.';

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

  async function copy(name: keyof Snippets): Promise<void> {
    const text = current().snippets[name];
    const clipboard = options.clipboard ?? navigator.clipboard;
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(text);
      copyStatus[name] = 'Copié dans le presse-papiers.';
    } catch {
      const code = root.querySelector<HTMLElement>(`[data-snippet="${name}"]`);
      if (code) {
        code.closest('pre')?.focus();
        getSelection()?.selectAllChildren(code);
      }
      copyStatus[name] = 'Le navigateur a refusé la copie : le code est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).';
    }
    draw();
  }

  const current = () => ({ choice, snippets: snippets(choice, release) });

  function radios<T extends string>(name: string, labels: Record<T, string>, value: T, allowed: (option: T) => boolean, onPick: (option: T) => void) {
    return (Object.keys(labels) as T[]).map(
      (option) => html`<label class="choice">
        <input
          type="radio"
          name=${name}
          .value=${option}
          .checked=${option === value}
          ?disabled=${!allowed(option)}
          @change=${() => onPick(option)}
        />
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
        ${(catalogue ?? (choice.fost ? [{ code: choice.fost, name: choice.fost, b2c: true, b2b: true }] : [])).map(
          (entry) => html`<option value=${entry.code} ?selected=${entry.code === choice.fost}>${entry.name} (${entry.code})</option>`,
        )}
      </select>
      <p class="hint" id="cfg-operation-hint">
        ${loading
          ? 'Chargement du catalogue des opérations…'
          : catalogueFailed
            ? 'Le catalogue des opérations ne répond pas : rechargez la page pour choisir une autre opération.'
            : `${catalogue!.length} opérations que le simulateur sait calculer.`}
      </p>
    </div>`;
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
        Contraste du texte des boutons : ${ratioFormat.format(ratio)} pour 1
        ${enough ? '(suffisant : 4,5 pour 1 au moins)' : '(insuffisant : il faut 4,5 pour 1 au moins, choisissez des couleurs plus contrastées)'}
      </p>
    </fieldset>`;
  }

  function addressesField() {
    const field = (key: 'apiBase' | 'calcBase' | 'tokenEndpoint', label: string, hint: string) =>
      html`<div class="field">
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
    return html`<fieldset>
      <legend>Adresses, pour le code à copier</legend>
      ${field('apiBase', "Adresse de l'API partenaire", 'Celle de votre contrat avec le service.')}
      ${field('calcBase', "Adresse de l'API de calcul", 'Celle de votre contrat avec le service.')}
      ${field('tokenEndpoint', 'Adresse du jeton sur votre site', "La page de votre site qui remet au navigateur le jeton d'accès au calcul.")}
    </fieldset>`;
  }

  function snippetBlock(name: keyof Snippets, text: string) {
    const { title, copyName, help } = SNIPPET_TITLES[name];
    return html`<section class="snippet" aria-labelledby=${`snippet-${name}-title`}>
      <h3 id=${`snippet-${name}-title`}>${title}</h3>
      <p class="hint">${help}</p>
      <pre tabindex="0"><code data-snippet=${name}>${text}</code></pre>
      <div class="copy-row">
        <button type="button" class="action" data-copy=${name} @click=${() => copy(name)}>
          Copier<span class="visually-hidden"> ${copyName}</span>
        </button>
        <p role="status" class="copy-status" data-copy-status=${name}>${copyStatus[name] ?? ''}</p>
      </div>
    </section>`;
  }

  function releaseNote() {
    if (!releaseRead) return html`<p class="hint">Lecture de l'empreinte de la version ${release.version}…</p>`;
    return release.integrity
      ? html`<p class="hint" data-integrity-note>
          Version ${release.version}. L'empreinte du script vient du fichier <code>dist/integrity.json</code> de cette
          version : le navigateur refuse un fichier modifié.
        </p>`
      : html`<p class="hint warning" data-integrity-note>
          Version ${release.version}. Son empreinte n'est pas disponible ici : prenez-la dans le fichier
          <code>dist/integrity.json</code> de la version publiée et ajoutez-la au script, comme il l'indique.
        </p>`;
  }

  function draw(): void {
    const { snippets: code } = current();
    const preview = options.preview;
    render(
      html`<div class="configurator">
        <form class="choices" aria-labelledby="cfg-choices-title" @submit=${(event: Event) => event.preventDefault()}>
          <h2 id="cfg-choices-title">Vos choix</h2>
          ${operationField()}
          <fieldset>
            <legend>Aide</legend>
            ${radios('aid', AID_LABELS, choice.aid, aidAllowed, (aid) => update({ aid }))}
            ${choice.context === 'b2b' ? html`<p class="hint">MaPrimeRénov' est réservée aux particuliers.</p>` : nothing}
          </fieldset>
          <fieldset>
            <legend>Public</legend>
            ${radios('context', CONTEXT_LABELS, choice.context, contextAllowed, (context) => update({ context }))}
          </fieldset>
          <fieldset>
            <legend>Langue du simulateur</legend>
            ${radios('lang', LANG_LABELS, choice.lang, () => true, (lang) => update({ lang }))}
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
            <p class="hint" id="cfg-price-hint">Par exemple 8,50. Laissez vide pour n'afficher que les MWh cumac, sans montant en euros.</p>
            ${priceError ? html`<p class="error" id="cfg-price-error" role="alert">${priceError}</p>` : nothing}
          </div>
          ${coloursField()} ${addressesField()}
        </form>

        <section class="preview" aria-labelledby="cfg-preview-title">
          <h2 id="cfg-preview-title">Aperçu en direct</h2>
          <p class="hint">Le simulateur tel que vos visiteurs le verront, relié au service d'essai.</p>
          <div class="preview-frame" lang=${choice.lang}>
            <cee-simulator
              data-preview
              fost=${ifDefined(choice.fost || undefined)}
              aid=${choice.aid}
              context=${choice.context}
              lang=${choice.lang}
              euros-mwh-cumac=${ifDefined(choice.price)}
              api-base=${preview.apiBase}
              calc-base=${preview.calcBase}
              token-endpoint=${preview.tokenEndpoint}
              style=${styleMap({ '--cee-color-primary': choice.primary, '--cee-color-on-primary': choice.onPrimary })}
            ></cee-simulator>
          </div>
        </section>

        <section class="code" aria-labelledby="cfg-code-title">
          <h2 id="cfg-code-title">Le code à copier</h2>
          ${releaseNote()} ${snippetBlock('script', code.script)} ${snippetBlock('markup', code.markup)}
          ${snippetBlock('react', code.react)} ${snippetBlock('vue', code.vue)}
        </section>
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
      return choice;
    },
    get snippets() {
      return current().snippets;
    },
    ready,
  };
}
