/**
 * What a gesture of the address and DPE fields does, in a module the look-ups' chunks bring (`address-search.ts` and
 * `dpe-panel.ts` import it), never the element's first view: the note each filled field shows while it holds the
 * value filled (`FieldFills`), and, in `<cee-simulator>` and `<cee-project>` (`home-lookups.ts`), the home's `address`
 * and `dpe` kept for the estimate, the values filled handed to the form as the visitor's own, numbers written as the
 * visitor writes them (`28,5` in French), the answer outdated (`takeFill`).
 *
 * A key the chosen address filled (its département, postcode, commune…) and the visitor then changed makes the
 * address a place that contradicts the answers: while one differs, the address is not kept for the estimate (the
 * lead, the print) and the field says so in one line; giving the value back, or choosing an address again, keeps it
 * again. docs/contract.md, "Address and DPE".
 */
import type { ReactiveController } from 'lit';
import type { Address } from '../../api/geocoder.js';
import type { HomeDpe } from '../../api/estimate-types.js';
import type { HomeValues } from '../../api/home-values.js';
import type { AddressFill, AddressFieldOptions, LookupHost, LookupOptions } from './address-types.js';

/** The home's facts an estimate carries. */
export interface HomeFacts {
  address?: Address;
  dpe?: HomeDpe;
}

/** What an element gives to take a fill: where its facts and numbers go, and its form. */
export interface FillTarget {
  /** A new object at each change (an estimate made from the last one stays the same). */
  kept: HomeFacts;
  readonly takes: {
    words(): { lang: string };
    /** Values the fields filled, to take into the form as the visitor's own (editable). */
    take(values: HomeValues): void;
    /** The address or the DPE changed: the answer shown is outdated. */
    changed(): void;
  };
}

/** The field the fills belong to (`address-field.ts`): its host, what it was told, and, in the elements, its target. */
export interface FilledField {
  readonly host: LookupHost;
  readonly options: AddressFieldOptions;
  /** `<cee-simulator>`'s and `<cee-project>`'s fields (`HomeLookups`): where a fill goes. */
  readonly target?: FillTarget;
}

export class FieldFills implements ReactiveController {
  /** The last value each key was filled with, and the note it shows while it holds it. */
  private readonly notes = new Map<string, { value: unknown; note: () => string; from: AddressFill['from'] }>();
  /** An address is chosen (its notes count for `mismatch`). */
  private chosen = false;
  /** The keys filled from the chosen address that this render found changed. */
  private changedKeys = new Set<string>();
  /** A key filled from the chosen address holds another value now: the address is not kept. */
  mismatch = false;
  /** What each look-up is given. */
  readonly told: LookupOptions;

  constructor(private readonly field: FilledField) {
    const { host, options, target } = field;
    host.addController(this);
    this.told = {
      ...options,
      mismatch: () => this.mismatch,
      filled: (fill: AddressFill, note?: () => string) => {
        // A DPE found anew, or set aside, takes back the notes of the one before.
        if (fill.from === 'dpe') for (const [key, was] of this.notes) if (was.from === 'dpe') this.notes.delete(key);
        if (note) for (const [key, value] of Object.entries(fill.values)) this.notes.set(key, { value, note, from: fill.from });
        if (fill.from !== 'dpe') this.chosen = fill.from === 'address' && fill.address !== undefined;
        if (target) takeFill(target, fill);
        else options.filled?.(fill);
        host.requestUpdate();
      },
    };
  }

  /** The note a field shows while it holds the value a look-up filled in it (« Rempli d’après votre adresse. »). */
  noteFor(key: string, value: unknown): string | undefined {
    const filled = this.notes.get(key);
    if (!filled) return undefined;
    // A number filled reads the same with a decimal comma, as the element writes it in French (`28,5`).
    if (String(filled.value) === String(value).replace(',', '.')) return filled.note();
    if (filled.from === 'address' && this.chosen) this.changedKeys.add(key);
    return undefined;
  }

  hostUpdate(): void {
    this.changedKeys = new Set();
  }

  /** After a render has asked every field's note: the address kept, or not, as the answers now say. */
  hostUpdated(): void {
    const mismatch = this.changedKeys.size > 0;
    if (mismatch === this.mismatch) return;
    this.mismatch = mismatch;
    const { host, options, target } = this.field;
    if (mismatch) options.announce(options.words().t('address.mismatch'));
    // The answer outdated and the line under the address drawn in the next update, once this one is over.
    queueMicrotask(() => {
      target?.takes.changed();
      host.requestUpdate();
    });
  }
}

export function takeFill(target: FillTarget, { values, from, address, dpe }: AddressFill): void {
  const facts: HomeFacts = from === 'dpe' ? { ...target.kept, dpe } : { ...target.kept, address };
  for (const key of Object.keys(facts) as Array<keyof HomeFacts>) if (facts[key] === undefined) delete facts[key];
  const moved = facts.address !== target.kept.address || facts.dpe !== target.kept.dpe;
  target.kept = facts;
  const keys = Object.keys(values);
  if (keys.length) {
    const format = new Intl.NumberFormat(target.takes.words().lang, { useGrouping: false, maximumFractionDigits: 2 });
    target.takes.take(Object.fromEntries(keys.map((key) => [key, typeof values[key] === 'number' ? format.format(values[key]) : values[key]!])));
  }
  if (moved || keys.length) target.takes.changed();
}
