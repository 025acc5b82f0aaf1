/**
 * The project's address and DPE fields (`address`, `dpe-lookup`): this module and the fields' code are fetched
 * together once either is on (`cee-project.ts`; a project without them loads neither), the fields
 * made once every work's questions are here or failed (a DPE the host gave fills them). What they fill goes to every
 * work that asks the key, the household's answer and each work's own over what was typed there, and it is kept: a
 * work added later takes it too (docs/contract.md, "Address and DPE").
 */
import type { LitElement } from 'lit';
import { TaskStatus } from '@lit/task';
import { HomeLookups, type HomeFacts, type HomeLookupsOptions } from '../../ui/address/home-lookups.js';
import { splitKey } from './project-form.js';
import type { ProjectSource } from './project-source.js';

export interface ProjectHomeOptions extends Pick<HomeLookupsOptions, 'idBase' | 'words' | 'settings' | 'announce' | 'changed'> {
  source: Pick<ProjectSource, 'works' | 'values' | 'form'>;
  /** A key's message is outdated by a value filled. */
  clearError(key: string): void;
}

export class ProjectHome {
  private fields?: HomeLookups;
  /** What the address and the DPE filled, by the service's key: a work added later takes it too. */
  private readonly filled: Record<string, unknown> = {};
  /** The keys asked at the last update: one more is a work added, which the address and the DPE fill too. */
  private asking = new Set<string>();

  constructor(
    private readonly host: LitElement,
    private readonly o: ProjectHomeOptions,
  ) {}

  get lookups(): HomeLookups | undefined {
    return this.fields;
  }

  get facts(): HomeFacts | undefined {
    return this.fields?.facts;
  }

  /** The value the address or the DPE filled for a key (the service's, without a work), if any. */
  filledFor(key: string): { value: unknown } | undefined {
    return Object.hasOwn(this.filled, key) ? { value: this.filled[key] } : undefined;
  }

  /** Called at each update while `address` or `dpe-lookup` is on. */
  start(): void {
    const { works, form, values } = this.o.source;
    const settled = works.list.every((work) => work.inputs.status === TaskStatus.COMPLETE || work.inputs.status === TaskStatus.ERROR);
    if (!settled) return;
    if (this.fields) return this.refill();
    this.fields = new HomeLookups(this.host, {
      ...this.o,
      asked: () => [...new Map([...form().shared, ...form().works.flatMap((entry) => entry.fields)].map((field) => [field.key, field])).values()],
      take: (taken) => {
        for (const [key, value] of Object.entries(taken)) {
          // Filled again with the same value (a work added): what the visitor made of it stays; a new work reads it by `filledFor`.
          if (Object.hasOwn(this.filled, key) && this.filled[key] === value) continue;
          this.filled[key] = value;
          const keys = [key, ...form().works.flatMap(({ shown }) => shown.filter((field) => splitKey(field.key).key === key).map((field) => field.key))];
          for (const each of keys) {
            this.o.clearError(each);
            values.set(each, value);
          }
        }
        this.host.requestUpdate();
      },
    });
    this.asking = this.askedKeys();
  }

  private askedKeys(): Set<string> {
    const { form } = this.o.source;
    return new Set([...form().shared, ...form().works.flatMap((entry) => entry.fields)].map((field) => field.key));
  }

  private refill(): void {
    const now = this.askedKeys();
    const added = [...now].filter((key) => !this.asking.has(key));
    this.asking = now;
    if (added.length) this.fields!.refill();
  }
}
