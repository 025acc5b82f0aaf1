/** Details of the events `<doc-uploader>` fires (bubbling and composed). */
import type { ApiErrorDetail } from '../../api/errors.js';
import type { WorksiteDocument } from '../../api/partner-schemas.js';

/** `document-uploaded`: the document the service created. */
export interface DocumentUploadedDetail {
  document: WorksiteDocument;
}

/** `document-upload-progress`: bytes of the multipart body sent so far (`total` is 0 when unknown). */
export interface DocumentUploadProgressDetail {
  name: string;
  loaded: number;
  total: number;
}

/** `document-upload-error`: one upload failed. */
export interface DocumentUploadErrorDetail {
  name: string;
  error: ApiErrorDetail;
}

/** The events of `<doc-uploader>`. */
export interface DocUploaderEventMap {
  'document-uploaded': CustomEvent<DocumentUploadedDetail>;
  'document-upload-progress': CustomEvent<DocumentUploadProgressDetail>;
  'document-upload-error': CustomEvent<DocumentUploadErrorDetail>;
}

declare global {
  // Importing the element types its events on any element, `document` and `window` (they bubble and are composed).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends DocUploaderEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends DocUploaderEventMap {}
}
