/**
 * What the simulator's form is built from, loaded through @lit/task (its signal cancels a stale load): the
 * catalogue and the picker's code when there is no `fost`, then the simulation inputs of the chosen operation,
 * context and aid, turned into the form's fields. The loads start at insertion, before the first render (`start`);
 * the warm-up waits for their requests to have left. A load cut short by a removal from the page resumes when the
 * element is back.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { allowsBothContexts, offersAid, operationsFor, type Aid, type Context } from '../../api/schemas.js';
import type { Operation } from '../../api/operations.js';
import { buildFormModel, knownWordsFor, type FieldOverrides, type FormField } from '../../inputs/form-model.js';
import { pluralOf } from '../../i18n/translate.js';
import { sameContent } from '../../ui/host-values.js';
import { GESTURES, LazyChunk } from '../../ui/lazy-chunk.js';
import { placeholder, renderFailure } from '../../ui/simulation/form.js';
import { scheduleWarmUp, type WarmUp } from './simulator-warmup.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { CeeInputsLoadedDetail } from './cee-simulator.events.js';
import { loadInputs, type LoadedInputs, type SimulatorClient } from '../../ui/simulation/calls.js';
import type { SimulatorConfig } from './simulator-config.js';

export type Picker = typeof import('../../ui/simulation/operation-picker.js');
/** The element's operation picker, made by the picker's chunk once it is here. */
export type OperationPicker = import('../../ui/simulation/operation-picker.js').OperationPicker;

const SKELETON_FIELDS = 4;
/** What tells that a visitor is using the element: the gestures, a press, a key. */
const ENGAGING = [...GESTURES, 'click', 'keydown'];

/** The next task: every promise reaction of this one (a request sent once a token is here) has run by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * "Formulaire prêt : 8 champs.": a count below 1 000 reads as its digits in French and English, so it is written
 * without the page's first number format, whose making (milliseconds) would stand between the answer and its fields.
 */
function fieldsLoaded(words: Words, count: number): string {
  const keys = { zero: 'sim.fieldsLoaded.none', one: 'sim.fieldsLoaded.one', other: 'sim.fieldsLoaded' } as const;
  if (count >= 1000 || (words.lang !== 'fr' && words.lang !== 'en')) return words.plural(count, keys);
  const key = count === 0 ? keys.zero : pluralOf(words.lang, count) === 'one' ? keys.one : keys.other;
  return words.t(key, { count: String(count) });
}

export interface InputsSource {
  readonly config: SimulatorConfig;
  readonly client: SimulatorClient;
  readonly fields: FieldOverrides;
}

export interface SimulatorInputsOptions {
  words: Words;
  announcer: LiveAnnouncer;
  loadPicker: () => Promise<Picker>;
  /** What gets the page ready to draw the answer, run once its requests have left (`simulator-warmup.ts`). */
  warmUp: WarmUp;
  /** A failure of the service (not an abort): `cee-error`. */
  report(error: unknown): void;
  /** The fields are shown: `cee-inputs-loaded`. */
  loaded(detail: CeeInputsLoadedDetail): void;
}

