/** Registers the three elements, skipping any tag already defined (two copies of the script on one page). */
import { ELEMENTS } from './element-classes.js';
import { defineElement } from './ui/define-element.js';

/** Importing the registration also types the elements' events (`HTMLElementEventMap`). */
export type { CeeWidgetsEventMap } from './event-map.js';

for (const element of ELEMENTS) defineElement(element.tag, element);
