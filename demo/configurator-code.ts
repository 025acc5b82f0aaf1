// What the "Intégrer" page says below the choices: the code to copy, in the order a site needs it, where its
// hashes come from, and what the site's token endpoint must answer. Plain templates of the configurator's state.
import { type TemplateResult, html, nothing } from 'lit';
import type { IframeChoice, IframeSnippets } from './iframe-snippets.js';
import { type IntegrationChoice, type Release, type Snippets, THEME_CLASS, folderPrefix, publishedIntegrityUrl } from './snippets.js';
import { NODE_TOKEN_ENDPOINT, PHP_TOKEN_ENDPOINT, TOKEN_ANSWER } from './token-endpoint.js';

/** Every block with a copy button: the snippets and the two token endpoints. */
export type Block = keyof Snippets | 'token-node' | 'token-php';

/** Draws one block: its title, its help, the code and its copy button. */
export type SnippetBlock = (name: Block, title: string, help: unknown, text: string) => TemplateResult;

/** docs/token-endpoint.md in the package's repository (package.json `homepage`), and in the installed package. */
export const TOKEN_DOC_URL = 'https://github.com/cee-widgets/cee-widgets/blob/main/docs/token-endpoint.md';

/** A path, an address or a command that a narrow screen may break after a slash or a space, never inside a name. */
export const pathText = (text: string) => text.split(/(?<=(?<!\.)\/| )/).map((part) => html`<span class="path-part">${part}</span><wbr />`);
export const path = (text: string) => html`<code class="path">${pathText(text)}</code>`;

/** Where the hashes come from: the local build's integrity.json, none yet, or the published version's. */
function releaseNote(choice: IntegrationChoice, release: Release, read: boolean) {
  const { version } = release;
  if (!read) return html`<p class="hint">Lecture des empreintes de la version ${version}…</p>`;
  if (choice.hosting === 'cdn') {
    return html`<p class="hint warning" data-integrity-note="cdn">
      Version ${version}, sur le CDN : le script ne se charge qu’une fois cette version publiée sur npm. Son empreinte vient
      alors du fichier integrity.json de la version publiée, ${path(publishedIntegrityUrl(version))}, jamais de la
      construction faite sur cet ordinateur.
    </p>`;
  }
  return release.integrity
    ? html`<p class="hint" data-integrity-note="local">
        Version ${version}, construite sur cet ordinateur. Les empreintes du script viennent de son fichier
        <code>dist/integrity.json</code>, à côté des fichiers à copier : copiez les fichiers de cette même construction (une
        autre construction a ses propres empreintes, dans son integrity.json).
      </p>`
    : html`<p class="hint warning" data-integrity-note="none">
        Version ${version}. Aucune construction locale n’a écrit <code>dist/integrity.json</code> : les empreintes des
        fichiers ne sont pas connues ici, et le script ci-dessous n’en porte aucune. Lancez <code>npm run build</code> dans
        le dépôt du paquet, puis rechargez cette page.
      </p>`;
}

/**
 * The code to copy, in the order a site needs it; `read` once the local build's hashes were looked for. `block` draws
 * one block with its copy button.
 */
export function codeSection(code: Snippets, choice: IntegrationChoice, release: Release, read: boolean, block: SnippetBlock) {
  const { version } = release;
  const self = choice.hosting === 'self';
  let step = 0;
  const numbered = (title: string) => `${++step}. ${title}`;
  const scriptHelp = self
    ? choice.build === 'single'
      ? 'Une fois par page, avant le simulateur. Avec l’empreinte (integrity), le navigateur refuse un fichier modifié.'
      : html`Dans le <code>&lt;head&gt;</code>, une fois par page. L’importmap donne l’empreinte de chaque morceau que le chargeur
          télécharge (Chromium 127+, Safari 18+, Firefox 138+ la vérifient) ; avec une politique de sécurité (CSP) stricte,
          donnez-lui le nonce de la page.`
    : 'Une fois par page, avant le simulateur. Le numéro de version est fixé : une mise à jour ne change rien sans vous.';
  return html`<section class="code" aria-labelledby="cfg-code-title">
    <h2 id="cfg-code-title">Le code à copier</h2>
    ${releaseNote(choice, release, read)}
    ${self
      ? block(
          'files',
          numbered('Les fichiers, sur votre site'),
          html`Depuis le dossier <code>dist/</code> du paquet <code>cee-widgets</code> ${version}, que ${path('npm run build')} écrit
            dans le dépôt du paquet (il n’est pas encore publié sur npm). Les fichiers <code>.map</code> sont facultatifs.`,
          code.files,
        )
      : nothing}
    ${block('script', numbered('Le script, une fois par page'), scriptHelp, code.script)}
    ${block(
      'css',
      numbered('Vos couleurs, dans la feuille de style de votre site'),
      html`Une règle de votre feuille de style plutôt qu’un attribut <code>style</code>, qu’une politique de sécurité (CSP) stricte
        ignore. Le simulateur porte la classe <code>${THEME_CLASS}</code> ; ${path('docs/theming.md')} du paquet liste toutes
        les propriétés.`,
      code.css,
    )}
    ${block(
      'markup',
      numbered('Le simulateur, en HTML'),
      'À coller là où le simulateur doit apparaître, dans tout site ou gestionnaire de contenu qui accepte du HTML.',
      code.markup,
    )}
    ${block(
      'react',
      'Ou dans une application React',
      html`Le paquet n’étant pas encore sur npm : ${path('npm run build && npm pack')} dans son dépôt, puis
        ${path(`npm install ./cee-widgets-${version}.tgz @lit/react`)} dans l’application. Avec la règle CSS des couleurs.`,
      code.react,
    )}
    ${block(
      'vue',
      'Ou dans une application Vue',
      html`Installé comme pour React (sans <code>@lit/react</code>) ; la première ligne dit au compilateur de Vue que
        <code>cee-simulator</code> est un composant du navigateur. Avec la règle CSS des couleurs.`,
      code.vue,
    )}
  </section>`;
}

