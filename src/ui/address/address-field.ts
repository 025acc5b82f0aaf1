/**
 * The home's address and DPE fields (docs/contract.md, "Address and DPE"), as an element adds them to its form: a
 * controller whose first view is two labelled text inputs and nothing else, so that an element with `address` or
 * `dpe-lookup` grows by little, and whose look-ups (the suggestions, the DPE, their words and look) come in a chunk
 * of their own, fetched when the visitor first focuses either input (or at once when the host gave a DPE number).
 * The inputs stay the same elements when the chunk arrives, so focus and what was typed stay where they were; if it
 * cannot be fetched, they stay plain inputs and say so.
 *
 * In: the element's words, its settings (`address`, `dpe-lookup`, `dpe`, `address-endpoint`, `dpe-endpoint`), the
 * keys its service asks, its live region. Out: `filled` with the values of the asked keys a gesture filled and the
 * `address` and `dpe` objects of the estimate; `noteFor` the note a field shows while it holds a value filled here.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { LazyChunk } from '../lazy-chunk.js';
import type { Words } from '../localize.js';
import { addressMessages } from './address.messages.js';
import type { AddressLookup } from './address-lookup.js';
import type { AddressFieldOptions, FieldKind, InputView, LookupHost } from './address-types.js';

export type { AddressFieldOptions, AddressFill, AddressSettings, FieldKind } from './address-types.js';

export class AddressField implements ReactiveController {
  private readonly chunk = new LazyChunk(() => import('./address-lookup.js'), 'The address look-up');
  /** The look-ups, once their chunk is here. */
  lookup?: AddressLookup;
  /** What was typed before the chunk came. */
  private readonly typed: Record<FieldKind, string> = { address: '', dpe: '' };
  private unreachable = false;
  private hostNumberAsked = false;

  constructor(
    private readonly host: LookupHost,
    private readonly options: AddressFieldOptions,
  ) {
    host.addController(this);
  }

  /** A DPE number given by the host is looked up once the element has shown itself. */
  hostUpdated(): void {
    const { dpe, dpeLookup } = this.options.settings();
    if (dpeLookup && dpe && !this.hostNumberAsked) {
      this.hostNumberAsked = true;
      this.typed.dpe ||= dpe;
      this.wake();
    }
  }

  /** Fetches the look-ups (once; again after a failure, at the next focus). */
  readonly wake = (): void => {
    this.chunk.load().then(
      (module) => {
        this.unreachable = false;
        this.lookup ??= new module.AddressLookup(this.host, this.options, this.typed);
        this.host.requestUpdate();
      },
      () => {
        this.unreachable = true;
        this.host.requestUpdate();
      },
    );
  };

  /** The note a field shows while it holds the value a look-up filled in it (« Rempli d’après votre adresse. »). */
  noteFor(key: string, value: unknown): string | undefined {
    return this.lookup?.noteFor(key, value);
  }

  private readonly onInput = (kind: FieldKind, event: Event): void => {
    if (this.lookup) this.lookup.onInput(kind, event);
    else this.typed[kind] = (event.target as HTMLInputElement).value;
  };

  /** One field: its label, its input, and what the look-ups draw around it once here. */
  private field(kind: FieldKind, words: Words, view: Partial<InputView>): TemplateResult {
    const id = `${this.options.idBase}-${kind}`;
    const hint = words.t(kind === 'address' ? 'address.hint' : 'dpe.numberHint');
    const unavailable = kind === 'address' && this.unreachable && !this.lookup;
    const describedBy = [`${id}-hint`, unavailable ? `${id}-unavailable` : '', ...(view.describedBy ?? [])].filter(Boolean).join(' ');
    return html`<div part="field ${kind}" class="field ${kind}-field">
      <label part="label" class="label" for=${id}>${words.t(kind === 'address' ? 'address.label' : 'dpe.number')}</label>
      <div class="combobox" @focusout=${view.onFocusOut}>
        <input
          id=${id}
          part="control ${kind}-input"
          type="text"
          spellcheck="false"
          autocomplete=${view.autocomplete ?? (kind === 'address' ? 'street-address' : 'off')}
          role=${ifDefined(view.role)}
          aria-autocomplete=${ifDefined(view.role && 'list')}
          aria-expanded=${ifDefined(view.role && (view.expanded ? 'true' : 'false'))}
          aria-controls=${ifDefined(view.listId)}
          aria-activedescendant=${ifDefined(view.activeId)}
          aria-describedby=${describedBy}
          aria-busy=${view.busy ? 'true' : 'false'}
          .value=${view.text ?? this.typed[kind]}
          @input=${(event: Event) => this.onInput(kind, event)}
          @keydown=${view.onKeydown}
          @click=${view.onClick}
          @change=${view.onChange}
          @focus=${this.wake}
        />
        ${view.popup ?? nothing}
      </div>
      <p part="hint" class="hint" id="${id}-hint">${hint}</p>
      ${unavailable ? html`<p part="hint" class="hint unavailable" id="${id}-unavailable">${words.t('address.unavailable')}</p>` : nothing}
      ${view.below ?? nothing}
    </div>`;
  }

  /** The fields the host turned on (nothing when none is). */
  render(): TemplateResult | typeof nothing {
    const settings = this.options.settings();
    if (!settings.address && !settings.dpeLookup) return nothing;
    const words = this.options.words();
    words.adopt(addressMessages);
    const { lookup } = this;
    return html`<div part="home-lookup" class="home-lookup">
      ${settings.address ? this.field('address', words, lookup?.inputView('address') ?? {}) : nothing}
      ${settings.dpeLookup ? this.field('dpe', words, lookup?.inputView('dpe') ?? {}) : nothing}
    </div>`;
  }
}
