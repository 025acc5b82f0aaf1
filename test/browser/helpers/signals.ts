/**
 * Signals a test waits for instead of a time: the next task (every promise reaction to what has settled has run by
 * then), and the requests the page starts (`fetch` is called synchronously when a request leaves, so a count of
 * calls after a signal says what was sent, where the sandbox's log may not have it yet).
 */

/** Resolves on the next task: the reactions (`then`) to every promise already settled have run. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

export interface FetchSpy {
  /** The URLs `fetch` was called with since the spy started, in order. */
  readonly urls: readonly string[];
  restore(): void;
}

/** Records every `fetch` of the page (still sent); `restore()` in a `finally` or `afterEach`. */
export function spyOnFetch(): FetchSpy {
  const real = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return real(input, init);
  };
  return { urls, restore: () => void (globalThis.fetch = real) };
}
