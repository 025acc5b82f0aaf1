/**
 * The field model (what the service listed, in either shape) as a form model: one control per key, its
 * words in the page's language, and which calculation(s) use it. With `aid="both"` the CEE and MPR keys are
 * merged: a key listed by both is one control, sent to both.
 */
import type { CalculationAid, FieldType, OptionValue, SimulationField } from '../api/schemas.js';
import type { Lang } from '../i18n/translate.js';
import { hasKnownKeys, humanise, knownKey, loadFrenchKnownKeys, type KnownKeyText } from './known-keys.js';
import { ownValue } from './records.js';

export type { CalculationAid };

/** `select` with 2 or 3 options becomes radio buttons; a key with one accepted value is preset and hidden. */
export type ControlKind = 'text' | 'number' | 'date' | 'select' | 'radio' | 'checkbox' | 'preset';

export interface FormOption {
  value: OptionValue;
  label: string;
}

/** Per-key overrides a host sets through the `fields` property. */
export interface FieldOverride {
  label?: string;
  help?: string;
  /** Not shown; its value (prefill, default or the only accepted one) is still sent. */
  hidden?: boolean;
  /** Used when neither the person nor `values` gave one. */
  default?: unknown;
}
export type FieldOverrides = Record<string, FieldOverride>;

export interface FormField {
  key: string;
  type: FieldType;
  control: ControlKind;
  label: string;
  help?: string;
  unit?: string;
  required: boolean;
  options?: FormOption[];
  min?: number;
  max?: number;
  step?: number;
  pattern?: string;
  default?: unknown;
  /** Not rendered (preset, or hidden by the host); still validated and sent. */
  hidden: boolean;
  /** The calculations whose inputs list this key. */
  aids: readonly CalculationAid[];
  /** A number's: the language the person writes it in (`readNumber`); French when absent. */
  lang?: Lang;
  /** A part of the field besides `field` (`<cee-project>`'s quote: `quote`). */
  part?: string;
}

/** A key as the service described it, with the calculations that listed it. */
export interface ListedField {
  field: SimulationField;
  aids: readonly CalculationAid[];
}

/** The union of the keys of each calculation, in the order they were first listed (CEE first). */
export function mergeListedFields(sources: Partial<Record<CalculationAid, SimulationField[]>>): ListedField[] {
  const byKey = new Map<string, ListedField>();
  for (const aid of ['cee', 'mpr'] as const) {
    for (const field of sources[aid] ?? []) {
      const listed = byKey.get(field.key);
      if (listed) {
        if (!listed.aids.includes(aid)) listed.aids = AIDS[`${listed.aids.join(' ')} ${aid}`]!;
      } else byKey.set(field.key, { field, aids: AIDS[aid]! });
    }
  }
  return [...byKey.values()];
}

function controlOf(field: SimulationField): ControlKind {
  if (field.type === 'boolean') return 'checkbox';
  if (field.options?.length === 1) return 'preset';
  if (field.options?.length) return field.options.length <= 3 ? 'radio' : 'select';
  if (field.type === 'number' || field.type === 'integer') return 'number';
  if (field.type === 'date') return 'date';
  return 'text';
}

/**
 * The descriptor's French words win in French; in English the widget's own words win where it has them, unless the
 * key means another thing per operation (`perOperation`), where only the service knows which.
 */
function pick<T>(lang: Lang, fromService: T | undefined, known: T | undefined, perOperation = false): T | undefined {
  return lang === 'en' && !perOperation ? (known ?? fromService) : (fromService ?? known);
}

/** Options as the controls show them: one per value (as text), the first one listed winning. */
function distinctOptions(options: SimulationField['options']): SimulationField['options'] {
  if (!options) return undefined;
  const seen = new Set<string>();
  const distinct = options.filter((option) => {
    const value = String(option.value);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
  return distinct.length === options.length ? options : distinct;
}

/** The calculations of a key: one shared list per combination (a form keeps hundreds of fields). */
const AIDS: Record<string, readonly CalculationAid[]> = {
  cee: Object.freeze(['cee']),
  mpr: Object.freeze(['mpr']),
  'cee mpr': Object.freeze(['cee', 'mpr']),
  'mpr cee': Object.freeze(['mpr', 'cee']),
};

function toFormField(listed: ListedField, lang: Lang, override: FieldOverride): FormField {
  const field: SimulationField = { ...listed.field, options: distinctOptions(listed.field.options) };
  const { aids } = listed;
  const known: KnownKeyText | undefined = knownKey(field.key, lang);
  // In French, a field the service labelled is shown as the service described it, with no words of ours mixed in.
  const words = lang === 'fr' && field.label ? undefined : known;
  const control = controlOf(field);
  // An option shown as the service labelled it is the service's own object (and the list, when all are).
  let options: FormOption[] | undefined = field.options?.map((option) => {
    const label = pick(lang, option.label, ownValue(known?.options, String(option.value))) ?? String(option.value);
    return label === option.label ? (option as FormOption) : { value: option.value, label };
  });
  if (options?.every((option, i) => option === field.options![i])) options = field.options as FormOption[];
  const form: FormField = {
    key: field.key,
    type: field.type,
    control,
    label: override.label ?? pick(lang, field.label, words?.label, known?.perOperation) ?? humanise(field.key),
    required: field.required,
    hidden: control === 'preset' || override.hidden === true,
    aids,
  };
  if (control === 'number') form.lang = lang;
  const help = override.help ?? pick(lang, field.help, words?.help, known?.perOperation);
  if (help) form.help = help;
  const unit = pick(lang, field.unit, words?.unit);
  if (unit) form.unit = unit;
  if (options) form.options = options;
  if (field.min !== undefined) form.min = field.min;
  if (field.max !== undefined) form.max = field.max;
  if (field.step !== undefined) form.step = field.step;
  if (field.pattern) form.pattern = field.pattern;
  // The only accepted value is the value: nothing else would be accepted.
  const initial = control === 'preset' ? options?.[0]?.value : 'default' in override ? override.default : field.default;
  if (initial !== undefined && initial !== null) form.default = initial;
  return form;
}

/** A host's override that is not an object (null, a string...) is no override rather than a crash. */
function overrideOf(overrides: FieldOverrides | null | undefined, key: string): FieldOverride {
  const override: unknown = ownValue(overrides, key);
  return override !== null && typeof override === 'object' ? (override as FieldOverride) : {};
}

const unlabelled = ({ field }: ListedField): boolean => !field.label || (field.options ?? []).some((option) => option.label === undefined);

/**
 * Fetches the French words of the known keys when the form needs them (a field or an option the service did not
 * label) and they are not here yet; undefined when nothing is to wait for. English words come with the English pack.
 */
export function knownWordsFor(listed: readonly ListedField[], lang: Lang): Promise<void> | undefined {
  return lang === 'fr' && !hasKnownKeys('fr') && listed.some(unlabelled) ? loadFrenchKnownKeys() : undefined;
}

/** One form field per listed key, in the page's language, with the host's overrides applied. */
export function buildFormModel(listed: readonly ListedField[], lang: Lang, overrides?: FieldOverrides | null): FormField[] {
  return listed.map((item) => toFormField(item, lang, overrideOf(overrides, item.field.key)));
}

const TRUE_VALUES: readonly unknown[] = [true, 'true', 1, '1', 'on'];

/** Whether a checkbox's raw value (typed, prefilled or default) is a ticked box. */
export const isTicked = (value: unknown): boolean => TRUE_VALUES.includes(value);

/** A raw value that answers nothing: none, or only spaces typed (a required field given it is not answered). */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
