/**
 * Registers `<cee-simulator>` alone: the lazy loader's chunk for the tag, and `cee-widgets/define/cee-simulator`,
 * for an app that shows this element only. Its type export brings the tag's types.
 */
import { CeeSimulator } from '../elements/cee-simulator/cee-simulator.js';
import { defineElement } from '../ui/define-element.js';

defineElement(CeeSimulator.tag, CeeSimulator);

export type { CeeSimulator } from '../elements/cee-simulator/cee-simulator.js';
