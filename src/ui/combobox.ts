/**
 * The one combobox of the library (the ARIA 1.2 pattern: an input with list autocomplete and a listbox popup),
 * used by `<cee-simulator>`'s operation picker and `<worksite-form>`'s beneficiary picker: what is typed, whether
 * the list is open, its active option, and every key. Each picker keeps its own options (`ComboboxModel`) and
 * draws them into `renderCombobox` (`listbox.ts`). Focus stays in the input; the active option is
 * `aria-activedescendant`, scrolled into the popup's view once drawn.
 *
 * Keys: ArrowDown opens the list on the chosen option (or the first), then moves down (past the last option: the
 * picker's `pastEnd`, e.g. the next page, or back to the first when nothing more comes); Alt+ArrowDown opens it
 * without moving; ArrowUp opens it on the chosen option (or the last), then moves up (from the first option, to the
 * last); Home and End go to the first
 * and last option of an open list; Enter chooses the active option (or closes the list); Escape closes an open
 * list and shows the chosen option again, and on a closed list takes back what was typed (the chosen option
 * stays: a stray Escape never drops a choice, and goes on to the page, to close a dialog, when there is nothing
 * to take back).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What a picker tells its combobox: its options now, its choice, and what to do when one is chosen. */
export interface ComboboxModel<K> {
  /** The keys of the options to choose from now, in order (not an action such as "show more"). */
  keys(): readonly K[];
  /** The option chosen now, if any. */
  chosen(): K | undefined;
  /** What the input shows for the chosen option; undefined when none is chosen. */
  chosenText(): string | undefined;
  /** The option `key` was clicked or entered: the picker makes it its choice (or runs its action). */
  choose(key: K): void;
  /**
   * ArrowDown past the last option, or ArrowDown and Enter on an action the picker made active: the beneficiary
   * picker loads the next page, making "show more" active until it comes. True when more options are coming; else
   * ArrowDown past the last option goes back to the first.
   */
  pastEnd?(): boolean;
  /** The visitor typed `text` (the list opened, filtered by it). */
  typed?(text: string): void;
  /** The id of the option of `key` in the shadow root. */
  optionId(key: K): string;
}

export interface ComboboxHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class Combobox<K> implements ReactiveController {
  /** What the input shows. */
  text = '';
  /** The typed words that filter the list; empty once an option is chosen. */
  filter = '';
  open = false;
  active?: K;

  constructor(
    private readonly host: ComboboxHost,
    private readonly model: ComboboxModel<K>,
  ) {
    host.addController(this);
  }

  /** The input shows `text` (a choice made, or restored), unfiltered. */
  show(text: string): void {
    this.text = text;
    this.filter = '';
  }

  /** Closes the list; the input keeps what it shows. */
  close(): void {
    if (!this.open && this.active === undefined) return;
    this.open = false;
    this.active = undefined;
    this.host.requestUpdate();
  }

  /** Closes the list and shows the chosen option again, when there is one. */
  settle(): void {
    const chosen = this.model.chosenText();
    if (chosen !== undefined) this.show(chosen);
    this.open = false;
    this.active = undefined;
    this.host.requestUpdate();
  }

  /** An option was chosen (click or Enter): the list closes, then the picker takes it. */
  pick(key: K): void {
    this.open = false;
    this.active = undefined;
    this.filter = '';
    this.model.choose(key);
    this.host.requestUpdate();
  }

  /** Makes `key` the active option (the picker moves it, e.g. to the first row of a page that came). */
  activate(key: K | undefined): void {
    this.active = key;
    this.host.requestUpdate();
  }

  /** Text typed in the input: it filters the list, which opens (`open` false for text typed before the picker was here). */
  input(text: string, open = true): void {
    this.text = text;
    this.filter = text;
    this.open = open;
    this.active = undefined;
    this.model.typed?.(text);
    this.host.requestUpdate();
  }

  readonly onInput = (event: Event): void => this.input((event.target as HTMLInputElement).value);

  readonly onClick = (): void => {
    this.open = !this.open;
    this.host.requestUpdate();
  };

  /** Focus left the combobox (not for its own popup): the list closes and the chosen option shows again. */
  readonly onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && (event.currentTarget as HTMLElement).contains(next)) return;
    if (this.open) this.settle();
  };

  readonly onKeydown = (event: KeyboardEvent): void => {
    const keys = this.model.keys();
    const index = this.active === undefined ? -1 : keys.indexOf(this.active);
    const last = keys.length - 1;
    const chosen = this.model.chosen();
    const chosenIndex = chosen === undefined ? -1 : keys.indexOf(chosen);
    const go = (to: number) => (this.active = keys[Math.max(0, Math.min(last, to))]);
    /** The active key is not an option to choose (an action of the picker's, such as "show more"). */
    const onAction = index < 0 && this.active !== undefined;
    switch (event.key) {
      case 'ArrowDown':
        if (!this.open || event.altKey) {
          this.open = true;
          if (event.altKey || onAction) break;
          if (keys.length) go(index >= 0 ? index : Math.max(chosenIndex, 0));
          else this.model.pastEnd?.();
        } else if (onAction) this.model.pastEnd?.();
        else if (index === last) {
          if (!this.model.pastEnd?.()) go(0);
        } else go(index + 1);
        break;
      case 'ArrowUp':
        if (!this.open) {
          this.open = true;
          go(index >= 0 ? index : chosenIndex >= 0 ? chosenIndex : last);
        } else go(index <= 0 ? last : index - 1);
        break;
      case 'Home':
      case 'End':
        if (!this.open || !keys.length) return;
        go(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        if (!this.open) return;
        event.preventDefault();
        if (index >= 0) return this.pick(keys[index]!);
        if (onAction) this.model.pastEnd?.();
        else this.open = false;
        break;
      case 'Escape': {
        if (this.open) this.settle();
        else {
          const shown = this.model.chosenText() ?? '';
          if (this.text === shown) return;
          this.show(shown);
          this.model.typed?.(shown);
        }
        event.stopPropagation();
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    this.host.requestUpdate();
  };

  hostUpdated(): void {
    if (!this.open || this.active === undefined) return;
    const option = this.host.renderRoot.querySelector(`[id="${CSS.escape(this.model.optionId(this.active))}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }
}
