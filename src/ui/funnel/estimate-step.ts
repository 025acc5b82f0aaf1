/**
 * A step's data from the estimate on screen: its works' FOST codes and its totals, as `funnelDetail()` reads them (it
 * keeps `aids` and `remaining` only). In the calculation's code, not in an element's first view.
 */
import type { Estimate } from '../../api/estimate.js';
import type { StepData } from './funnel-detail.js';

export const estimateStep = (estimate: Estimate | undefined): StepData =>
  estimate ? { works: estimate.works.map((work) => work.fost), totals: estimate.totals } : {};
