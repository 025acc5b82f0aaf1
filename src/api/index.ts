/** The headless API core: `import { createClient } from 'cee-widgets/api'`. Registers no element. */
export { createClient, connect, validate, errorMap, ruleMessage } from './headless.js';
export { clearApiCache } from './client.js';
export type { Client, ClientConfig, CallOptions, BeneficiaryPage, CreateOptions, UploadOptions, SimulationAid } from './client.js';
// The same calls in parts, for bundles that need only some of them: `calculationCalls(connect(config))`.
export type { Connection } from './connection.js';
export { calculationCalls } from './calculation-api.js';
export type { CalculationCalls } from './calculation-api.js';
export { simulationInputCalls } from './simulation-inputs.js';
export { calculateCalls, CeeResultSchema, MprResultSchema } from './aid-calculations.js';
export { estimate, ceeEuros, pairKey } from './estimate.js';
export type {
  Estimate,
  EstimateInput,
  EstimateNote,
  EstimateTotals,
  WorkEstimate,
  WorkInput,
  WorkState,
  GivenAnswer,
  CeeLine,
  CeePrice,
  MprLine,
  FailedAid,
} from './estimate.js';
export { MPR_CATEGORIES, MPR_COLORS, CATEGORY_COLOR, PRECARITY_CATEGORY, categoryOf, isModest } from './household.js';
export type { MprCategory, MprColor } from './household.js';
export type { CalculateCalls, CeeResult, MprResult, CalculationFields, CeeCalculationFields, CheckedPayload, InputGroup } from './aid-calculations.js';
export { operationCalls, OperationSchema } from './operations.js';
export type { OperationCalls, Operation } from './operations.js';
export { worksiteCalls, newIdempotencyKey } from './partner.js';
export type { WorksiteCalls } from './partner.js';
export { ApiError, errorDetailOf, isAbortError } from './errors.js';
export type { ApiErrorKind, ApiErrorDetail, FieldErrors } from './errors.js';
export { creationOutcome } from './creation-outcome.js';
export type { CreationOutcome } from './creation-outcome.js';
export { tokenSource, clearTokens, TokenSource } from './token.js';
export type { TokenProvider, TokenProviderAnswer } from './token.js';
export type { Lang, ValidationResult } from './validation.js';
export * from './schemas.js';
export { reader, readWith, Unreadable } from './reader.js';
export type { AnswerSchema, AnswerOf, AnswerIssue } from './reader.js';
export * from './partner-schemas.js';
