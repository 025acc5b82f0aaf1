// The code a partner copies from the "Intégrer" page: the script tag from a public npm CDN at a pinned version,
// with its integrity hash when the release's dist/integrity.json is known, and the element in HTML, React and Vue.

export type Aid = 'cee' | 'mpr' | 'both';
export type Context = 'b2c' | 'b2b';
export type Lang = 'fr' | 'en';

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
  apiBase: string;
  calcBase: string;
  tokenEndpoint: string;
}

export interface Release {
  version: string;
  /** `sha384-…` of dist/cee-widgets.js, from the release's dist/integrity.json; undefined when unknown. */
  integrity: string | undefined;
}

export interface Snippets {
  script: string;
  markup: string;
  react: string;
  vue: string;
}

export const cdnUrl = (version: string): string => `https://cdn.jsdelivr.net/npm/cee-widgets@${version}/dist/cee-widgets.js`;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element's attributes in the order a reader expects them: what it computes, then where it asks. */
function attributes(choice: IntegrationChoice): Array<[string, string]> {
  return [
    ...(choice.fost ? ([['fost', choice.fost]] as Array<[string, string]>) : []),
    ['aid', choice.aid],
    ['context', choice.context],
    ['lang', choice.lang],
    ...(choice.price !== undefined ? ([['euros-mwh-cumac', String(choice.price)]] as Array<[string, string]>) : []),
    ['api-base', choice.apiBase],
    ['calc-base', choice.calcBase],
    ['token-endpoint', choice.tokenEndpoint],
  ];
}

/** The custom properties of the chosen colours, as a `style` attribute's text. */
export function colourStyle(choice: IntegrationChoice): string {
  return `--cee-color-primary: ${choice.primary}; --cee-color-on-primary: ${choice.onPrimary}`;
}

export function scriptSnippet(release: Release): string {
  const src = cdnUrl(release.version);
  if (release.integrity) {
    return `<script\n  type="module"\n  src="${src}"\n  integrity="${escapeAttribute(release.integrity)}"\n  crossorigin="anonymous"\n></script>`;
  }
  return (
    `<!-- integrity : ajoutez integrity="sha384-…" avec l'empreinte de cee-widgets.js\n` +
    `     lue dans dist/integrity.json de la version ${release.version} publiée. -->\n` +
    `<script\n  type="module"\n  src="${src}"\n  crossorigin="anonymous"\n></script>`
  );
}

export function markupSnippet(choice: IntegrationChoice): string {
  const lines = attributes(choice).map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`);
  lines.push(`  style="${escapeAttribute(colourStyle(choice))}"`);
  return `<cee-simulator\n${lines.join('\n')}\n></cee-simulator>`;
}

const PROP_NAMES: Record<string, string> = {
  'euros-mwh-cumac': 'eurosMwhCumac',
  'api-base': 'apiBase',
  'calc-base': 'calcBase',
  'token-endpoint': 'tokenEndpoint',
};

export function reactSnippet(choice: IntegrationChoice): string {
  const props = attributes(choice).map(([name, value]) =>
    name === 'euros-mwh-cumac' ? `      eurosMwhCumac={${value}}` : `      ${PROP_NAMES[name] ?? name}=${JSON.stringify(value)}`,
  );
  const style = `{ '--cee-color-primary': ${JSON.stringify(choice.primary)}, '--cee-color-on-primary': ${JSON.stringify(choice.onPrimary)} }`;
  props.push(`      style={${style}}`);
  return [
    `import { CeeSimulator } from 'cee-widgets/react';`,
    ``,
    `export function Simulateur() {`,
    `  return (`,
    `    <CeeSimulator`,
    ...props,
    `    />`,
    `  );`,
    `}`,
  ].join('\n');
}

export function vueSnippet(choice: IntegrationChoice): string {
  const props = attributes(choice).map(([name, value]) =>
    name === 'euros-mwh-cumac' ? `    :euros-mwh-cumac="${value}"` : `    ${name}="${escapeAttribute(value)}"`,
  );
  props.push(`    style="${escapeAttribute(colourStyle(choice))}"`);
  return [
    `<!-- vite.config : vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'cee-simulator' } } }) -->`,
    `<script setup>`,
    `import 'cee-widgets/define';`,
    `</script>`,
    ``,
    `<template>`,
    `  <cee-simulator`,
    ...props,
    `  />`,
    `</template>`,
  ].join('\n');
}

export function snippets(choice: IntegrationChoice, release: Release): Snippets {
  return { script: scriptSnippet(release), markup: markupSnippet(choice), react: reactSnippet(choice), vue: vueSnippet(choice) };
}

/** The hash of cee-widgets.js in an integrity.json (`{"cee-widgets.js": "sha384-…"}`), or undefined. */
export async function readIntegrity(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const hash = (body as Record<string, unknown> | null)?.['cee-widgets.js'];
    return typeof hash === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(hash) ? hash : undefined;
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
