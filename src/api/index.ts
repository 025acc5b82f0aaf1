/** The headless API core: `import { createClient } from 'cee-widgets/api'`. Registers no element. */
export { createClient, clearApiCache } from './client.js';
export type { Client, ClientConfig, CallOptions, BeneficiaryPage, UploadOptions, SimulationAid } from './client.js';
export { ApiError, errorDetailOf, isAbortError } from './errors.js';
export type { ApiErrorKind, ApiErrorDetail, FieldErrors } from './errors.js';
export { tokenSource, clearTokens, TokenSource } from './token.js';
export type { TokenProvider, TokenProviderAnswer } from './token.js';
export { validate, errorMap, ruleMessage } from './validation.js';
export type { Lang, ValidationResult } from './validation.js';
export * from './schemas.js';
