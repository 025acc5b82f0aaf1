/**
 * The works of a project and what each asks: its code, its name, the aids asked for it, and its simulation inputs
 * loaded through @lit/task (one task per work, whose signal cancels a load the work no longer needs). The inputs
 * are the simulator's (`loadInputs`): the API core keeps them per (code, context, aid) for the page's life, so a
 * work added twice, or a simulator beside the project, asks the service once.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { isMprOnlyCode, offersAid, type Aid, type Context } from '../../api/schemas.js';
import type { Operation } from '../../api/operations.js';
import type { Lang } from '../../i18n/translate.js';
import { loadInputs, type LoadedInputs, type SimulatorClient } from '../../ui/simulation/calls.js';

export interface Work {
  /** Unique in the project for its life (ids of controls and sections). */
  readonly id: number;
  readonly code: string;
  /** The inputs of the aids asked for this work. */
  readonly inputs: Task<readonly [string, Context, Aid, SimulatorClient, Lang], LoadedInputs>;
}

export interface WorksHost extends ReactiveControllerHost {
  readonly client: SimulatorClient;
  readonly projectContext: Context;
  readonly projectAid: Aid;
  readonly locale: Lang;
}

export interface WorksOptions {
  /** A load failed (not an abort): `cee-error`, with the work's code. */
  report(error: unknown, fost: string): void;
  /** The works changed: the host tells the page (`cee-project-change`). */
  changed(codes: string[]): void;
}

/**
 * The aids a work is asked: the project's, less what its operation does not have (a geste of MaPrimeRénov' alone),
 * as the catalogue says it (`offersAid`, which the simulator's picked operation reads too).
 */
export function aidFor(code: string, projectAid: Aid, operation?: Operation): Aid {
  const listed = operation ?? { code };
  const cee = !isMprOnlyCode(code) && offersAid(listed, 'cee');
  const mpr = offersAid(listed, 'mpr');
  if (projectAid === 'both') return cee && mpr ? 'both' : cee ? 'cee' : 'mpr';
  return projectAid;
}

export class ProjectWorks {
  list: Work[] = [];
  private nextId = 1;
  /** The catalogue, once the picker read it: names and aids of the operations. */
  catalogue?: readonly Operation[];

  constructor(
    private readonly host: WorksHost,
    private readonly options: WorksOptions,
  ) {}

  get codes(): string[] {
    return this.list.map((work) => work.code);
  }

  operationOf(code: string): Operation | undefined {
    return this.catalogue?.find((operation) => operation.code === code);
  }

  /** The work's name: the catalogue's, else its code. */
  titleOf(work: Work): string {
    return this.operationOf(work.code)?.operation_name ?? work.code;
  }

  /** The inputs of `work`, once they are here. */
  loaded(work: Work): LoadedInputs | undefined {
    return work.inputs.status === TaskStatus.COMPLETE ? work.inputs.value : undefined;
  }

  /** Adds a work for `code`, last or at `index` (a work put back); a code already in the project is not added twice. */
  add(code: string, tell = true, index = this.list.length): Work {
    const present = this.list.find((work) => work.code === code);
    if (present) return present;
    const host = this.host;
    const work: Work = {
      id: this.nextId++,
      code,
      inputs: new Task(host, {
        task: ([fost, context, aid, client, lang], { signal }) => loadInputs(client, fost, context, aid, signal, lang),
        args: () => [code, host.projectContext, aidFor(code, host.projectAid, this.operationOf(code)), host.client, host.locale] as const,
        onError: (error) => this.options.report(error, code),
      }),
    };
    const list = [...this.list];
    list.splice(index, 0, work);
    this.list = list;
    if (tell) this.options.changed(this.codes);
    host.requestUpdate();
    return work;
  }

  remove(work: Work, tell = true): void {
    if (!this.list.includes(work)) return;
    work.inputs.abort();
    this.host.removeController(work.inputs);
    this.list = this.list.filter((other) => other !== work);
    if (tell) this.options.changed(this.codes);
    this.host.requestUpdate();
  }

  /** The host set the works (`works` attribute or property): those kept keep their answers and values. */
  setCodes(codes: readonly string[]): void {
    const wanted = [...new Set(codes)];
    for (const work of this.list) if (!wanted.includes(work.code)) this.remove(work, false);
    for (const code of wanted) this.add(code, false);
    this.list = wanted.map((code) => this.list.find((work) => work.code === code)!);
    this.host.requestUpdate();
  }
}
