// The code a partner copies from the "Intégrer" page. By default the script is served by the partner's own site:
// the files of the package's dist/ folder, with the hashes of that same dist/integrity.json. The CDN variant needs
// the version to be published on npm, and takes its hash from the published integrity.json, never from the local
// build. Every snippet is written by the serializer below, one function per language, so a value typed on the page
// (an address, a folder) cannot break out of its attribute, string or rule.

export type Aid = 'cee' | 'mpr' | 'both';
export type Context = 'b2c' | 'b2b';
export type Lang = 'fr' | 'en';
/** Where the browser fetches the script: the partner's site, or a public npm CDN (once the version is published). */
export type Hosting = 'self' | 'cdn';
/** The single file (`dist/cee-widgets.js`), or the lazy loader and its chunks (`dist/lazy/`). */
export type Build = 'single' | 'lazy';

/** What the partner chose on the page. */
export interface IntegrationChoice {
  /** A FOST code, or `''` to let the visitor pick from the catalogue. */
  fost: string;
  aid: Aid;
  context: Context;
  lang: Lang;
  /** Price per MWh cumac in euros, or undefined for volumes only. */
  price: number | undefined;
  /** `--cee-color-primary`, `#rrggbb`. */
  primary: string;
  /** `--cee-color-on-primary`, `#rrggbb`. */
  onPrimary: string;
  hosting: Hosting;
  build: Build;
  /** The folder of the partner's site the files are copied to, e.g. `/assets/cee-widgets/`. */
  folder: string;
  apiBase: string;
  calcBase: string;
  tokenEndpoint: string;
}

/** A build's hashes, as dist/integrity.json lists them: `{"cee-widgets.js": "sha384-…", "lazy/chunks/…": "sha384-…"}`. */
export type IntegrityList = Readonly<Record<string, string>>;

export interface Release {
  version: string;
  /** The local build's dist/integrity.json; undefined when no build wrote one. */
  integrity: IntegrityList | undefined;
}

export interface Snippets {
  /** Which file of dist/ goes where on the partner's site (self-hosting only, else `''`). */
  files: string;
  script: string;
  css: string;
  markup: string;
  react: string;
  vue: string;
}

/** The class the snippets put on the element, and the rule of the site's stylesheet that colours it. */
export const THEME_CLASS = 'simulateur-cee';

export const DEFAULT_FOLDER = '/assets/cee-widgets/';

const CDN = 'https://cdn.jsdelivr.net/npm';
export const cdnUrl = (version: string, build: Build = 'single'): string =>
  `${CDN}/cee-widgets-cdn@${version}/dist/${build === 'lazy' ? 'lazy/' : ''}cee-widgets.js`;
/** Where the published version's hashes are: its own dist/integrity.json on the same CDN. */
export const publishedIntegrityUrl = (version: string): string => `${CDN}/cee-widgets-cdn@${version}/dist/integrity.json`;

// ---- The serializer: one function per language ------------------------------------------------------------

/** An attribute's value: a string, or a number (bound as a number in JSX and Vue). */
export type AttributeValue = string | number;

