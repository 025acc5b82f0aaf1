/**
 * The one function that builds a funnel event's detail. It can only produce `{element, version, step?, works?,
 * totals?}`: `works` as FOST codes (anything else dropped, each code once), `totals` as finite numbers under `aids`
 * and `remaining` (anything else dropped), whatever an element hands it. Small: it is in every element's first view. An element never spreads an object of its own into a
 * detail, so nothing a visitor typed can get in.
 */
import { fostCode } from '../../api/schemas.js';
import { VERSION } from '../../version.js';
import type { CeeStepDetail, FunnelElement, FunnelStep } from './funnel.events.js';

/** What an element may hand with a step: the operations' codes, the estimate's totals (only `aids` and `remaining` are read). */
export interface StepData {
  works?: readonly unknown[];
  totals?: { readonly aids?: unknown; readonly remaining?: unknown };
}

const amount = Number.isFinite as (value: unknown) => value is number;

/**
 * The detail of a funnel event: `cee-ready` without `step`, `cee-abandon` with it, `cee-step` with its data too.
 * `element` and `step` are the caller's own constants, typed (`FunnelElement`, `FunnelStep`): no text of a visitor's.
 */
export function funnelDetail(element: FunnelElement, step?: FunnelStep, data?: StepData): Readonly<CeeStepDetail> {
  const detail = { element, version: VERSION } as CeeStepDetail;
  if (step) detail.step = step;
  // Each code once, in the order given.
  if (data?.works) detail.works = Object.freeze([...new Set(data.works.map(fostCode).filter(Boolean))]) as string[];
  const { aids, remaining } = data?.totals ?? {};
  if (amount(aids)) detail.totals = Object.freeze(amount(remaining) ? { aids, remaining } : { aids });
  return Object.freeze(detail);
}
