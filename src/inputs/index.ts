/** Simulation inputs -> form model -> zod form schema -> nested calculation payload. */
export { knownKey, addKnownKeys, hasKnownKeys, loadFrenchKnownKeys, humanise } from './known-keys.js';
export type { KnownKeys, KnownKeyText } from './known-keys.js';
export { buildFormModel, isTicked, knownWordsFor, mergeListedFields } from './form-model.js';
export type { CalculationAid, ControlKind, FieldOverride, FieldOverrides, FormField, FormOption, ListedField } from './form-model.js';
export { formSchema, readFormInput, readValue } from './form-schema.js';
export { readNumber } from './read-number.js';
export type { RawValues } from './form-schema.js';
export { buildPayload, nestDottedKeys } from './payload.js';
export type { PayloadTarget } from './payload.js';
export { ownValue, setOwn } from './records.js';
