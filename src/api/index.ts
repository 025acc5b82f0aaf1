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
export { financing } from './financing.js';
export type { Financing, FinancingEstimate, FinancingHousehold, EcoPtzOffer, ParPlusOffer, MprAdvanceOffer, EndedOffer } from './financing.js';
export { ECO_PTZ_RULES, PAR_PLUS_RULES, MPR_ADVANCE_RULES, ECO_PTZ_BASES } from './financing-rules.js';
export type { EcoPtzBasis, EcoPtzRule, ParPlusRule, MprAdvanceRule, RuleCitation, RuleText } from './financing-rules.js';
export { ECO_PTZ_ACTIONS, ECO_PTZ_WORKS, ecoPtzWorkOf } from './eco-ptz-actions.js';
export type { EcoPtzAction, EcoPtzWork } from './eco-ptz-actions.js';
export { readLocalAids, localAidsOf, localAidsFor, sumLocalAids } from './local-aids.js';
export type { LocalAid, LocalAidLine, LocalAidPlace, DroppedLocalAid } from './local-aids.js';
export { MPR_CATEGORIES, MPR_COLORS, CATEGORY_COLOR, PRECARITY_CATEGORY, categoryOf, isModest } from './household.js';
export type { MprCategory, MprColor } from './household.js';
export type { CalculateCalls, CeeResult, MprResult, CalculationFields, CeeCalculationFields, CheckedPayload, InputGroup } from './aid-calculations.js';
export { operationCalls, OperationSchema } from './operations.js';
export type { OperationCalls, Operation } from './operations.js';
export { worksiteCalls, newIdempotencyKey } from './partner.js';
export type { WorksiteCalls } from './partner.js';
export { ApiError, errorDetailOf, isAbortError, MAX_ERROR_KEYS, MAX_MESSAGES_PER_KEY } from './errors.js';
export type { ApiErrorKind, ApiErrorDetail, FieldErrors } from './errors.js';
export { creationOutcome } from './creation-outcome.js';
export type { CreationOutcome } from './creation-outcome.js';
export { tokenSource, clearTokens, TokenSource } from './token.js';
export type { TokenProvider, TokenProviderAnswer } from './token.js';
export type { Lang, ValidationResult } from './validation.js';
export * from './schemas.js';
export { SimulationInputsSchema, isSafePattern, MAX_OPTIONS } from './simulation-fields.js';
export { ErrorBodySchema } from './error-body.js';
export type { ErrorBody } from './error-body.js';
export { reader, readWith, Unreadable } from './reader.js';
export type { AnswerSchema, AnswerOf, AnswerIssue } from './reader.js';
export * from './partner-schemas.js';
// The home's address and DPE from the public services (docs/contract.md, "Address and DPE").
export { suggestAddresses, GeocoderAnswerSchema, GEOCODER_ENDPOINT } from './geocoder.js';
export type { Address, AddressSuggestion, LookupOptions } from './geocoder.js';
export { dpesAtAddress, dpeByNumber, dpeNumberOf, currentDpes, estimateDpe, DpeLinesSchema, DPE_ENDPOINT, DPE_FIELDS, DPE_CLASSES } from './dpe.js';
export type { Dpe, DpeClass, DpeByNumber, DpeLookupOptions, EstimateDpe, BuildingType } from './dpe.js';
export { addressValues } from './address-values.js';
export { dpeValues, builtOver15YearsAgo, heatedByFossilBoiler, needsDeepRenovation, FRANCE_RENOV_ADVISERS } from './dpe-values.js';
export type { AskedKey, HomeValues, HomeValue } from './home-values.js';
export { climateZoneOf, departementOfCitycode, isDepartement, isIleDeFrance } from './climate-zone.js';
export type { ClimateZone } from './climate-zone.js';
