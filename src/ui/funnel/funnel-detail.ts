/**
 * The one function that builds a funnel event's detail. It can only produce `{element, version, step?, works?,
 * totals?}`: `works` as FOST codes (anything else dropped), `totals` as finite numbers under `aids` and `remaining`
 * (anything else dropped), whatever an element hands it. An element never spreads an object of its own into a
 * detail, so nothing a visitor typed can get in.
 */
import { fostCode } from '../../api/schemas.js';
import { VERSION } from '../../version.js';
import { FUNNEL_STEPS, type CeeStepDetail, type FunnelElement, type FunnelStep } from './funnel.events.js';

/** What an element may hand with a step: the operations' codes, the estimate's totals (only `aids` and `remaining` are read). */
export interface StepData {
  works?: readonly unknown[];
  totals?: { readonly aids?: unknown; readonly remaining?: unknown };
}

/** A bound on the codes of one detail (a project holds far fewer works). */
const MAX_WORKS = 50;
const ELEMENTS: readonly FunnelElement[] = ['cee-simulator', 'cee-project', 'worksite-form', 'doc-uploader'];

const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The detail of a funnel event: `cee-ready` without `step`, `cee-abandon` with it, `cee-step` with its data too. */
export function funnelDetail(element: FunnelElement, step?: FunnelStep, data?: StepData): Readonly<CeeStepDetail> {
  if (!ELEMENTS.includes(element)) throw new TypeError(`Not an element of ours: ${String(element)}`);
  const detail = { element, version: VERSION } as CeeStepDetail;
  if (step !== undefined) {
    if (!FUNNEL_STEPS.includes(step)) throw new TypeError(`Not a funnel step: ${String(step)}`);
    detail.step = step;
  }
  if (data?.works) {
    const codes: string[] = [];
    for (const work of data.works) {
      const code = fostCode(work);
      if (code && !codes.includes(code) && codes.length < MAX_WORKS) codes.push(code);
    }
    detail.works = Object.freeze(codes) as string[];
  }
  const totals = data?.totals;
  if (totals && amount(totals.aids)) {
    detail.totals = Object.freeze(amount(totals.remaining) ? { aids: totals.aids, remaining: totals.remaining } : { aids: totals.aids });
  }
  return Object.freeze(detail);
}
