/** Lazy chunk: registers `<cee-simulator>` alone. */
import { CeeSimulator } from '../elements/cee-simulator/cee-simulator.js';
import { defineElement } from '../ui/define-element.js';

defineElement(CeeSimulator.tag, CeeSimulator);
