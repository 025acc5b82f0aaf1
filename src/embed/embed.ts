/**
 * `embed.html`'s script: one element of ours in a page of its own, for sites that can frame a page but not run our
 * script (docs/contract.md, "Funnel events, prefill, iframe"). It reads its element, attributes, colours and words
 * from its own URL (`embed-url.ts`), draws the element with the lazy loader served beside it (`lazy/cee-widgets.js`),
 * and talks only with the page at `parent-origin` (`embed-messages.ts`): without it, it draws and posts nothing.
 * It draws only inside a frame whose page is at `parent-origin` when the browser says which page frames it.
 */
import { configure } from '../lazy/index.js';
import { talkToParent } from './embed-messages.js';
import { readEmbedUrl } from './embed-url.js';

/** Said when the page is opened on its own, or framed by another page than `parent-origin`'s (the console says more). */
const REFUSED = 'Cette page s’affiche dans le site qui l’intègre.';

const settings = readEmbedUrl(location.href);
const root = document.documentElement;
const main = document.querySelector('main') ?? document.body;
// The README's "iframe" section lists what each element takes.
if (settings.refused.length) console.warn(`cee-widgets: not taken from the URL: ${settings.refused.join(', ')}.`);

const sheet = new CSSStyleSheet();
// A sans-serif face rather than the browser's serif default (the element's --cee-font-family inherits it).
sheet.replaceSync('body{margin:0;font-family:system-ui,sans-serif}main{padding:4px}');
document.adoptedStyleSheets = [sheet];
root.lang = settings.attributes.lang ?? 'fr';

// The page that frames this one, when the browser says (Chromium, Safari): it must be `parent-origin`.
const framer = location.ancestorOrigins?.[0];
const framed = window.parent !== window && (!framer || !settings.parentOrigin || framer === settings.parentOrigin);

if (!settings.element || !framed) {
  main.textContent = REFUSED;
} else {
  if (Object.keys(settings.words).length) configure({ messages: { [settings.attributes.lang ?? 'fr']: settings.words } });
  for (const [name, colour] of Object.entries(settings.colours)) root.style.setProperty(name, colour);
  const element = document.createElement(settings.element);
  for (const [name, value] of Object.entries(settings.attributes)) element.setAttribute(name, value);
  if (settings.parentOrigin) talkToParent(window, settings.parentOrigin, element, main);
  main.append(element);
}
