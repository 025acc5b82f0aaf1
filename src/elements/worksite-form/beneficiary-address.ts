/**
 * The worksite's address taken from the chosen beneficiary's record (its `address`, `zipcode` and `city`), as one
 * address: the fields left empty, or still holding what an earlier record put there, are filled and stay editable.
 * What the visitor typed, or the page gave through `values`, is never replaced: when it disagrees with the record,
 * nothing of the record is taken (a street of one address beside the city of another would be worse than none),
 * and the note says so with the record's address.
 */
import { fold } from '../../ui/listbox.js';
import type { DraftState } from './draft-state.js';
import { PLACE_KEYS, type PlaceKey } from './worksite-draft.js';

/** A beneficiary's address as the service answers it (any part may be missing). */
export type RecordPlace = Partial<Record<PlaceKey, string | undefined>>;

/** What the form tells of the record's address: taken (editable), or left aside with the record's own. */
export type AddressNote = { taken: true } | { taken: false; place: string };

/** Two spellings of one value: case, accents, spaces and punctuation aside ("69 003", "Saint-Étienne"). */
const same = (a: string, b: string): boolean => fold(a).replace(/[^\p{L}\p{N}]/gu, '') === fold(b).replace(/[^\p{L}\p{N}]/gu, '');

export class BeneficiaryAddress {
  /** What the last record put in each field: a field still holding it is the record's, not the visitor's. */
  private filled: Partial<Record<PlaceKey, string>> = {};
  /** The record's address, not taken because it disagrees with what the fields hold. */
  private kept?: string;

  constructor(private readonly drafts: DraftState) {}

  /** A field holds the visitor's own value: typed, or given by the page, and not the last record's. */
  private own(key: PlaceKey): boolean {
    const value = this.drafts.draft[key];
    return value.trim() !== '' && value !== this.filled[key];
  }

  /**
   * A beneficiary was chosen: its record's address goes into the fields that are free. Answers what happened:
   * `taken`, `kept` (it disagrees with what the visitor's fields hold), or undefined (nothing to take).
   */
  take(record: RecordPlace): 'taken' | 'kept' | undefined {
    const place = Object.fromEntries(PLACE_KEYS.map((key) => [key, (record[key] ?? '').trim()])) as Record<PlaceKey, string>;
    this.kept = undefined;
    if (PLACE_KEYS.some((key) => this.own(key) && place[key] !== '' && !same(this.drafts.draft[key], place[key]))) {
      // Read as one address: a street number and its street, a postcode and its city never split across lines.
      const street = place.address.replace(/^(\d+\S*) /, '$1\u00a0');
      this.kept = [street, [place.zipcode, place.city].filter(Boolean).join('\u00a0')].filter(Boolean).join(', ');
      return 'kept';
    }
    let taken = false;
    for (const key of PLACE_KEYS) {
      if (this.own(key)) continue;
      // An earlier record's value goes too when this record has none: it was not this beneficiary's.
      if (this.drafts.draft[key] !== place[key]) this.drafts.fill(key, place[key]);
      this.filled[key] = place[key];
      taken ||= place[key] !== '';
    }
    return taken ? 'taken' : undefined;
  }

  /** The visitor changed an address field: a note about a record left aside no longer applies. */
  edited(key: string): void {
    if ((PLACE_KEYS as readonly string[]).includes(key)) this.kept = undefined;
  }

  /** A new form: nothing taken from any record. */
  reset(): void {
    this.filled = {};
    this.kept = undefined;
  }

  /** What the note by the address says now; undefined when no field holds the record's value any more. */
  get note(): AddressNote | undefined {
    if (this.kept !== undefined) return { taken: false, place: this.kept };
    const holds = PLACE_KEYS.some((key) => this.filled[key] && this.drafts.draft[key] === this.filled[key]);
    return holds ? { taken: true } : undefined;
  }
}
