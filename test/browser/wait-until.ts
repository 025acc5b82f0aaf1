/**
 * open-wc's `waitUntil`, with a wait a loaded machine meets: a test waits for a signal (a request the sandbox saw,
 * a text drawn), and the timeout only ends a wait for a signal that never comes. open-wc's default (one second)
 * was a clock in disguise: a busy CI machine could miss it with nothing wrong. A test that wants its own keeps it.
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

type Options = Parameters<typeof openWcWaitUntil>[2];

export const WAIT_TIMEOUT_MS = 10_000;

export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: Options = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_TIMEOUT_MS, ...options });
}