/** An element as the snippets write it: its tag, then its attributes in the order a reader expects them. */
export interface ElementDescription {
  tag: string;
  attributes: ReadonlyArray<readonly [name: string, value: AttributeValue]>;
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;
const PROP_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

function checkedName(name: string, pattern: RegExp): string {
  if (!pattern.test(name)) throw new TypeError(`Not a name the snippets write: ${JSON.stringify(name)}`);
  return name;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return String(value);
}

/** A value inside a double-quoted HTML attribute (also what Vue's template parser reads in a static attribute). */
export function htmlAttribute(value: AttributeValue): string {
  const text = typeof value === 'number' ? numberText(value) : value;
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An HTML comment of one line or several: no two hyphens in a row, so nothing in it opens or closes a comment. */
export function htmlComment(text: string | readonly string[]): string {
  const lines = (typeof text === 'string' ? [text] : text).map((line) => line.replace(/-(?=-)/g, '- '));
  return `<!-- ${lines.join('\n     ')} -->`;
}

/** The element in HTML: one attribute per line, each value escaped for a double-quoted attribute. */
export function toHtml(element: ElementDescription): string {
  const tag = checkedName(element.tag, ATTRIBUTE_NAME);
  const lines = element.attributes.map(([name, value]) => `  ${checkedName(name, ATTRIBUTE_NAME)}="${htmlAttribute(value)}"`);
  return `<${tag}\n${lines.join('\n')}\n></${tag}>`;
}

/** A JSX attribute's value: always an expression, a JS string literal (`{"…"}`) or a number (`{8.5}`). */
export function jsxValue(value: AttributeValue): string {
  // JSON strings are JS string literals; `<` and `>` as escapes keep `</script>` out of any page that inlines the code.
  return typeof value === 'number' ? `{${numberText(value)}}` : `{${JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}}`;
}

/** The element as a JSX component, its attributes renamed to the component's props. */
export function toJsx(component: string, element: ElementDescription, propName: (attribute: string) => string, indent = ''): string {
  const props = element.attributes.map(([name, value]) => `${indent}  ${checkedName(propName(name), PROP_NAME)}=${jsxValue(value)}`);
  return [`${indent}<${checkedName(component, PROP_NAME)}`, ...props, `${indent}/>`].join('\n');
}

/** The element in a Vue template: strings as static attributes, numbers bound (`:name="8.5"`) so they stay numbers. */
export function toVueTemplate(element: ElementDescription, indent = ''): string {
  const tag = checkedName(element.tag, ATTRIBUTE_NAME);
  const lines = element.attributes.map(([name, value]) =>
    typeof value === 'number'
      ? `${indent}  :${checkedName(name, ATTRIBUTE_NAME)}="${numberText(value)}"`
      : `${indent}  ${checkedName(name, ATTRIBUTE_NAME)}="${htmlAttribute(value)}"`,
  );
  return [`${indent}<${tag}`, ...lines, `${indent}/>`].join('\n');
}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** A class selector for any class name (CSS.escape's rules for an identifier). */
export function cssClassSelector(className: string): string {
  return `.${CSS.escape(className)}`;
}

/**
 * One rule of the site's stylesheet: the class, then custom properties whose values are colours. A value that is
 * not a `#rgb` or `#rrggbb` colour is left out, so nothing typed can end the rule or add another.
 */
export function toCssRule(className: string, properties: ReadonlyArray<readonly [name: string, colour: string]>): string {
  const declarations = properties
    .filter(([name, colour]) => /^--[a-z][a-z0-9-]*$/.test(name) && HEX_COLOUR.test(colour))
    .map(([name, colour]) => `  ${name}: ${colour.toLowerCase()};`);
  return `${cssClassSelector(className)} {\n${declarations.join('\n')}\n}`;
}

/** JSON inside a `<script>` element: `<`, `>` and `&` as escapes, so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

// ---- What the snippets say --------------------------------------------------------------------------------

/** The folder as a URL prefix: `''` (the page's own folder) or ending with `/`. */
export const folderPrefix = (folder: string): string => {
  const trimmed = folder.trim();
  return trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
};

/** The lazy build's chunks in an integrity.json, by file name. */
export function lazyChunks(integrity: IntegrityList): Array<[file: string, hash: string]> {
  return Object.entries(integrity)
    .filter(([file]) => file.startsWith('lazy/chunks/') && file.endsWith('.js'))
    .map(([file, hash]) => [file.slice('lazy/chunks/'.length), hash]);
}

/** The key of the loaded file in integrity.json. */
const entryKey = (build: Build): string => (build === 'lazy' ? 'lazy/cee-widgets.js' : 'cee-widgets.js');

/** Which files of the package's dist/ go where on the partner's site (plain text, never parsed). */
export function filesSnippet(choice: IntegrationChoice, release: Release): string {
  if (choice.hosting !== 'self') return '';
  const to = folderPrefix(choice.folder);
  if (choice.build === 'single') return `dist/cee-widgets.js\n  → ${to}cee-widgets.js`;
  const count = release.integrity ? lazyChunks(release.integrity).length : undefined;
  const chunks = count === undefined ? 'tout le dossier' : `ses ${count} fichiers .js`;
  return `dist/lazy/cee-widgets.js\n  → ${to}cee-widgets.js\ndist/lazy/chunks/ (${chunks})\n  → ${to}chunks/`;
}

function scriptTag(src: string, integrity: string | undefined, crossOrigin: boolean): string {
  const attributes: Array<[string, string]> = [
    ['type', 'module'],
    ['src', src],
    ...(integrity ? ([['integrity', integrity]] as Array<[string, string]>) : []),
    ...(crossOrigin ? ([['crossorigin', 'anonymous']] as Array<[string, string]>) : []),
  ];
  return toHtml({ tag: 'script', attributes });
}

/** The script tag(s): from the partner's folder with the local build's hashes, or from the CDN with none of them. */
export function scriptSnippet(choice: IntegrationChoice, release: Release): string {
  const { version } = release;
  if (choice.hosting === 'cdn') {
    const where = publishedIntegrityUrl(version);
    const note =
      choice.build === 'single'
        ? [`Ne fonctionne qu’une fois cee-widgets ${version} publié sur npm.`, `integrity="…" : la valeur de "cee-widgets.js" dans`, where]
        : [
            `Ne fonctionne qu’une fois cee-widgets ${version} publié sur npm.`,
            `integrity="…" : la valeur de "lazy/cee-widgets.js" dans`,
            where,
            `et ses "lazy/chunks/…" dans une importmap placée avant ce script`,
            `(README du paquet, « Integrity of the lazy build »).`,
          ];
    return `${htmlComment(note)}\n${scriptTag(cdnUrl(version, choice.build), undefined, true)}`;
  }
  const folder = folderPrefix(choice.folder);
  const src = `${folder}cee-widgets.js`;
  const hash = release.integrity?.[entryKey(choice.build)];
  if (!release.integrity || !hash) {
    const note = [
      'Sans empreinte : aucune construction locale n’a écrit dist/integrity.json.',
      `Après npm run build, ajoutez integrity="…" avec la valeur de "${entryKey(choice.build)}" de ce fichier`,
      ...(choice.build === 'lazy' ? ['et une importmap de ses "lazy/chunks/…" placée avant ce script.'] : []),
    ];
    return `${htmlComment(note)}\n${scriptTag(src, undefined, false)}`;
  }
  const tag = scriptTag(src, hash, false);
  if (choice.build === 'single') return tag;
  const map = { integrity: Object.fromEntries(lazyChunks(release.integrity).map(([file, chunkHash]) => [`${folder}chunks/${file}`, chunkHash])) };
  return [
    htmlComment(['Dans le <head>, avant tout autre script module :', 'les empreintes des morceaux que le script charge.']),
    `<script type="importmap">\n${scriptJson(map)}\n</script>`,
    tag,
  ].join('\n');
}

/** The colours as a rule of the site's stylesheet (a strict Content-Security-Policy drops inline `style`). */
export function cssSnippet(choice: IntegrationChoice): string {
  return toCssRule(THEME_CLASS, [
    ['--cee-color-primary', choice.primary],
    ['--cee-color-on-primary', choice.onPrimary],
  ]);
}

/** `<cee-simulator>` as the choice makes it: the class of the colours, what it computes, then where it asks. */
export function simulatorElement(choice: IntegrationChoice): ElementDescription {
  const attributes: Array<[string, AttributeValue]> = [['class', THEME_CLASS]];
  if (choice.fost) attributes.push(['fost', choice.fost]);
  attributes.push(['aid', choice.aid], ['context', choice.context], ['lang', choice.lang]);
  if (choice.price !== undefined) attributes.push(['euros-mwh-cumac', choice.price]);
  attributes.push(['api-base', choice.apiBase], ['calc-base', choice.calcBase], ['token-endpoint', choice.tokenEndpoint]);
  return { tag: 'cee-simulator', attributes };
}

export function markupSnippet(choice: IntegrationChoice): string {
  return toHtml(simulatorElement(choice));
}

/** The React wrapper's prop of each attribute. */
const REACT_PROPS: Record<string, string> = {
  class: 'className',
  'euros-mwh-cumac': 'eurosMwhCumac',
  'api-base': 'apiBase',
  'calc-base': 'calcBase',
  'token-endpoint': 'tokenEndpoint',
};

export function reactSnippet(choice: IntegrationChoice): string {
  return [
    `import { CeeSimulator } from 'cee-widgets/react';`,
    `// Les couleurs : la règle .${THEME_CLASS} ci-dessus, dans la feuille de style de l’application.`,
    ``,
    `export function Simulateur() {`,
    `  return (`,
    toJsx('CeeSimulator', simulatorElement(choice), (name) => REACT_PROPS[name] ?? name, '    '),
    `  );`,
    `}`,
  ].join('\n');
}

export function vueSnippet(choice: IntegrationChoice): string {
  return [
    htmlComment(`vite.config : vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'cee-simulator' } } })`),
    `<script setup>`,
    `import 'cee-widgets/define';`,
    `</script>`,
    ``,
    `<template>`,
    toVueTemplate(simulatorElement(choice), '  '),
    `</template>`,
  ].join('\n');
}

export function snippets(choice: IntegrationChoice, release: Release): Snippets {
  return {
    files: filesSnippet(choice, release),
    script: scriptSnippet(choice, release),
    css: cssSnippet(choice),
    markup: markupSnippet(choice),
    react: reactSnippet(choice),
    vue: vueSnippet(choice),
  };
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/;

/**
 * A build's integrity.json, or undefined when none is served or it is not one: every value a hash, every key a file
 * path, `cee-widgets.js` among them.
 */
export async function readIntegrity(url: string): Promise<IntegrityList | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const entries = Object.entries(body as Record<string, unknown>);
    const valid = entries.every(([file, hash]) => /^[\w./-]+\.js$/.test(file) && !file.includes('..') && typeof hash === 'string' && SRI.test(hash));
    return valid && entries.some(([file]) => file === 'cee-widgets.js') ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
