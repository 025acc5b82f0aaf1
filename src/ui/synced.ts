/**
 * `.value=${synced(v)}` / `.checked=${synced(v)}`: sets the control's property whenever it differs from `v` in the
 * DOM, not only when `v` differs from the last render, so what a control shows follows the form's state (a value
 * the host sets is shown even where the last render already had it), and is left alone while they agree (a number
 * being typed, whose value is '' until it is one, is not wiped). What Lit's `live` does for property bindings,
 * without the helpers it carries for attribute bindings. For a binding that is one expression, as live.
 */
import { noChange, nothing, type PropertyPart } from 'lit';
import { directive, Directive, PartType, type PartInfo } from 'lit/directive.js';

class Synced extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.PROPERTY || part.strings !== undefined) {
      throw new Error('synced() is for a property binding that is one expression (.value=${…}, .checked=${…})');
    }
  }

  render(value: unknown): unknown {
    return value;
  }

  override update(part: PropertyPart, [value]: [unknown]): unknown {
    if (value === noChange || value === nothing) return value;
    const element = part.element as unknown as Record<string, unknown>;
    if (element[part.name] !== value) element[part.name] = value;
    return noChange;
  }
}

export const synced = directive(Synced);
