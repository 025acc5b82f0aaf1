/** Registration skips a tag already defined: two copies of the script on one CMS page must not throw. */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) customElements.define(tag, constructor);
  else if (existing !== constructor) console.warn(`cee-widgets: <${tag}> is already defined by another copy of the library; keeping the first.`);
}
