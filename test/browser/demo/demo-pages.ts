/**
 * The demo pages as a test sees them: their HTML fetched from the test server and parsed, or their `<main>` mounted
 * in the test page with the page's own glue, against the sandbox. Only primitives leave these helpers.
 */
import { fixture } from '@open-wc/testing';
import { configure } from '../../../src/index.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { bases, resetSandbox } from '../helpers/sandbox.js';

export const PAGES = ['index', 'particulier', 'en', 'simulateur', 'partenaire', 'integrer', 'cms', 'theming'] as const;
export type PageName = (typeof PAGES)[number];

export async function freshSandbox(): Promise<void> {
  await resetSandbox();
  clearTokens();
  clearApiCache();
  sessionStorage.clear();
  configure(bases());
}

/** The page's HTML source, as `npm start` serves it before any script runs. */
export async function pageSource(name: PageName): Promise<Document> {
  const response = await fetch(`/demo/${name}.html`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`/demo/${name}.html answered ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** What a visitor reads of a page: its body's text, without scripts, spaces collapsed. */
export function visibleText(page: Document): string {
  const body = page.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('script, style').forEach((node) => node.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's `<main>` (and its scripts' markup hooks) mounted in a fixture; its own script is not run. */
export async function mountMain(name: PageName): Promise<HTMLElement> {
  const page = await pageSource(name);
  const main = page.querySelector('main');
  if (!main) throw new Error(`No <main> in ${name}.html`);
  main.querySelectorAll('script').forEach((node) => node.remove());
  const wrapper = document.createElement('div');
  wrapper.lang = page.documentElement.lang;
  wrapper.append(document.importNode(main, true));
  return fixture<HTMLElement>(wrapper);
}

/** Text with every kind of space as a plain space (Intl's French groups digits with narrow no-break spaces). */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
