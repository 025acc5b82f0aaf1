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
