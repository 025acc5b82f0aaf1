/** Lazy chunk: registers `<cee-project>` alone. */
import { CeeProject } from '../elements/cee-project/cee-project.js';
import { defineElement } from '../ui/define-element.js';

defineElement(CeeProject.tag, CeeProject);
