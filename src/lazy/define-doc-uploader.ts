/**
 * Registers `<doc-uploader>` alone: the lazy loader's chunk for the tag, and `cee-widgets/define/doc-uploader`,
 * for an app that shows this element only. Its type export brings the tag's types.
 */
import { DocUploader } from '../elements/doc-uploader/doc-uploader.js';
import { defineElement } from '../ui/define-element.js';

defineElement(DocUploader.tag, DocUploader);

export type { DocUploader } from '../elements/doc-uploader/doc-uploader.js';
