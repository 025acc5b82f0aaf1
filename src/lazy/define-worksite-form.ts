/**
 * Registers `<worksite-form>` alone: the lazy loader's chunk for the tag, and `cee-widgets/define/worksite-form`,
 * for an app that shows this element only. Its type export brings the tag's types.
 */
import { WorksiteForm } from '../elements/worksite-form/worksite-form.js';
import { defineElement } from '../ui/define-element.js';

defineElement(WorksiteForm.tag, WorksiteForm);

export type { WorksiteForm } from '../elements/worksite-form/worksite-form.js';
