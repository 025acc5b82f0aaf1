/** `<cee-project>`'s attributes and properties, as the host sets them (docs/contract.md; the README's attribute table). */
import type { PropertyDeclarations } from 'lit';
import type { RawValues } from '../../inputs/form-schema.js';
import { changedInContent } from '../../ui/host-values.js';
import { CalculatingElement } from '../../ui/simulation/calculating-element.js';

export abstract class ProjectAttributes extends CalculatingElement {
  static override properties: PropertyDeclarations = {
    context: {},
    aid: {},
    works: {},
    localAids: { attribute: 'local-aids' },
    shareUrl: { attribute: 'share-url' },
    persist: {},
    // By content: a framework's new object with the same entries (each render of a React parent) changes nothing.
    values: { attribute: false, hasChanged: changedInContent },
  };

  /** `b2c` (default: a household's project) or `b2b`. */
  context: 'b2c' | 'b2b' = 'b2c';

  /** The aids to calculate for each work: `both` (default), `cee` or `mpr`. */
  aid: 'cee' | 'mpr' | 'both' = 'both';

  /** The works to start with: operation codes, comma separated (`BAR-TH-171,BAR-EN-101`) or a list. */
  works?: string | string[];

  /**
   * The partner's local aids (docs/contract.md §6): a list, or its JSON in the `local-aids` attribute. Each entry is
   * checked; a malformed one is dropped with one console warning, the others are counted.
   */
  localAids?: string | readonly unknown[];

  /** The base of the link "Copier le lien de mon projet" (`#cee=…` is added); this page when absent. */
  shareUrl?: string;

  /** `session` or `local`: the project is kept on this device (never contact data); nothing is written without it. */
  persist?: 'session' | 'local';

  /**
   * Prefill by dotted key, applied to every work that asks the key, e.g. `{'housing.department': '69'}`. Compared by
   * content: an entry whose value changed fills its field again, over what the visitor typed there; the same entries
   * again change nothing.
   */
  values: RawValues = {};

}
