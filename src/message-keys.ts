/** Every message key a host may give its own words for (`configure({messages})`, an element's `messages`). */
// Each element's messages file adds its keys to the union; importing them here makes the union whole.
import type {} from './elements/cee-simulator/cee-simulator.messages.js';
import type {} from './elements/cee-project/cee-project.messages.js';
import type {} from './elements/doc-uploader/doc-uploader.messages.js';
import type {} from './elements/worksite-form/worksite-form.messages.js';

export type { MessageKey } from './i18n/message-key.js';
export type { MessageOverrides } from './i18n/overrides.js';
