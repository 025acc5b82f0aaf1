/**
 * What `<doc-uploader>` fetches when a visitor reaches into it (focus, a press, typing, a file dragged in) or
 * adds a document: the list and its queue (restrictions, the service's rules, uploads with progress, cancel and
 * retry, their outcomes), an item's template, the link's check, the calls. Before that, the element shows its
 * drop zone and link entry from its own chunk.
 */
import { worksiteClient } from '../../api/partner.js';
import { FocusAfterRender } from '../../ui/form-errors.js';
import { linkErrors } from './item-form.js';
import { UploadList } from './upload-list.js';
import { renderItem } from './uploader-templates.js';
import { uploadMessages } from './upload-code.messages.js';

export const uploading = { UploadList, renderItem, linkErrors, FocusAfterRender, worksiteClient, uploadMessages };
export type UploadCode = typeof uploading;
