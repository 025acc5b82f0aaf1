/**
 * The personal-data scan of the funnel events (docs/contract.md, "Funnel events, prefill, iframe"): every detail of
 * every `cee-ready`, `cee-step` and `cee-abandon` fired on the page, and every funnel entry pushed to
 * `window.dataLayer`, is walked whole, and anything that is not the element, the version, a step, a FOST code or an
 * amount of the totals is a problem: an e-mail, a phone number, a fiscal number, an address, a postcode, a name, an
 * income or a household size cannot hide in a key we do not know or a value of a shape we do not expect.
 *
 * - `personalDataIn(detail, typed?)`: the problems of one detail (empty when it is clean); `typed` are the strings
 *   a test typed (a name, an e-mail…), each of 4 characters or more looked for in every string of the detail (a
 *   shorter one, a household's size, would be found in any version; the keys and shapes above hold it).
 * - `scanFunnelEvents()`: starts listening on `window` (capture: before any listener can stop them); `.events` is
 *   what was heard, `.problems()` what is wrong in it, `.stop()` ends it.
 * - `scanEveryTest(typed?)`: in a file (or a page every test file loads, to run it over a whole suite), listens for
 *   each test and fails the test whose funnel events carry any of it. The whole browser suite runs it
 *   (`scan-every-test.ts`).
 * - `forgetHeard()`: a test that fires bad details on purpose, to show a scan catches them, clears what the running
 *   `scanEveryTest` scans heard, once it checked it.
 */
import { FOST_CODE_PATTERN } from '../../../src/api/schemas.js';
import { FUNNEL_STEPS } from '../../../src/ui/funnel/funnel.events.js';

export const FUNNEL_EVENT_TYPES = ['cee-ready', 'cee-step', 'cee-abandon'] as const;
const ELEMENTS = ['cee-simulator', 'cee-project', 'worksite-form', 'doc-uploader'];
const KEYS = ['element', 'version', 'step', 'works', 'totals'];
const TOTALS = ['aids', 'remaining'];

/** Shapes of personal data, each with its name, looked for in every string whatever its key. */
const PATTERNS: Array<[string, RegExp]> = [
  ['an e-mail address', /[^\s@]+@[^\s@]+/],
  ['a phone number', /(?:\+|00)\d{2}[\s.-]?\d|(?:^|\D)0[1-9](?:[\s.-]?\d{2}){4}(?:\D|$)/],
  ['a fiscal number', /(?:^|\D)\d{13}(?:\D|$)/],
  ['a postcode', /(?:^|\D)\d{5}(?:\D|$)/],
  ['an address', /\d+\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|all[ée]e|impasse|place|route|quai|cours|lieu-dit)\b/i],
];

/** Keys that name personal data, wherever they are. */
const PERSONAL_KEY = /name|nom|mail|phone|t[ée]l|fiscal|income|revenu|household|m[ée]nage|size|address|adresse|street|postcode|zip|city|contact|consent/i;

/** The problems of one funnel detail: empty when it holds only what the contract lets it hold. */
export function personalDataIn(detail: unknown, typed: readonly string[] = []): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      for (const [what, pattern] of PATTERNS) if (pattern.test(value)) problems.push(`${path} holds ${what}: ${JSON.stringify(value)}`);
      for (const text of typed) if (text.length >= 4 && value.toLowerCase().includes(text.toLowerCase())) problems.push(`${path} holds what was typed: ${JSON.stringify(text)}`);
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (PERSONAL_KEY.test(key)) problems.push(`${path}.${key}: a key that names personal data`);
        walk(item, `${path}.${key}`);
      }
    }
  };
  walk(detail, 'detail');

  if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) return [...problems, 'detail: not an object'];
  const record = detail as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!KEYS.includes(key)) problems.push(`detail.${key}: not a key of a funnel event`);
  if (!ELEMENTS.includes(record.element as string)) problems.push(`detail.element: ${JSON.stringify(record.element)} is not one of ours`);
  if (typeof record.version !== 'string' || !/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(record.version)) problems.push('detail.version: not a version');
  if ('step' in record && !(FUNNEL_STEPS as readonly unknown[]).includes(record.step)) problems.push(`detail.step: ${JSON.stringify(record.step)} is not a step`);
  if ('works' in record) {
    const works = record.works;
    if (!Array.isArray(works) || !works.every((code) => typeof code === 'string' && FOST_CODE_PATTERN.test(code))) {
      problems.push(`detail.works: not a list of FOST codes: ${JSON.stringify(works)}`);
    }
  }
  if ('totals' in record) {
    const totals = record.totals as Record<string, unknown> | null;
    if (totals === null || typeof totals !== 'object' || Array.isArray(totals)) problems.push('detail.totals: not an object');
    else {
      for (const [key, value] of Object.entries(totals)) {
        if (!TOTALS.includes(key)) problems.push(`detail.totals.${key}: not a total of the funnel`);
        else if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`detail.totals.${key}: not an amount`);
      }
    }
  }
  return problems;
}

