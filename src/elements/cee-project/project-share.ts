/**
 * "Garder votre projet", under a current answer (docs/contract.md §6): "Copier le lien de mon projet" writes the
 * works, their answers and quotes after `#cee=` on the host's `share-url` (else this page), deflated, never sent to
 * any server (`project-link.ts`), copies it and shows it for selection. Contact data never goes in; the household's
 * income and size only when the visitor ticks the box that says so. The same link travels with the estimate sent
 * by e-mail (`project-email.ts`).
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { encodeProject, payloadOf, projectLink, type ProjectState } from '../../api/project-link.js';
import type { LiveAnnouncer } from '../../ui/live-announcer.js';
import type { Words } from '../../ui/localize.js';
import type { ProjectKey } from './cee-project.messages.js';

export interface ShareOptions {
  words: Words<ProjectKey>;
  announcer: LiveAnnouncer;
  idPrefix: string;
  /** The project as the visitor sees it (works, answers, quotes, choices). */
  state(): ProjectState;
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

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly o: ShareOptions,
  ) {}

  /** The link to the project as it is now; undefined when the host's base is no http(s) address. */
  async linkNow(): Promise<string | undefined> {
    const encoded = await encodeProject(payloadOf(this.o.state(), { withHousehold: this.withHousehold }));
    const page = globalThis.location?.href;
    return projectLink(encoded, this.o.base() || page, page);
  }

  /** Another answer: the link shown is no longer the project's. */
  forget(): void {
    this.link = undefined;
    this.copied = undefined;
  }

  private readonly copy = async (): Promise<void> => {
    const link = await this.linkNow();
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