/** The iframe's code, in the order a site needs it: the files it serves, its pages' script, the iframe's rule, the iframe. */
export function iframeCodeSection(code: IframeSnippets, choice: IframeChoice, release: Release, read: boolean, block: SnippetBlock) {
  const { version } = release;
  const folder = folderPrefix(choice.folder);
  return html`<section class="code" aria-labelledby="cfg-code-title">
    <h2 id="cfg-code-title">Le code à copier</h2>
    ${releaseNote({ ...choice, hosting: 'self' }, release, read)}
    ${block(
      'files',
      '1. Les fichiers, sur votre site',
      html`Depuis le dossier <code>dist/</code> du paquet <code>cee-widgets</code> ${version}, que ${path('npm run build')} écrit dans
        le dépôt du paquet. Sur le même site que l’adresse du jeton : la page ${path(`${folder}embed.html`)} demande son jeton à son
        propre site. Servez-la avec l’en-tête ${path(`Content-Security-Policy: frame-ancestors ${choice.siteOrigin}`)} : seules vos
        pages pourront l’afficher.`,
      code.files,
    )}
    ${block(
      'script',
      '2. Le script de vos pages, une fois par page',
      html`Il donne à l’iframe la hauteur de son contenu et fait entendre ses événements (<code>cee-lead</code>,
        <code>cee-step</code>…) sur l’élément iframe. Sur un site qui n’accepte aucun script, donnez plutôt à l’iframe une
        hauteur fixe : son contenu défilera.`,
      code.script,
    )}
    ${block('css', '3. L’iframe, dans la feuille de style de votre site', 'Toute la largeur de la page, sans bordure.', code.css)}
    ${block(
      'markup',
      '4. L’iframe, en HTML',
      'À coller là où le simulateur doit apparaître. Ses réglages et vos couleurs sont dans son adresse ; aucune adresse ne peut cocher la case de consentement à sa place.',
      code.markup,
    )}
  </section>`;
}

/** What the site's token endpoint must answer, and two endpoints that do. */
export function tokenSection(tokenEndpoint: string, block: SnippetBlock) {
  return html`<section class="code" aria-labelledby="cfg-token-title">
    <h2 id="cfg-token-title">Le jeton d’accès, que votre site doit remettre</h2>
    <p>
      Avant de calculer, le simulateur demande un jeton d’accès à l’adresse du jeton sur votre site
      (${path(tokenEndpoint)}) : une requête POST de la page elle-même, avec ses cookies, qui attend du JSON.
      Tant que cette adresse ne répond pas ainsi, le simulateur affiche son formulaire mais ne peut pas calculer.
    </p>
    <p>Votre serveur obtient le jeton auprès du service, avec les identifiants de votre contrat, qui ne quittent jamais le serveur, et répond :</p>
    <pre tabindex="0"><code data-token-answer>${TOKEN_ANSWER}</code></pre>
    <ul class="token-rules">
      <li>
        <code>expires_in</code> : la durée de vie du jeton, en secondes. Sont aussi acceptés <code>token</code> avec
        <code>expires_at</code> (une date ISO ou des secondes depuis 1970), et le jeton seul, en texte.
      </li>
      <li>
        Avec <code>Cache-Control: no-store</code> et sans en-tête <code>Access-Control-Allow-Origin</code> : seules vos pages
        doivent pouvoir lire le jeton. Sur une page réservée à vos équipes, vérifiez leur session avant de répondre.
      </li>
      <li>Le navigateur garde le jeton en mémoire seulement, le partage entre les éléments de la page et le redemande 30 secondes avant qu’il n’expire.</li>
    </ul>
    <p>
      La façon d’obtenir le jeton auprès du service est celle de votre contrat : les deux exemples envoient la demande OAuth 2
      la plus courante (client_credentials) à <code>CEE_TOKEN_URL</code> ; remplacez-la par celle de votre contrat et gardez
      la réponse telle quelle.
    </p>
    ${block(
      'token-node',
      'En Node.js (18 ou plus)',
      html`Sans dépendance ; votre serveur web lui passe ${path('POST /mon-site/cee-token')}.`,
      NODE_TOKEN_ENDPOINT,
    )}
    ${block(
      'token-php',
      'En PHP (7.4 ou plus)',
      html`Servi à l’adresse ${path('/mon-site/cee-token')}, les trois variables dans l’environnement du serveur.`,
      PHP_TOKEN_ENDPOINT,
    )}
    <p>
      Le détail et la façon de vérifier votre adresse :
      <a href=${TOKEN_DOC_URL} data-token-doc>${pathText('docs/token-endpoint.md')}</a>, aussi dans le paquet
      (${path('node_modules/cee-widgets/docs/token-endpoint.md')}).
    </p>
  </section>`;
}

