/** Registration skips a tag already defined: two copies of the script on one CMS page must not throw. */
import { VERSION } from '../version.js';

const versionOf = (constructor: CustomElementConstructor): string | undefined =>
  (constructor as CustomElementConstructor & { version?: string }).version;

/**
 * Defines `tag` unless it already is. A copy of another version already holding the tag is named in a console
 * warning, since the page then runs that copy's behaviour.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  // On a server (plain Node, an SSR build, where Lit may put a stand-in registry of its own) nothing registers.
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (!existing) {
    // A host may have registered this very class under a tag of its own: a second define would throw.
    const ownTag = (customElements as CustomElementRegistry & { getName?(c: CustomElementConstructor): string | null }).getName?.(constructor);
    if (ownTag) return;
    try {
      customElements.define(tag, constructor);
    } catch (error) {
      console.warn(`cee-widgets: <${tag}> could not be registered.`, error);
    }
    return;
  }
  const theirs = versionOf(existing);
  const ours = versionOf(constructor) ?? VERSION;
  if (theirs !== ours) {
    console.warn(
      `cee-widgets ${ours}: <${tag}> is already defined by cee-widgets ${theirs ?? '(unknown version)'}; that copy is kept.`,
    );
  }
}
