/**
 * The page's clock as the code under test reads it (`Date.now`), moved forward by a test instead of waited for:
 * a token's lifetime is then crossed at once, whatever the machine's load. `restoreClock()` in `afterEach`.
 */
const realNow = Date.now.bind(Date);
let offset = 0;

/** Moves `Date.now()` forward by `ms` (added to any earlier move). */
export function advanceClock(ms: number): void {
  offset += ms;
  Date.now = () => realNow() + offset;
}

/** `Date.now()` back to the machine's clock. */
export function restoreClock(): void {
  offset = 0;
  Date.now = realNow;
}
