/** Lazy chunk: registers `<worksite-form>` alone. */
import { WorksiteForm } from '../elements/worksite-form/worksite-form.js';
import { defineElement } from '../ui/define-element.js';

defineElement(WorksiteForm.tag, WorksiteForm);
