/**
 * One field of each kind the form draws (a number with its unit, a text, a select, radio buttons, a checkbox, a
 * date), as a simulation-inputs answer: what the simulator draws off the page to warm up while its answer is on its
 * way (`simulator-warmup.ts`), and what the bench's plain page draws for the same reason. No import: the bench loads
 * the built module as it is.
 */
export const WARM_UP_SAMPLE = ['number', 'string', 'select', 'select', 'boolean', 'date'].map((type, i) => ({
  key: `${i}`,
  label: type,
  type,
  unit: i ? undefined : '%',
  options: type === 'select' ? [...'abcd'.slice(i - 1)].map((value) => ({ value, label: value })) : undefined,
}));
