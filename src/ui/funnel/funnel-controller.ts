/**
 * The funnel events of one element (docs/contract.md, "Funnel events, prefill, iframe"), so that an element says
 * only where its visitor is:
 *
 *   private readonly funnel = new FunnelController(this, 'cee-simulator');
 *   this.funnel.step('calculated', { works: [code], totals: estimate.totals });
 *
 * - `cee-ready`: once per element, after its first update on the page (it is drawn).
 * - `cee-step` (`step(name, data)`): when the visitor reaches a step; the same step with the same detail as the last
 *   one fired is not fired again (a re-render, a second click on the same answer), another is. The detail is built
 *   by `funnelDetail()`, which keeps only FOST codes and amounts.
 * - `cee-abandon`: on `pagehide`, once, when the visitor reached a step and not the funnel's end since: `lead-sent`
 *   ends it, and so does `done()` (a worksite created, every document sent). A later step starts it again.
 * - `analytics="datalayer"` on the element: each of them is also pushed to `window.dataLayer` as
 *   `{event: <type>, ...detail}`, the way Google Tag Manager and Matomo Tag Manager read it. Without it, nothing is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { dispatch } from '../rendered-events.js';
import { funnelDetail, type StepData } from './funnel-detail.js';
import type { CeeStepDetail, FunnelElement, FunnelEventMap, FunnelStep } from './funnel.events.js';

export type { StepData };

/** What an element's lazy code is handed to say a step: the controller's `step`, nothing else of it. */
export type FunnelSteps = Pick<FunnelController, 'step'>;

/** Every element of ours declares `analytics` as a property (its attribute's value once upgraded). */
type Host = ReactiveControllerHost & HTMLElement & { analytics?: unknown };
type FunnelType = keyof FunnelEventMap;
type DataLayer = { push?: unknown };

export class FunnelController implements ReactiveController {
  private ready?: boolean;
  /** The last `cee-step` fired, as JSON: the same one again is not a new step. */
  private lastStep?: string;
  /** The step a `pagehide` would report: the last one reached since the start or the end of the funnel. */
  private reached?: FunnelStep;

  constructor(
    private readonly host: Host,
    private readonly element: FunnelElement,
  ) {
    host.addController(this);
  }

  /** The visitor reached `step`; `data` gives the operations' codes and the estimate's totals when the step has them. */
  step(step: FunnelStep, data?: StepData): void {
    const detail = funnelDetail(this.element, step, data);
    const key = JSON.stringify(detail);
    if (key === this.lastStep) return;
    this.lastStep = key;
    this.reached = step === 'lead-sent' ? undefined : step;
    this.fire('cee-step', detail);
  }

  /** The funnel reached its end without a step that says so (a worksite created): leaving now is no abandon. */
  done(): void {
    // A later step starts the funnel again, even the one fired before the end.
    this.reached = this.lastStep = undefined;
  }

  hostConnected(): void {
    addEventListener('pagehide', this);
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this);
  }

  hostUpdated(): void {
    if (this.ready || !this.host.isConnected) return;
    this.ready = true;
    this.fire('cee-ready', funnelDetail(this.element));
  }

  /** `pagehide` (the controller is its own listener, so one object is added and removed): the abandon, if any. */
  handleEvent(): void {
    const step = this.reached;
    if (!step) return;
    this.reached = undefined;
    this.fire('cee-abandon', funnelDetail(this.element, step));
  }

  /**
   * Every detail is `funnelDetail()`'s, which the three events' details are all shapes of. `analytics` is
   * `datalayer` (any case): each is also pushed to `window.dataLayer`, a copy, so that a tag manager that changes
   * what it was given changes nothing of ours.
   */
  private fire(type: FunnelType, detail: Readonly<CeeStepDetail>): void {
    dispatch<FunnelEventMap, FunnelType>(this.host, type, detail);
    if (!/^datalayer$/i.test(String(this.host.analytics))) return;
    const layer = ((globalThis as { dataLayer?: DataLayer }).dataLayer ??= [] as DataLayer);
    if (typeof layer.push === 'function') layer.push.call(layer, { event: type, ...structuredClone(detail) });
  }
}
