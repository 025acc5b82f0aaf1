/**
 * The beneficiaries loaded so far, one page at a time through `client.listBeneficiaries` in a @lit/task: a
 * changed context, mandatary, page size or API base starts over from page 1 and cancels the stale request.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { BeneficiaryPage, WorksiteClient } from '../../api/partner.js';
import { isAbortError } from '../../api/errors.js';
import type { Beneficiary, BeneficiaryQuery } from '../../api/partner-schemas.js';

export interface BeneficiaryPagesHost extends ReactiveControllerHost {
  readonly client: WorksiteClient;
}

/** The query without its page; undefined while the element's configuration is invalid (nothing is loaded). */
export type PagesQuery = () => Omit<BeneficiaryQuery, 'page'> | undefined;

export class BeneficiaryPages implements ReactiveController {
  items: Beneficiary[] = [];
  hasMore = false;
  total?: number;
  loadedPages = 0;
  /** Called after each page is added (the items already include it). */
  onPage?: (page: BeneficiaryPage) => void;

  private page = 1;
  /** A load was aborted because the element left the page. */
  private cutShort = false;
  private key = '';
  private query?: Omit<BeneficiaryQuery, 'page'>;
  private readonly task: Task<readonly [string, number], BeneficiaryPage>;

  constructor(
    private readonly host: BeneficiaryPagesHost,
    private readonly queryOf: PagesQuery,
  ) {
    // Added before the task, so a changed query resets the page before the task reads its arguments.
    host.addController(this);
    this.task = new Task(host, {
      args: () => [this.key, this.page] as const,
      task: async ([key, page], { signal }) => {
        if (!key || !this.query) return initialState;
        return this.host.client.listBeneficiaries({ ...this.query, page }, { signal });
      },
      onComplete: (page) => this.add(page),
    });
  }

  /** A page cut short by leaving the page is asked again on return (an element moved in the DOM). */
  hostConnected(): void {
    if (!this.cutShort) return;
    this.cutShort = false;
    void this.task.run();
  }

  /** A removed element stops loading: the request in flight is aborted. */
  hostDisconnected(): void {
    if (this.task.status !== TaskStatus.PENDING) return;
    this.cutShort = true;
    this.task.abort();
  }

  /** A string that changes whenever the list starts over (other filters, page size or API base). */
  get queryKey(): string {
    return this.key;
  }

  hostUpdate(): void {
    const query = this.queryOf();
    const { apiBase, partnerAuth } = this.host.client.config;
    const key = query ? JSON.stringify([apiBase, partnerAuth, query]) : '';
    if (key === this.key) return;
    this.key = key;
    this.query = query;
    this.items = [];
    this.hasMore = false;
    this.total = undefined;
    this.loadedPages = 0;
    this.page = 1;
  }

  get loading(): boolean {
    return this.task.status === TaskStatus.PENDING;
  }

  /** The failure of the last page load, if it failed (an abort is not a failure). */
  get error(): unknown {
    return this.task.status === TaskStatus.ERROR && !isAbortError(this.task.error) ? this.task.error : undefined;
  }

  /** True once the first page answered (even with no rows). */
  get ready(): boolean {
    return this.loadedPages > 0;
  }

  /** Asks for the next page (or the failed one again); false when there is none or one is already on its way. */
  loadMore(): boolean {
    if (this.error !== undefined) {
      this.retry();
      return true;
    }
    // Not the task's status: it still reads "pending" while `onPage` runs, and a preselection asks for more from there.
    if (this.page > this.loadedPages || !this.hasMore) return false;
    this.page = this.loadedPages + 1;
    this.host.requestUpdate();
    return true;
  }

  /** Loads the failed page again, or the last page again (the first, after an empty answer). */
  retry(): void {
    void this.task.run();
  }

  private add(page: BeneficiaryPage): void {
    // A row listed twice (pages shifting under inserts, or a service bug) would give two options one DOM id.
    const known = new Set(page.page <= 1 ? [] : this.items.map((item) => item.id));
    const fresh = page.items.filter((item) => !known.has(item.id) && known.add(item.id));
    this.items = page.page <= 1 ? fresh : [...this.items, ...fresh];
    this.loadedPages = Math.max(page.page, 1);
    this.hasMore = page.hasMore && page.items.length > 0;
    this.total = page.total;
    this.onPage?.(page);
  }
}
