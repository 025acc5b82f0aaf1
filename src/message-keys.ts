/** Every message key a host may give its own words for (`configure({messages})`, an element's `messages`). */
import type { SimulatorKey } from './elements/cee-simulator/cee-simulator.messages.js';
import type { UploaderKey } from './elements/doc-uploader/doc-uploader.messages.js';
import type { WorksiteKey } from './elements/worksite-form/worksite-form.messages.js';
import type { CommonKey } from './i18n/common.js';
import type { RuleKey } from './i18n/rules.js';
import type { SummaryKey } from './i18n/summary.js';

export type MessageKey = CommonKey | SummaryKey | RuleKey | SimulatorKey | WorksiteKey | UploaderKey;
export type { MessageOverrides } from './i18n/overrides.js';
