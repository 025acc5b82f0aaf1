/**
 * How an address and a DPE answer the questions the service asks (`address-values.ts`, `dpe-values.ts`): the values
 * of the asked keys they fill, and only those (a key the service does not ask is never sent). Keys are matched by
 * what they name, the way the service writes them (`housing.department`, `housing.surface`, `housing.over_15_years`…); a value is filled only when the
 * key's descriptor accepts it (one of its options, within its bounds). Pure functions of the API core, the same for
 * every element and for headless use. docs/contract.md, "Address and DPE".
 */

/** What the widgets know of a key the service asks: enough to tell whether a value fits it. */
export interface AskedKey {
  key: string;
  type?: string;
  options?: ReadonlyArray<string | number | boolean | { value: string | number | boolean }>;
  min?: number;
  max?: number;
}

export type HomeValue = string | number | boolean;
export type HomeValues = Record<string, HomeValue>;

export const named = (key: string, names: string): boolean => new RegExp(`(^|[._])(${names})$`).test(key);
const optionValues = (asked: AskedKey) => asked.options?.map((option) => (typeof option === 'object' ? option.value : option));

/** Whether `value` is one the key accepts (among its options, within its bounds, of its type). */
function fits(asked: AskedKey, value: HomeValue): boolean {
  const options = optionValues(asked);
  if (options?.length) return options.some((option) => String(option) === String(value));
  if (typeof value === 'number') {
    if (asked.type && asked.type !== 'number' && asked.type !== 'integer') return false;
    return !(asked.min !== undefined && value < asked.min) && !(asked.max !== undefined && value > asked.max);
  }
  if (typeof value === 'boolean') return !asked.type || asked.type === 'boolean';
  return !asked.type || asked.type === 'string' || asked.type === 'select';
}

/** The values of `asked` keys that `answer` gives (a key it does not know is left out), each checked by `fits`. */
export function fill(asked: readonly AskedKey[], answer: (key: string) => HomeValue | undefined): HomeValues {
  // Own properties whatever the key (`__proto__` too): Object.fromEntries defines them.
  return Object.fromEntries(
    asked.flatMap((one) => {
      const value = answer(one.key);
      return value !== undefined && fits(one, value) ? [[one.key, value]] : [];
    }),
  );
}
