/**
 * Styles of a part that comes in a chunk of its own (the operation picker, the result view), added to the
 * element's shadow root when the part first draws: adopted stylesheets, which a strict `style-src` allows, next
 * to whatever the root adopted already. Once per root and sheet.
 */
import { adoptStyles as litAdoptStyles, supportsAdoptingStyleSheets, type CSSResult } from 'lit';

export function adoptStyles(root: Node, styles: CSSResult): void {
  const shadow = root as ShadowRoot;
  if (!supportsAdoptingStyleSheets) {
    // An old browser: Lit appends a <style> (with the page's nonce when it has one), once per root and sheet.
    const marker = `data-adopted-${styles.cssText.length}`;
    if (!shadow.querySelector?.(`style[${marker}]`)) {
      litAdoptStyles(shadow, [styles]);
      shadow.lastElementChild?.setAttribute(marker, '');
    }
    return;
  }
  const sheet = styles.styleSheet;
  if (!sheet || shadow.adoptedStyleSheets.includes(sheet)) return;
  shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
}
