/**
 * "Garder votre projet", under a current answer (docs/contract.md §6): "Copier le lien de mon projet" writes the
 * works, their answers and quotes after `#cee=` on the host's `share-url` (else this page), deflated, never sent to
 * any server (`project-link.ts`), copies it and shows it for selection. Contact data never goes in; the household's
 * income and size only when the visitor ticks the box that says so. The same link travels with the estimate sent
 * by e-mail (`project-email.ts`). The code that makes the link (`project-link.ts`, `project-state.ts`) is a chunk
 * of its own, fetched when the visitor asks for the link (with `lead`, beside the e-mail step's, which sends it): an
 * answer without that press never fetches it. A code that could not come is said, and the next press fetches it again.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';
import type { ProjectAccess } from './project-state.js';

export type LinkCode = [typeof import('../../api/project-link.js'), typeof import('./project-state.js')];

/** Where the link's code comes from (a test makes it fail as a lost network would). */
export const linkChunk = {
  load: (): Promise<LinkCode> => Promise.all([import('../../api/project-link.js'), import('./project-state.js')]),
};

export interface ShareOptions {
  words: Words<ProjectKey>;
  announcer: LiveAnnouncer;
  idPrefix: string;
  /** The project as the element lends it: its state (works, answers, quotes, choices) is read from it. */
  access: ProjectAccess;
  /** The host's `share-url`, when it gave one. */
  base(): string | undefined;
  /** The visitor took the link (copied, or shown to copy by hand where the clipboard refused): the funnel's `link-copied`. */
  taken?(): void;
}

export class ProjectShare {
  /** The visitor ticked the box that lets the household's means go in the link. */
  withHousehold = false;
  private link?: string;
  private copied?: boolean;
  /** The link's code could not be fetched for the last press. */
  private failed = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly o: ShareOptions,
  ) {}

  /** The link to the project as it is now; undefined when the host's base is no http(s) address. */
  async linkNow(): Promise<string | undefined> {
    const [{ encodeProject, payloadOf, projectLink }, { stateOf }] = await linkChunk.load();
    const encoded = await encodeProject(payloadOf(stateOf(this.o.access), { withHousehold: this.withHousehold }));
    const page = globalThis.location?.href;
    return projectLink(encoded, this.o.base() || page, page);
  }

  /** Another answer: the link shown is no longer the project's. */
  forget(): void {
    this.link = undefined;
    this.copied = undefined;
    this.failed = false;
  }

  private readonly copy = async (): Promise<void> => {
    let link: string | undefined;
    try {
      link = await this.linkNow();
      this.failed = false;
    } catch {
      // The link's code could not come: said, and the next press asks for it again.
      this.failed = true;
      this.o.announcer.say(this.o.words.t('keep.linkFailed'));
      this.host.requestUpdate();
      return;
    }
    if (!link) return;
    this.link = link;
    try {
      await navigator.clipboard.writeText(link);
      this.copied = true;
    } catch {
      this.copied = false;
    }
    this.o.announcer.say(this.o.words.t(this.copied ? 'keep.copied' : 'keep.copyFailed'));
    this.o.taken?.();
    this.host.requestUpdate();
  };

  render(stale: boolean): TemplateResult | typeof nothing {
    if (stale) return nothing;
    const { words } = this.o;
    const id = (what: string) => `${this.o.idPrefix}-${what}`;
    return html`<section part="keep" class="keep" aria-labelledby=${id('title')}>
      <h3 id=${id('title')}>${words.t('keep.title')}</h3>
      <p class="hint">${words.t('keep.intro')}</p>
      <div part="field" class="field check">
        <span class="check-row"
          ><input
            id=${id('household')}
            part="control"
            type="checkbox"
            aria-describedby=${id('household-hint')}
            .checked=${this.withHousehold}
            @change=${(event: Event) => {
              this.withHousehold = (event.target as HTMLInputElement).checked;
              this.forget();
              this.host.requestUpdate();
            }}
          /><label part="label" class="label" for=${id('household')}>${words.t('keep.withHousehold')}</label></span
        >
        <p part="hint" class="hint" id=${id('household-hint')}>${words.t('keep.withHouseholdHint')}</p>
      </div>
      ${this.failed ? html`<div part="error" class="error-panel"><p>${words.t('keep.linkFailed')}</p></div>` : nothing}
      <div class="actions">
        <button type="button" part="copy-link" class="secondary" @click=${this.copy}>${words.t('keep.copy')}</button>
      </div>
      ${this.link
        ? html`<p class="keep-outcome">${words.t(this.copied ? 'keep.copied' : 'keep.copyFailed')}</p>
            <div part="field" class="field">
              <label part="label" class="label" for=${id('link')}>${words.t('keep.link')}</label>
              <input id=${id('link')} part="control share-link" type="url" readonly .value=${this.link} @focus=${(event: Event) => (event.target as HTMLInputElement).select()} />
            </div>`
        : nothing}
    </section>`;
  }
}
