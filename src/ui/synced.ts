/**
 * `.value=${synced(v)}` / `.checked=${synced(v)}`: sets the control's property whenever it differs from `v` in the
 * DOM, not only when `v` differs from the last render, so what a control shows always follows the form's state
 * (a value put back after the person typed is shown again). What Lit's `live` does for property bindings, without
 * the helpers it carries for attribute bindings.
 */
import { noChange, type PropertyPart } from 'lit';
import { directive, Directive, PartType, type PartInfo } from 'lit/directive.js';

class Synced extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.PROPERTY) throw new Error('synced() is for property bindings (.value, .checked)');
  }

  render(value: unknown): unknown {
    return value;
  }

  override update(part: PropertyPart, [value]: [unknown]): unknown {
    const element = part.element as unknown as Record<string, unknown>;
    if (element[part.name] !== value) element[part.name] = value;
    return noChange;
  }
}

export const synced = directive(Synced);
