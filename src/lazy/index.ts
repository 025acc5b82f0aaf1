/**
 * The lazy script-tag entry (`dist/lazy/cee-widgets.js`): a small loader that fetches an element's code only
 * when its tag appears in the page, so a page with only `<cee-simulator>` never downloads the form or the
 * uploader. Tags inside other components' shadow roots are not seen: call `load(tag)` for those.
 */
export { configure } from '../config.js';
export { VERSION } from '../version.js';
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
    if (!loading.has(tag) && (root as Element).matches?.(tag)) void load(tag);
    if (!loading.has(tag) && root.querySelector(tag)) void load(tag);
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
