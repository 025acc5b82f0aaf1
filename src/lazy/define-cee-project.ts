/**
 * Registers `<cee-project>` alone: the lazy loader's chunk for the tag, and `cee-widgets/define/cee-project`,
 * for an app that shows this element only. Its type export brings the tag's types.
 */
import { CeeProject } from '../elements/cee-project/cee-project.js';
import { defineElement } from '../ui/define-element.js';

defineElement(CeeProject.tag, CeeProject);

export type { CeeProject } from '../elements/cee-project/cee-project.js';
