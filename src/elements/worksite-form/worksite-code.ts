/**
 * What `<worksite-form>` fetches when a visitor reaches into it (focus, a press, typing), or at once when a
 * beneficiary is preselected: the beneficiary picker (its pages, options and keys), the creation (the request
 * body, checks, `POST /v1/worksites` once, outcomes, the created worksite), the partner API's calls, and the
 * words they say, and where their messages go (`FormErrors`: none is shown before). Before that, the form is drawn
 * from the element's own chunk, the beneficiary field included.
 */
import { worksiteClient } from '../../api/partner.js';
import { BeneficiaryPicker } from './beneficiary-picker.js';
import { WorksiteCreation } from './worksite-creation.js';
import { codeMessages } from './worksite-code.messages.js';
import { requestBody } from './worksite-request.js';
import { renderResult } from './worksite-result.js';
import { FormErrors } from '../../ui/form-errors.js';

export const worksiteCode = { BeneficiaryPicker, WorksiteCreation, worksiteClient, codeMessages, requestBody, renderResult, FormErrors };
export type WorksiteCode = typeof worksiteCode;
