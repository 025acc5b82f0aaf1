/**
 * A chunk's loader held until the test opens it: `real` then runs, or with `fail: true` it rejects as an
 * `import()` the network lost does. For the elements' lazy parts (the simulator's calculation and picker, the
 * worksite form's and the uploader's code).
 */
export function held<T>(real: () => Promise<T>, fail = false): { load: () => Promise<T>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const load = () => opened.then(() => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real()));
  return { load, open: () => open() };
}

/**
 * A test element's chunk loader: `load` counts its calls (`loads`) and runs `next`, the real loader unless a test
 * gave a held one; `reset` goes back to the real loader and no call.
 */
export function switchable<T>(real: () => Promise<T>) {
  const chunk = {
    loads: 0,
    next: real,
    load: (): Promise<T> => (chunk.loads++, chunk.next()),
    reset(): void {
      chunk.loads = 0;
      chunk.next = real;
    },
  };
  return chunk;
}
