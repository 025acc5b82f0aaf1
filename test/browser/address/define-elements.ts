/** `<cee-simulator>` and `<cee-project>` defined, for a page of their own (a frame under a Content-Security-Policy). */
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import { defineElement } from '../../../src/ui/define-element.js';

defineElement('cee-simulator', CeeSimulator);
defineElement('cee-project', CeeProject);
