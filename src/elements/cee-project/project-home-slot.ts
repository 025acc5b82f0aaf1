/**
 * Where the project's address and DPE fields go: empty until the host turns `address` or `dpe-lookup` on, then
 * `project-home.ts` and the fields' code fetched together (a project without them loads neither), the fields made
 * by it once the works' questions are here (docs/contract.md, "Address and DPE").
 */
import type { LitElement } from 'lit';
import type { ProjectHome, ProjectHomeOptions } from './project-home.js';

export class ProjectHomeSlot {
  /** The fields' controller, once its code is here. */
  now?: ProjectHome;
  private asked = false;

  constructor(
    private readonly host: LitElement,
    private readonly options: () => ProjectHomeOptions,
  ) {}

  /** At each update while `address` or `dpe-lookup` is on. */
  start(): void {
    if (this.now) return this.now.start();
    if (this.asked) return;
    this.asked = true;
    import('./project-home.js').then(
      ({ ProjectHome }) => ((this.now = new ProjectHome(this.host, this.options())), this.host.requestUpdate()),
      // Without its code the project is as without `address`; the next update asks again.
      () => (this.asked = false),
    );
  }
}
