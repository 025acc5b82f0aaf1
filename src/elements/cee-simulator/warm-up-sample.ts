/**
 * The warm-up's sample and its schedule, shared with the bench's plain page (which loads this built module as it
 * is: no import here).
 */

/**
 * One field of each kind the form draws (a number with its unit, a text, a select, radio buttons, a checkbox, a
 * date), as a simulation-inputs answer: drawn off the page to warm up (`simulator-warmup.ts`).
 */
export const WARM_UP_SAMPLE = ['number', 'string', 'select', 'select', 'boolean', 'date'].map((type, i) => ({
  key: `${i}`,
  label: type,
  type,
  unit: i ? undefined : '%',
  options: type === 'select' ? [...'abcd'.slice(i - 1)].map((value) => ({ value, label: value })) : undefined,
}));

/** The longest a slice runs before it gives the page back: well under a frame (16.7 ms), each step being short. */
export const SLICE_MS = 4;

interface Deadline {
  timeRemaining(): number;
}
type Idle = (run: (deadline: Deadline) => void) => unknown;

/** `requestIdleCallback`, else a task (Safari has no idle callbacks), whose slice `SLICE_MS` bounds all the same. */
const whenIdle: Idle = (run) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(() => run({ timeRemaining: () => SLICE_MS })));

/**
 * Runs `steps` in order in the page's idle time: each slice runs steps while the browser has idle time left, for
 * `SLICE_MS` at most (a step is never cut, so each is a few milliseconds), then waits for the next idle time.
 * `due()` is asked before each step: once false (what the warm-up prepares for is here), the rest never runs.
 */
export function inIdleSlices(steps: ReadonlyArray<() => void>, due: () => boolean): void {
  let next = 0;
  const slice = (deadline: Deadline) => {
    const start = performance.now();
    while (next < steps.length && due() && deadline.timeRemaining() > 0 && performance.now() - start < SLICE_MS) steps[next++]!();
    if (next < steps.length && due()) whenIdle(slice);
  };
  whenIdle(slice);
}
