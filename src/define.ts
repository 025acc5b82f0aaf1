/** Registers the package's elements (src/element-classes.ts), skipping any tag already defined (two copies of the script on one page). */
import { ELEMENTS } from './element-classes.js';
import { defineElement } from './ui/define-element.js';

/** Importing the registration also types the elements' events (`HTMLElementEventMap`). */
export type { CeeWidgetsEventMap } from './event-map.js';

/**
 * Only where there is a page: on a server (plain Node, an SSR build, where Lit may put a stand-in registry of its
 * own), importing registers nothing and throws nothing; the browser's copy of the same import registers.
 */
const registers = typeof window !== 'undefined' && typeof customElements !== 'undefined';

if (registers) for (const element of ELEMENTS) defineElement(element.tag, element);