export interface HeardEvent {
  type: string;
  detail: unknown;
  /** `dataLayer` for an entry pushed to `window.dataLayer` (its `event` key taken out). */
  from: 'event' | 'dataLayer';
}

export interface FunnelScan {
  readonly events: HeardEvent[];
  problems(typed?: readonly string[]): string[];
  stop(): void;
}

type Layer = unknown[] & { push: (...entries: unknown[]) => number };

/**
 * Listens to every funnel event reaching `window`, and to every funnel entry pushed to `window.dataLayer` (its
 * `push` wrapped while the scan lasts, whenever the array is made).
 */
export function scanFunnelEvents(): FunnelScan {
  const events: HeardEvent[] = [];
  const listener = (event: Event): void => void events.push({ type: event.type, detail: (event as CustomEvent).detail, from: 'event' });
  for (const type of FUNNEL_EVENT_TYPES) window.addEventListener(type, listener, true);

  const global = window as unknown as { dataLayer?: Layer };
  const heard = (entries: unknown[]): void => {
    for (const entry of entries) {
      const { event, ...detail } = (entry ?? {}) as Record<string, unknown>;
      if ((FUNNEL_EVENT_TYPES as readonly unknown[]).includes(event)) events.push({ type: String(event), detail, from: 'dataLayer' });
    }
  };
  const wrapped = new WeakSet<object>();
  const wrap = (layer: Layer | undefined): void => {
    if (!Array.isArray(layer) || wrapped.has(layer)) return;
    wrapped.add(layer);
    const push = layer.push;
    layer.push = (...entries: unknown[]) => {
      heard(entries);
      return push.apply(layer, entries);
    };
  };
  let current = global.dataLayer;
  wrap(current);
  const described = Object.getOwnPropertyDescriptor(window, 'dataLayer');
  Object.defineProperty(window, 'dataLayer', {
    configurable: true,
    get: () => current,
    set: (value: Layer) => {
      // `dataLayer ??= []` then `push`: the first entry goes through the wrapped push.
      current = value;
      wrap(value);
    },
  });

  return {
    events,
    problems: (typed = []) => events.flatMap(({ type, detail, from }) => personalDataIn(detail, typed).map((problem) => `${type} (${from}): ${problem}`)),
    stop: () => {
      for (const type of FUNNEL_EVENT_TYPES) window.removeEventListener(type, listener, true);
      if (described) Object.defineProperty(window, 'dataLayer', described);
      else {
        delete (window as { dataLayer?: unknown }).dataLayer;
        if (current !== undefined) global.dataLayer = current;
      }
    },
  };
}

/** The scans of `scanEveryTest` listening during the running test. */
const running = new Set<FunnelScan>();

/** Forgets what the running `scanEveryTest` scans heard: for a test that fired bad details on purpose, after checking them. */
export function forgetHeard(): void {
  for (const scan of running) scan.events.length = 0;
}

/** Fails each test of the file (or of the suite) whose funnel events carry personal data, or any of `typed`. */
export function scanEveryTest(typed: readonly string[] = []): void {
  let scan: FunnelScan | undefined;
  beforeEach(() => {
    scan = scanFunnelEvents();
    running.add(scan);
  });
  afterEach(() => {
    const problems = scan?.problems(typed) ?? [];
    scan?.stop();
    if (scan) running.delete(scan);
    scan = undefined;
    if (problems.length) throw new Error(`Personal data in the funnel events:\n${problems.join('\n')}`);
  });
}
