/**
 * What a gesture of the address and DPE fields does in `<cee-simulator>` and `<cee-project>` (`home-lookups.ts`): the
 * home's `address` and `dpe` kept for the estimate, the values filled handed to the form as the visitor's own, numbers
 * written as the visitor writes them (`28,5` in French), the answer outdated. It comes with the look-ups' code
 * (both export it), never with the element's first view.
 */
import type { Address } from '../../api/geocoder.js';
import type { HomeDpe } from '../../api/estimate-types.js';
import type { HomeValues } from '../../api/home-values.js';
import type { AddressFill } from './address-types.js';

/** The home's facts an estimate carries. */
export interface HomeFacts {
  address?: Address;
  dpe?: HomeDpe;
}

/** What an element gives to take a fill: where its facts and numbers go, and its form. */
export interface FillTarget {
  /** A new object at each change (an estimate made from the last one stays the same). */
  facts: HomeFacts;
  readonly takes: {
    words(): { lang: string };
    /** Values the fields filled, to take into the form as the visitor's own (editable). */
    take(values: HomeValues): void;
    /** The address or the DPE changed: the answer shown is outdated. */
    changed(): void;
  };
}

export function takeFill(target: FillTarget, { values, from, address, dpe }: AddressFill): void {
  const facts: HomeFacts = from === 'dpe' ? { ...target.facts, dpe } : { ...target.facts, address };
  for (const key of Object.keys(facts) as Array<keyof HomeFacts>) if (facts[key] === undefined) delete facts[key];
  const moved = facts.address !== target.facts.address || facts.dpe !== target.facts.dpe;
  target.facts = facts;
  const keys = Object.keys(values);
  if (keys.length) {
    const format = new Intl.NumberFormat(target.takes.words().lang, { useGrouping: false, maximumFractionDigits: 2 });
    const shown: HomeValues = { ...values };
    for (const key of keys) {
      const value = values[key];
      if (typeof value !== 'number') continue;
      shown[key] = format.format(value);
    }
    target.takes.take(shown);
  }
  if (moved || keys.length) target.takes.changed();
}