export class SimulatorInputs implements ReactiveController {
  /** The visitor's choice in the picker, and in the context switch when the operation allows both. */
  pickedCode = '';
  pickedContext?: Context;
  /** How many placeholders stand for the fields while they load: as many as last time. */
  shownFieldCount = SKELETON_FIELDS;
  /**
   * A visitor has used the element: from then on its fields loading and ready are said. Before, nobody asked for
   * anything, and a polite region speaking on page load would only interrupt.
   */
  engaged = false;
  readonly picker: LazyChunk<OperationPicker>;
  readonly operations: Task<readonly [boolean, SimulatorClient], readonly Operation[] | typeof initialState>;
  readonly inputs: Task<readonly [string, Context, Aid, SimulatorClient], LoadedInputs | typeof initialState>;
  /**
   * Resolves once the last inputs' requests have left (the token they wait for is here, and a task has passed);
   * undefined when they left at once (the token was in hand).
   */
  requestsLeaving?: Promise<void>;
  private formCache?: { inputs: LoadedInputs; lang: string; overrides: FieldOverrides; fields: FormField[] };
  /** Loads cut short by a removal from the page. */
  private interrupted: Array<{ run(): Promise<void> }> = [];

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget & InputsSource & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly options: SimulatorInputsOptions,
  ) {
    host.addController(this);
    const engage = () => {
      this.engaged = true;
      for (const type of ENGAGING) host.removeEventListener(type, engage);
    };
    for (const type of ENGAGING) host.addEventListener(type, engage);
    // The chunk comes once; the picker it makes keeps this element's typed text, open list and active option.
    this.picker = new LazyChunk(() => options.loadPicker().then((module) => module.createPicker(host)), 'Operation picker');
    this.operations = new Task(host, {
      task: async ([wanted, client], { signal }) => {
        if (!wanted) return initialState;
        // The picker's code comes first: it brings the catalogue's schema. The picker shows its loading state meanwhile.
        const picker = await this.picker.load();
        host.requestUpdate();
        return picker.listOperations(client.connection, { signal });
      },
      args: () => [!host.config.errors.length && !host.config.fost, host.client] as const,
      onError: (error) => options.report(error),
    });
    this.inputs = new Task(host, {
      task: ([code, context, aid, client], { signal }) => {
        if (!code) return Promise.resolve(initialState);
        const { lang } = options.words;
        const { tokens } = client.connection;
        // With the token in hand, the inputs' requests leave now, in this call (before the first render): nothing to
        // wait for. Else they leave in the task its answer comes in: the next task comes after them.
        const inHand = !tokens || tokens.now() !== undefined;
        // A picked operation's catalogue entry says which aids it has (`fost` alone: the inputs' answers tell).
        const loading = loadInputs(client, code, context, aid, signal, lang, this.host.config.fost ? undefined : this.pickedOperation);
        this.requestsLeaving = inHand ? undefined : tokens.settled().then(nextTask);
        // The warm-up, in idle time (a task of its own), comes after them; it stops once this answer is here (and
        // never starts when it was).
        const warmUp = () => scheduleWarmUp(lang, () => this.inputs.status === TaskStatus.PENDING, options.warmUp);
        if (this.requestsLeaving) this.requestsLeaving.then(warmUp, () => undefined);
        else warmUp();
        // In English, the answer is read once the element's English words are here (fetched meanwhile), as a render
        // waits for them: its fields and its announcement are English from the first.
        const words = options.words.ready(() => host.requestUpdate());
        return words ? Promise.all([loading, words]).then(([inputs]) => inputs) : loading;
      },
      args: () => [host.config.errors.length ? '' : this.activeCode, this.activeContext, host.config.aid, host.client] as const,
      onComplete: (inputs) => {
        if (typeof inputs === 'object') this.inputsLoaded(inputs as LoadedInputs);
      },
      onError: (error) => options.report(error),
    });
  }

  get activeCode(): string {
    return this.host.config.fost || this.pickedCode;
  }

  get pickedOperation(): Operation | undefined {
    const operations = this.operations.value;
    return this.pickedCode && Array.isArray(operations) ? operations.find((operation) => operation.code === this.pickedCode) : undefined;
  }

  get activeContext(): Context {
    const { config } = this.host;
    const switchable = !config.fost && allowsBothContexts(this.pickedOperation);
    return switchable ? (this.pickedContext ?? config.context) : config.context;
  }

  /** The operations this context offers, once the catalogue is here. */
  get offered(): Operation[] | undefined {
    const operations = this.operations.value;
    const { context, aid } = this.host.config;
    return this.operations.status === TaskStatus.COMPLETE && Array.isArray(operations)
      ? operationsFor(operations, context).filter((operation) => offersAid(operation, aid))
      : undefined;
  }

  /** The loaded inputs, once they are here. */
  get loaded(): LoadedInputs | undefined {
    const inputs = this.inputs.value;
    return this.inputs.status === TaskStatus.COMPLETE && inputs && inputs !== initialState ? inputs : undefined;
  }

  /** The element's context changed: a choice the picker no longer lists is dropped. */
  contextChanged(): void {
    this.pickedContext = undefined;
    const picked = this.pickedOperation;
    if (picked && !operationsFor([picked], this.host.config.context).length) this.pickedCode = '';
  }

  pick(code: string): void {
    this.pickedCode = code;
    this.pickedContext = undefined;
    this.host.requestUpdate();
  }

  chooseContext(context: Context): void {
    this.pickedContext = context;
    this.host.requestUpdate();
  }

  /** The form's fields for `inputs` in the language in effect, built once per answer, language and overrides. */
  formFields(inputs: LoadedInputs): FormField[] {
    const cache = this.formCache;
    const { lang } = this.options.words;
    const overrides = this.host.fields;
    if (cache && cache.inputs === inputs && cache.lang === lang && sameContent(cache.overrides, overrides)) return cache.fields;
    const fields = buildFormModel(inputs.listed, lang, overrides);
    this.formCache = { inputs, lang, overrides, fields };
    // Switched to French after the load (or the words could not be fetched then): they come, then the form again.
    knownWordsFor(inputs.listed, lang)?.then(
      () => ((this.formCache = undefined), this.host.requestUpdate()),
      () => undefined,
    );
    return fields;
  }

  /** Without `fost`: the picker (a placeholder until its code is here), or the catalogue's failure. */
  renderChooser(idBase: string): TemplateResult {
    const { words } = this.options;
    const task = this.operations;
    if (task.status === TaskStatus.ERROR) return renderFailure(words, task.error, () => void task.run());
    const picker = this.picker.value;
    if (!picker) {
      return html`<div class="chooser" aria-busy="true"><span class="visually-hidden">${words.t('sim.operationsLoading')}</span>${placeholder}</div>`;
    }
    return picker.renderChooser(words, {
      idBase,
      operations: this.offered,
      picked: this.pickedCode,
      pickedOperation: this.pickedOperation,
      context: this.activeContext,
      onPick: (code) => this.pick(code),
      onContext: (context) => this.chooseContext(context),
      announce: (text) => this.options.announcer.say(text),
      withdraw: (text) => this.options.announcer.withdraw(text),
    });
  }

  reload(): void {
    this.options.announcer.say(this.options.words.t('sim.loadingFields'));
    void this.inputs.run();
  }

  /**
   * At insertion, before the first render: when the element has what it needs (a valid configuration, and its
   * operation or the picker's catalogue to read), its loads start now, so the token and then the inputs are
   * requested before anything is drawn. The first update finds the same arguments and does not start them again.
   */
  start(): void {
    const { config } = this.host;
    if (config.errors.length) return;
    if (this.inputs.status === TaskStatus.INITIAL && this.activeCode) void this.inputs.run();
    if (this.operations.status === TaskStatus.INITIAL && !config.fost) void this.operations.run();
  }

  hostConnected(): void {
    for (const task of this.interrupted.splice(0)) void task.run();
  }

  hostDisconnected(): void {
    // Off the page, nothing waits on the service: pending loads are aborted, and resume on return.
    for (const task of [this.operations, this.inputs]) {
      if (task.status === TaskStatus.PENDING) (task.abort(), this.interrupted.push(task));
    }
  }

  private inputsLoaded(inputs: LoadedInputs): void {
    const { words, announcer } = this.options;
    const shown = this.formFields(inputs).filter((field) => !field.hidden).length;
    this.shownFieldCount = shown || SKELETON_FIELDS;
    if (this.engaged) announcer.say(fieldsLoaded(words, shown));
    const fields = inputs.listed.map((listed) => listed.field);
    this.options.loaded({ fost: inputs.code, context: inputs.context, aid: inputs.aid, fields });
  }
}
