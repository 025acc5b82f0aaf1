/**
 * The home's address and DPE fields (docs/contract.md, "Address and DPE"), as an element adds them to its form: a
 * controller whose first view is two labelled text inputs and nothing else, so that an element with `address` or
 * `dpe-lookup` grows by little. Each look-up comes in a chunk of its own, with its words and look: the address's
 * (`address-search.ts`) when the visitor first focuses the address, the DPE's (`dpe-panel.ts`) when they focus the
 * DPE number, choose an address, or the host gave a number. The inputs stay the same elements when a chunk arrives,
 * so focus and what was typed stay where they were; if it cannot be fetched, they stay plain inputs.
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
import type { AddressSearch } from './address-search.js';
import type { DpePanel } from './dpe-panel.js';
import type { FieldFills, FillTarget } from './home-fill.js';
import type { AddressFieldOptions, FieldKind, InputView, LookupHost } from './address-types.js';

export type { AddressFieldOptions, AddressFill, AddressSettings, FieldKind } from './address-types.js';

export class AddressField implements ReactiveController {
  private readonly chunks = {
    address: new LazyChunk(() => import('./address-search.js'), 'The address look-up'),
    dpe: new LazyChunk(() => import('./dpe-panel.js'), 'The DPE look-up'),
  };
  search?: AddressSearch;
  panel?: DpePanel;
  /** The notes of what was filled, with the first look-up's code (`home-fill.ts`). */
  fills?: FieldFills;
  /** What was typed before a look-up's chunk came. */
  private readonly typed: Record<FieldKind, string> = { address: '', dpe: '' };
  private unreachable = false;
  private hostNumberAsked = false;

  constructor(
    readonly host: LookupHost,
    readonly options: AddressFieldOptions,
  ) {
    host.addController(this);
  }

  /** Where a fill goes besides `filled`: the elements' fields (`home-lookups.ts`). */
  get target(): FillTarget | undefined {
    return undefined;
  }

  /** A DPE number given by the host is looked up once the element has shown itself. */
  hostUpdated(): void {
    const { dpe, dpeLookup } = this.options.settings();
    if (dpeLookup && dpe && !this.hostNumberAsked) {
      this.hostNumberAsked = true;
      this.typed.dpe ||= dpe;
      void this.wake('dpe');
    }
  }

  /** Fetches a look-up (once; again after a failure, at the next focus). */
  private wake(kind: FieldKind): Promise<DpePanel | AddressSearch | undefined> {
    return this.chunks[kind].load().then(
      (module) => {
        this.unreachable = false;
        const told = (this.fills ??= new module.FieldFills(this)).told;
        if ('DpePanel' in module) this.panel ??= new module.DpePanel(this.host, told, this.typed.dpe);
        else this.search ??= new module.AddressSearch(this.host, told, this.typed.address, (banId) => this.chosen(banId));
        this.host.requestUpdate();
        return kind === 'dpe' ? this.panel : this.search;
      },
      () => {
        this.unreachable = kind === 'address';
        this.host.requestUpdate();
        return undefined;
      },
    );
  }

  /** A house number chosen: its DPE is looked up, when the host asked for DPEs. */
  private chosen(banId: string): void {
    if (this.options.settings().dpeLookup) void this.wake('dpe').then(() => this.panel?.byAddress(banId));
  }

  /** The address chosen and the DPE found fill again what is asked now: the keys of a work added since. */
  refill(): void {
    this.search?.refill();
    this.panel?.refill();
  }

  /** The note a field shows while it holds the value a look-up filled in it (« Rempli d’après votre adresse. »). */
  noteFor(key: string, value: unknown): string | undefined {
    return this.fills?.noteFor(key, value);
  }

  private input(kind: FieldKind, event: Event): void {
    const looks = kind === 'address' ? this.search : this.panel;
    if (looks) looks.input(event);
    else this.typed[kind] = (event.target as HTMLInputElement).value;
  }

  /** One field: its label, its input, and what its look-up draws around it once here. */
  private field(kind: FieldKind, words: Words, view: Partial<InputView>): TemplateResult {
    const id = `${this.options.idBase}-${kind}`;
    const unavailable = kind === 'address' && this.unreachable && !this.search;
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
          @input=${(event: Event) => this.input(kind, event)}
          @keydown=${view.onKeydown}
          @click=${view.onClick}
          @change=${view.onChange}
          @focus=${() => this.wake(kind)}
        />
        ${view.popup ?? nothing}
      </div>
      <p part="hint" class="hint" id="${id}-hint">${words.t(kind === 'address' ? 'address.hint' : 'dpe.numberHint')}</p>
      ${unavailable ? html`<p part="hint" class="hint unavailable" id="${id}-unavailable">${words.t('address.unavailable')}</p>` : nothing}
      ${view.below ?? nothing}
    </div>`;
  }

  /** The fields the host turned on (nothing when none is), each a direct child of the element's form. */
  render(): TemplateResult | typeof nothing {
    const { address, dpeLookup } = this.options.settings();
    if (!address && !dpeLookup) return nothing;
    const words = this.options.words();
    words.adopt(addressMessages);
    return html`${address ? this.field('address', words, this.search?.view() ?? {}) : nothing}${dpeLookup ? this.field('dpe', words, this.panel?.view() ?? {}) : nothing}`;
  }
}
