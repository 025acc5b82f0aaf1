// The configurator's "iframe" form of the code (docs/contract.md, "Funnel events, prefill, iframe"), for a site whose
// pages cannot run our script in them: the files of dist/ the site serves (embed.html beside its token endpoint, the
// lazy build it draws with, the framing page's script), that script, the rule that lays the iframe out, and the
// iframe, whose address carries the choice. And the note that marks, in every form of the code, the addresses that
// are still the configurator's placeholders. Written with the serializer of snippets.ts.
import { type IntegrationChoice, type Release, THEME_CLASS, folderPrefix, htmlComment, toHtml } from './snippets.js';

/** What the iframe form adds to the choice: the origin of the partner's pages that frame the embed. */
export interface IframeChoice extends IntegrationChoice {
  siteOrigin: string;
}

export interface IframeSnippets {
  files: string;
  script: string;
  css: string;
  markup: string;
}

/** The configurator's placeholders: what a partner must replace, by the attribute that holds it. */
export interface Placeholders {
  apiBase: string;
  calcBase: string;
  tokenEndpoint: string;
  siteOrigin: string;
}

/** `value` when it is an origin as written in `parent-origin` (`https://www.example.fr`), else undefined. */
export function siteOriginOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return /^https?:$/.test(url.protocol) && url.origin === value.trim().replace(/\/$/, '') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A query value, readable: what a URL's query may hold as it is (`:`, `/`, `,`) is left so; the rest escaped. */
const queryValue = (value: string): string => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%2C/gi, ',');

/** embed.html's address for the choice: the element, what it computes, its colours, its addresses, the framing page. */
export function embedSrc(choice: IframeChoice): string {
  const query: Array<[string, string]> = [['element', 'cee-simulator']];
  if (choice.fost) query.push(['fost', choice.fost]);
  query.push(['aid', choice.aid], ['context', choice.context], ['lang', choice.lang]);
  if (choice.price !== undefined) query.push(['euros-mwh-cumac', String(choice.price)]);
  query.push(['cee-color-primary', choice.primary], ['cee-color-on-primary', choice.onPrimary]);
  query.push(['api-base', choice.apiBase], ['calc-base', choice.calcBase], ['token-endpoint', choice.tokenEndpoint]);
  query.push(['parent-origin', choice.siteOrigin]);
  return `${folderPrefix(choice.folder)}embed.html?${query.map(([name, value]) => `${name}=${queryValue(value)}`).join('&')}`;
}

/** How each form of the code names the addresses: HTML attributes, JSX props, the embed's query parameters. */
const NAMES = {
  html: { apiBase: 'api-base', calcBase: 'calc-base', tokenEndpoint: 'token-endpoint' },
  jsx: { apiBase: 'apiBase', calcBase: 'calcBase', tokenEndpoint: 'tokenEndpoint' },
  iframe: { apiBase: 'api-base=', calcBase: 'calc-base=', tokenEndpoint: 'token-endpoint=' },
};
export type CodeForm = keyof typeof NAMES;

/** The note above the code while it holds placeholders: each one named as `form` writes it, with what goes there. */
export function placeholderNote(choice: IframeChoice, placeholders: Placeholders, form: CodeForm): string[] {
  const names = NAMES[form];
  const lines: string[] = [];
  const services = (['apiBase', 'calcBase'] as const).filter((key) => choice[key] === placeholders[key]).map((key) => names[key]);
  if (services.length) {
    lines.push(`${services.join(' et ')} : les adresses de votre contrat avec le service, à la place de ${new URL(placeholders.apiBase).origin}/… ;`);
  }
  if (choice.tokenEndpoint === placeholders.tokenEndpoint) {
    lines.push(`${names.tokenEndpoint} : l’adresse de votre site qui remet le jeton, à la place de ${placeholders.tokenEndpoint} ;`);
  }
  if (form === 'iframe' && choice.siteOrigin === placeholders.siteOrigin) lines.push(`parent-origin= : l’adresse de votre site, à la place de ${placeholders.siteOrigin} ;`);
  if (!lines.length) return [];
  const last = lines.length - 1;
  lines[last] = `${lines[last]!.slice(0, -2)}.`;
  return ['À remplacer avant la mise en ligne :', ...lines];
}

/** The code of the iframe form, with the local build's hashes when it wrote some. */
export function iframeSnippets(choice: IframeChoice, release: Release, placeholders: Placeholders): IframeSnippets {
  const to = folderPrefix(choice.folder);
  const files = [
    'dist/embed.html et dist/embed.js',
    `  → ${to}`,
    'dist/lazy/ (cee-widgets.js et tout le dossier chunks/)',
    `  → ${to}lazy/`,
    'dist/iframe-host.js',
    `  → ${to}iframe-host.js`,
  ].join('\n');

  const hash = release.integrity?.['iframe-host.js'];
  const attributes: Array<[string, string]> = [['type', 'module'], ['src', `${to}iframe-host.js`]];
  if (hash) attributes.push(['integrity', hash]);
  const tag = toHtml({ tag: 'script', attributes });
  const script = hash
    ? tag
    : `${htmlComment(['Sans empreinte : aucune construction locale n’a écrit dist/integrity.json.', 'Après npm run build, ajoutez integrity="…" avec la valeur de "iframe-host.js" de ce fichier.'])}\n${tag}`;

  const css = [`iframe.${THEME_CLASS} {`, '  display: block;', '  width: 100%;', '  border: 0;', '}'].join('\n');

  const note = placeholderNote(choice, placeholders, 'iframe');
  const iframe = toHtml({
    tag: 'iframe',
    attributes: [
      ['data-cee-widgets', ''],
      ['class', THEME_CLASS],
      ['title', choice.lang === 'en' ? 'Estimate your energy-saving bonus' : 'Estimer votre prime énergie'],
      ['src', embedSrc(choice)],
    ],
  });
  const markup = note.length ? `${htmlComment(note)}\n${iframe}` : iframe;
  return { files, script, css, markup };
}

/** The script form's code with the same note, in each language's comments, above the code that holds them. */
export function markedSnippets<S extends { markup: string; react: string; vue: string }>(code: S, choice: IframeChoice, placeholders: Placeholders): S {
  const html = placeholderNote(choice, placeholders, 'html');
  if (!html.length) return code;
  const jsx = placeholderNote(choice, placeholders, 'jsx').map((line) => `// ${line}`);
  return { ...code, markup: `${htmlComment(html)}\n${code.markup}`, react: `${jsx.join('\n')}\n${code.react}`, vue: `${htmlComment(html)}\n${code.vue}` };
}
