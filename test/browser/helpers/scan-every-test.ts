/**
 * Imported first by every browser test file (web-test-runner.config.mjs, `funnelScanEverywhere`): the personal-data
 * scan of the funnel events runs over the whole suite, so that any test in which an element fires a funnel event
 * holding an e-mail, a phone, a name, a fiscal number, an income, a household size or an address fails
 * (docs/contract.md, "Funnel events, prefill, iframe").
 */
import { scanEveryTest } from './funnel-scan.js';

scanEveryTest();

/** Set when the scan runs, so that a test can tell the suite-wide hook is there (test/browser/funnel/elements.test.ts). */
(globalThis as Record<symbol, unknown>)[Symbol.for('cee-widgets.test.funnel-scan')] = true;
