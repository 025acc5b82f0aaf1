/**
 * The lazy script-tag entry (`dist/lazy/cee-widgets.js`): a small loader that fetches an element's code only
 * when its tag appears in the page, so a page with only `<cee-simulator>` never downloads the form or the
 * uploader. Tags inside other components' shadow roots are not seen: call `load(tag)` for those.
 */
export { configure } from '../config.js';
export { VERSION } from '../version.js';
import { getPageConfig } from '../config.js';
import type { Tag } from '../element-classes.js';

/** The loader's page registers the elements too: their tags and events are typed as with `cee-widgets`. */
export type { CeeSimulator } from '../elements/cee-simulator/cee-simulator.js';
export type { CeeProject } from '../elements/cee-project/cee-project.js';
export type { WorksiteForm } from '../elements/worksite-form/worksite-form.js';
export type { DocUploader } from '../elements/doc-uploader/doc-uploader.js';
export type { CeeWidgetsEventMap } from '../event-map.js';

/** The tags the loader knows (the package's tag table): `load()` takes one of them, nothing else. */
export type LazyTag = Tag;

/**
 * Each element's chunk, imported for what it registers. Its namespace is never read, so the bundler builds no
 * namespace object for it (which took a helper that two chunks shared: one more file on every page).
 */
const chunks: Record<Tag, () => Promise<void>> = {
  'cee-simulator': async () => {
    await import('./define-cee-simulator.js');
  },
  'cee-project': async () => {
    await import('./define-cee-project.js');
  },
  'worksite-form': async () => {
    await import('./define-worksite-form.js');
  },
  'doc-uploader': async () => {
    await import('./define-doc-uploader.js');
  },
};
const loading = new Map<Tag, Promise<void>>();

/** What an element needs to ask for its inputs at once: its operation(s), beside a connection. */
const OPERATIONS: Partial<Record<Tag, string>> = { 'cee-simulator': 'fost', 'cee-project': 'works' };

/**
 * Beside a tag's chunk, the elements' shared core is fetched at once (the chunk imports it, but would have it
 * fetched only once read; so are the other chunks an element's chunk imports, which the build adds where the
 * loader imports that chunk: scripts/preload-deps.js), and with it, when `el` has what it needs (its operation, the
 * calculation API and a token endpoint or provider, as attributes or from `configure()`), the page's token is asked
 * for: the element finds it here, or on its way, once its code is.
 */
function early(tag: Tag, el: Element): void {
  const page = getPageConfig();
  const attribute = (name: string) => el.getAttribute(name) || undefined;
  const tokenEndpoint = attribute('token-endpoint') ?? page.tokenEndpoint;
  const { tokenProvider } = page;
  const operation = OPERATIONS[tag];
  // A provider set on the element before its code came is its own: the element asks for its token itself.
  const ready = operation && attribute(operation) && (attribute('calc-base') ?? page.calcBase) && !Object.hasOwn(el, 'tokenProvider');
  void import('../api/token-preload.js').then((core) => ready && core.preloadToken({ tokenEndpoint, tokenProvider }), () => undefined);
}

/** Loads and registers one element now; resolves once it is defined, or its code could not be fetched. */
export function load(tag: Tag): Promise<void> {
  let pending = loading.get(tag);
  if (!pending) {
    pending = chunks[tag]().catch((error: unknown) => {
      // A chunk that failed to load (network blip) is tried again the next time its tag appears.
      loading.delete(tag);
      console.warn(`cee-widgets: the code of <${tag}> could not be loaded.`, error);
    });
    loading.set(tag, pending);
  }
  return pending;
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(chunks) as Tag[]) {
    if (loading.has(tag)) continue;
    const el = (root as Element).matches?.(tag) ? (root as Element) : root.querySelector(tag);
    if (!el) continue;
    void load(tag);
    early(tag, el);
  }
}

if (typeof document !== 'undefined') {
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    // Every element is loaded: nothing left to watch for.
    if (loading.size === Object.keys(chunks).length) observer.disconnect();
  });
  scan(document);
  if (loading.size < Object.keys(chunks).length) observer.observe(document.documentElement, { childList: true, subtree: true });
}
