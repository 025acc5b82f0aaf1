/** Our events bubble and are composed, so a host listens on any ancestor, even across shadow roots. */
export function dispatch<T>(target: EventTarget, type: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}
