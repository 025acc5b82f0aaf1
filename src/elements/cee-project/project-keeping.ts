/**
 * Bringing a project back and keeping it (docs/contract.md §6), in a chunk of its own that `<cee-project>` fetches
 * only when the page's address carries `#cee=` or the host sets `persist`: the link's project (or the one kept on
 * this device) read as any host input, its works no longer offered named and left out, its answers put back and,
 * once every work shows its questions, calculated again when nothing is missing (else the visitor is asked again,
 * e.g. the household's income that the link did not carry). With `persist`, the same payload is written after each
 * change (never the household's means, never contact data); "Effacer mes réponses" clears storage and form. A
 * storage that throws turns keeping off, silently (`ProjectStorage`).
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { adoptStyles } from '../../ui/adopted-styles.js';
import { decodeProject, fragmentPayload, FRAGMENT_KEY, payloadOf, pruneProject, ProjectStorage, type PersistKind, type ProjectPayload, type ProjectReading } from '../../api/project-link.js';
import { isBlank, type FormField } from '../../inputs/form-model.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import { restoreMessages } from './project-restore.messages.js';
import type { EnglishLoader } from '../../i18n/english-packs.js';
import { applyState, stateOf, unaskedOf, type ProjectAccess } from './project-state.js';

/** The restored project's English: fetched by an element speaking English once this code is here (`Localize.adopt`). */
const restoreEnglishPack: EnglishLoader = () => import('./project-restore.messages.en.js').then((module) => ({ messages: module.restoreEnglish }));

export interface KeepingOptions {
  words: Words<ProjectKey>;
  announcer: LiveAnnouncer;
  access: ProjectAccess;
  /**
   * The element: where it keeps the project (`persist`), its id (which tells two projects of one page apart in
   * storage), and whether it asks the home's address or DPE (`address`, `dpe-lookup`), which are never kept.
   */
  settings: { readonly config: { readonly persist?: PersistKind }; readonly id: string; readonly address: boolean; readonly dpeLookup: boolean };
  /** The element's shadow root, which adopts the notice's look. */
  renderRoot: HTMLElement | DocumentFragment;
}

/** The notice's look: a note beside the form, an error's colour for a link that cannot be read. */
const keepingStyles = css`
  .restored {
    margin: 0;
    padding: var(--_space);
    border-radius: var(--_radius);
    border-inline-start: 4px solid var(--_primary);
    background: var(--_surface);
  }
  .restored.error {
    border-inline-start-color: var(--_error);
  }
  .restored span {
    display: block;
  }
  .restored span + span {
    margin-block-start: calc(var(--_space) / 2);
  }
`;

/**
 * What the notice says: where the project came from, the works and answers left out, the questions to answer again
 * (each marked under its field), and, when the visitor had given the home's address or DPE and the element asks it,
 * that it was not kept.
 */
type Notice = { from: 'link' | 'kept'; leftOut: string[]; unasked: string[]; askAgain: boolean; home?: 'address' | 'dpe' } | { from: 'unreadable' };

/** The line that says the home's address (or DPE) is not kept, by where the project came from. */
const HOME_NOT_KEPT = {
  link: { address: 'keep.addressNotKept', dpe: 'keep.dpeNotKept' },
  kept: { address: 'keep.addressNotKeptHere', dpe: 'keep.dpeNotKeptHere' },
} as const;

