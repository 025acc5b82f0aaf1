/**
 * The funnel events every element fires (bubbling and composed), for analytics: where a visitor starts, how far they
 * go, where they leave. Their details hold our element's name, our version, the step, FOST codes and amounts in
 * euros, and nothing else: no name, e-mail, phone, postcode, address, fiscal number, income or household size
 * (docs/contract.md, "Funnel events, prefill, iframe"). `funnel-detail.ts` is the one place that builds them.
 */

/** The elements that fire them, by their package tag (the same whatever tag a page registered a class under). */
export type FunnelElement = 'cee-simulator' | 'cee-project' | 'worksite-form' | 'doc-uploader';

/** The steps of the funnel, in the order a visitor usually reaches them. */
export const FUNNEL_STEPS = [
  'works',
  'household',
  'calculated',
  'lead-opened',
  'lead-sent',
  'printed',
  'link-copied',
  'worksite-started',
  'document-added',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The estimate's totals, in whole euros: the aids, and what remains to pay when the visitor gave quotes. */
export interface FunnelTotals {
  aids: number;
  remaining?: number;
}

/** `cee-ready`: the element is on the page and drawn, once per element. */
export interface CeeReadyDetail {
  element: FunnelElement;
  version: string;
}

/** `cee-step`: the visitor reached `step`; `works` the FOST codes of the operations concerned, `totals` the answer's. */
export interface CeeStepDetail extends CeeReadyDetail {
  step: FunnelStep;
  works?: string[];
  totals?: FunnelTotals;
}

/** `cee-abandon`: the page is going away after the visitor reached `step` and before the funnel's end. */
export interface CeeAbandonDetail extends CeeReadyDetail {
  step: FunnelStep;
}

/** The funnel events, on every element. */
export interface FunnelEventMap {
  'cee-ready': CustomEvent<CeeReadyDetail>;
  'cee-step': CustomEvent<CeeStepDetail>;
  'cee-abandon': CustomEvent<CeeAbandonDetail>;
}

declare global {
  // Importing the controller types its events on any element, `document` and `window` (they bubble and are composed).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends FunnelEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends FunnelEventMap {}
}
