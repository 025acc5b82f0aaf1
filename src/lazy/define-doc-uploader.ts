/** Lazy chunk: registers `<doc-uploader>` alone. */
import { DocUploader } from '../elements/doc-uploader/doc-uploader.js';
import { defineElement } from '../ui/define-element.js';

defineElement(DocUploader.tag, DocUploader);
