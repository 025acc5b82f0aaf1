/**
 * Restoring a link's project and keeping it on this device (`persist`), in a chunk of its own: fetched only when the
 * page's address carries a project (`#cee=…`) or the host asks to keep it, never otherwise.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { FormField } from '../../inputs/form-model.js';
import { LazyChunk } from '../../ui/lazy-chunk.js';
import type { KeepingOptions, ProjectKeeping } from './project-keeping.js';
import type { ProjectSource } from './project-source.js';

type KeepingCode = typeof import('./project-keeping.js');

export interface KeepingChunkOptions extends Omit<KeepingOptions, 'access' | 'renderRoot'> {
  load(): Promise<KeepingCode>;
  source: ProjectSource;
  report(error: unknown): void;
}

export class KeepingChunk implements ReactiveController {
  private readonly chunk: LazyChunk<KeepingCode>;
  private keeping?: ProjectKeeping;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly o: KeepingChunkOptions,
  ) {
    this.chunk = new LazyChunk(o.load, 'Project keeping code');
    host.addController(this);
  }

  hostUpdate(): void {
    if (this.keeping || this.chunk.loading || !(this.o.settings.config.persist || globalThis.location?.hash.includes('cee='))) return;
    this.chunk.load().then(
      (module) => {
        this.keeping ??= module.createKeeping(this.host, { ...this.o, renderRoot: this.host.renderRoot, access: module.accessOf(this.o.source) });
        void this.keeping.start();
        this.host.requestUpdate();
      },
      (error: unknown) => this.o.report(error),
    );
  }

  renderNotice(): TemplateResult | typeof nothing {
    return this.keeping?.renderNotice() ?? nothing;
  }

  /** The note under a question the restored project left empty (`project-keeping.ts`). */
  noteFor(field: FormField, value: unknown): string | undefined {
    return this.keeping?.noteFor(field, value);
  }

  renderClear(): TemplateResult | typeof nothing {
    return this.keeping?.renderClear() ?? nothing;
  }
}