export class ProjectKeeping implements ReactiveController {
  private storage?: ProjectStorage;
  private storageKind?: PersistKind;
  /** A project read, waiting for the catalogue before it is put back. */
  private pending?: { project: ProjectPayload; leftOut: string[]; from: 'link' | 'kept' };
  /** Put back, waiting for every work's questions before it is calculated. */
  private restoring?: ProjectPayload;
  private notice?: Notice;
  private saved?: string;
  private started = false;
  /**
   * What of the home the restored project said was given, kept in what this device writes until the visitor gives
   * it again or clears: a reload, or a second tab, still asks it again.
   */
  private givenHome?: ProjectPayload['home'];
  /** The required questions left empty by the project restored (element keys): each says so until it is answered. */
  private toAnswer = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly o: KeepingOptions,
  ) {
    o.words.adopt(restoreMessages, restoreEnglishPack);
    adoptStyles(o.renderRoot, keepingStyles);
    host.addController(this);
  }

  /** Reads the link's project, else the one kept; puts it back once the catalogue is known. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.openStorage();
    const encoded = fragmentPayload(globalThis.location?.hash ?? '');
    let reading: ProjectReading | undefined;
    let from: 'link' | 'kept' = 'link';
    if (encoded) reading = await decodeProject(encoded);
    else {
      reading = this.storage?.load();
      from = 'kept';
    }
    if (!reading) return;
    if (!reading.ok) {
      // A kept project that cannot be read was removed by the storage: only a link's failure is the visitor's news.
      if (from === 'link') this.notice = { from: 'unreadable' };
      this.host.requestUpdate();
      return;
    }
    this.pending = { project: reading.project, leftOut: reading.leftOut.works, from };
    this.host.requestUpdate();
  }

  private openStorage(): void {
    const kind = this.o.settings.config.persist;
    if (kind === this.storageKind) return;
    this.storageKind = kind;
    this.storage = kind ? new ProjectStorage(kind, this.o.settings.id || 'default') : undefined;
  }

  hostUpdated(): void {
    const { access } = this.o;
    this.openStorage();
    if (this.pending) {
      const codes = access.codes();
      if (!codes) return;
      const { project, leftOut, from } = this.pending;
      this.pending = undefined;
      this.givenHome = project.home;
      const pruned = codes.size ? pruneProject(project, { codes, keysOf: () => undefined }) : { project, removed: { works: [], answers: [] } };
      applyState(access, pruned.project);
      // What of the home the visitor had given, asked again where this element asks it: the address's field says
      // the address (a DPE is found again from it), the DPE's field alone the DPE.
      const { address, dpeLookup } = this.o.settings;
      const home = project.home === 'address' && address ? 'address' : project.home && dpeLookup ? 'dpe' : undefined;
      this.notice = { from, leftOut: [...leftOut, ...pruned.removed.works], unasked: [], askAgain: false, ...(home && { home }) };
      this.restoring = pruned.project.works.length ? pruned.project : undefined;
      this.o.announcer.say(this.noticeText());
      this.host.requestUpdate();
      return;
    }
    if (this.restoring && access.loaded()) {
      const project = this.restoring;
      this.restoring = undefined;
      const unanswered = access.unanswered();
      if (this.notice && this.notice.from !== 'unreadable') {
        this.notice.unasked = unaskedOf(access, project);
        this.notice.askAgain = unanswered.length > 0;
        this.toAnswer = new Set(unanswered);
        if (this.notice.unasked.length || this.notice.askAgain) this.o.announcer.say(this.noticeText());
        this.host.requestUpdate();
      }
      if (!unanswered.length) access.calculate();
    }
    if (!this.restoring) this.save();
  }

  /** The project written where the partner asked, when it changed: never the household's means. */
  private save(): void {
    if (!this.storage?.enabled) return;
    const state = stateOf(this.o.access);
    const payload = payloadOf(state.home || !this.givenHome ? state : { ...state, home: this.givenHome });
    const text = JSON.stringify(payload);
    if (text === this.saved) return;
    this.saved = text;
    if (payload.works.length) this.storage.save(payload);
    else this.storage.clear();
  }

  /** "Effacer mes réponses": storage, the link's fragment in the address, the form and the answer. */
  private readonly clear = (): void => {
    this.storage?.clear();
    this.saved = undefined;
    if (fragmentPayload(globalThis.location?.hash ?? '')) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    this.notice = undefined;
    this.restoring = undefined;
    this.toAnswer.clear();
    this.givenHome = undefined;
    this.o.access.clear();
    // The host's works alone are nothing to keep: written again only once the visitor changes something.
    this.saved = JSON.stringify(payloadOf(stateOf(this.o.access)));
    this.o.announcer.say(this.o.words.t('keep.cleared'));
    this.host.requestUpdate();
  };

  /** The notice's sentences: where the project came from, then what the visitor should know or do. */
  private noticeLines(): string[] {
    const { words } = this.o;
    const notice = this.notice;
    if (!notice) return [];
    if (notice.from === 'unreadable') return [words.t('keep.unreadable')];
    return [
      words.t(notice.from === 'link' ? 'keep.restored' : 'keep.restoredKept'),
      notice.leftOut.length ? words.t('keep.leftOut', { works: notice.leftOut.join(', ') }) : '',
      notice.unasked.length ? words.t('keep.answersLeftOut', { works: notice.unasked.join(', ') }) : '',
      notice.home ? words.t(HOME_NOT_KEPT[notice.from][notice.home]) : '',
      notice.askAgain ? words.t('keep.askAgain', { mark: words.t('keep.toAnswer') }) : '',
    ].filter(Boolean);
  }

  private noticeText(): string {
    return this.noticeLines().join(' ');
  }

  /** Said above the form: where the project came from, what was left out, what to answer again; a line each. */
  renderNotice(): TemplateResult | typeof nothing {
    if (!this.notice) return nothing;
    return html`<p part="restored" class="restored ${this.notice.from === 'unreadable' ? 'error' : ''}">${this.noticeLines().map((line) => html`<span>${line}</span> `)}</p>`;
  }

  /**
   * The note under a question the project restored left empty, while it is: « À compléter : cette réponse n’a pas
   * été gardée. » (the notice names the mark); it goes once the question is answered or the form cleared.
   */
  noteFor(field: FormField, value: unknown): string | undefined {
    return this.toAnswer.has(field.key) && isBlank(value) ? this.o.words.t('keep.toAnswerNote', { mark: this.o.words.t('keep.toAnswer') }) : undefined;
  }

  /** Beside "Calculer", when something is kept or was restored. */
  renderClear(): TemplateResult | typeof nothing {
    if (!this.storage && !this.notice) return nothing;
    return html`<button type="button" part="clear" class="secondary" @click=${this.clear}>${this.o.words.t('keep.clear')}</button>`;
  }
}

export const createKeeping = (host: ReactiveControllerHost, o: KeepingOptions): ProjectKeeping => new ProjectKeeping(host, o);
export { FRAGMENT_KEY };
export { accessOf } from './project-source.js';
