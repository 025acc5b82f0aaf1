/**
 * The API core as `cee-widgets/api` gives it: the same functions, with English at hand. The elements load
 * English in a chunk of its own when a page speaks it (`i18n/english-packs.ts`); a headless host asks for `lang: 'en'`
 * in a call and gets English at once, so these entries take the English pack in before they run.
 */
import { pack } from '../i18n/common.en.js';
import { addEnglish, commonEnglish } from '../i18n/english-packs.js';
import { createClient as createAnyClient, type ClientConfig } from './client.js';
import { connect as connectAny, type Connection } from './connection.js';
import * as validation from './validation.js';

const withEnglish = (): void => addEnglish(commonEnglish, pack);

/** The nine parts of the service behind one object (see `client.ts`). */
export function createClient(config: ClientConfig = {}): ReturnType<typeof createAnyClient> {
  withEnglish();
  return createAnyClient(config);
}

/** What the calls share, for bundles that take only some of them: `calculationCalls(connect(config))`. */
export function connect(config: ClientConfig = {}): Connection {
  withEnglish();
  return connectAny(config);
}

/** Parses `input` with `schema`; issues become `{dotted.key: [messages]}` in the given language. */
export const validate: typeof validation.validate = (schema, input, lang) => (withEnglish(), validation.validate(schema, input, lang));

/** The error map for one language: our rule keys, "required" for absent values, zod's locale for the rest. */
export const errorMap: typeof validation.errorMap = (lang) => (withEnglish(), validation.errorMap(lang));

/** One of our rule messages (`zipcode`, `required`...) in `lang`. */
export const ruleMessage: typeof validation.ruleMessage = (lang, key) => (withEnglish(), validation.ruleMessage(lang, key));
