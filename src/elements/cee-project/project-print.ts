/**
 * "Imprimer l'estimation": the estimate alone goes to paper (or to "Enregistrer en PDF", which every browser's print
 * dialog offers), never the host page around it, wherever the element sits: in the page, or inside another
 * component's shadow root (a design system's card, a CMS block). While it prints, the element carries
 * `data-cee-printing` and each of its ancestors, across shadow roots and slots, `data-cee-printing-path`; a print
 * rule adopted by the document and by each shadow root on the way (a constructed stylesheet, which a strict CSP
 * allows and which needs no Trusted Types) hides everything off that path, and the element's own print rules show
 * its printed estimate alone. Nothing is written into the page's HTML.
 */
const PAGE_RULE = `@media print {
  [data-cee-printing-page] body *:not([data-cee-printing-path], [data-cee-printing]) { display: none !important; }
  [data-cee-printing-page], [data-cee-printing-page] body { background: #fff !important; }
}`;
const SHADOW_RULE = `@media print {
  :host([data-cee-printing-path]) *:not([data-cee-printing-path], [data-cee-printing]) { display: none !important; }
}`;

const sheets = new WeakMap<Document, { page: CSSStyleSheet; shadow: CSSStyleSheet }>();

/** The two print rules of a document, made once. */
function rulesOf(doc: Document): { page: CSSStyleSheet; shadow: CSSStyleSheet } | undefined {
  const view = doc.defaultView;
  if (!view) return undefined;
  let rules = sheets.get(doc);
  if (!rules) {
    rules = { page: new view.CSSStyleSheet(), shadow: new view.CSSStyleSheet() };
    rules.page.replaceSync(PAGE_RULE);
    rules.shadow.replaceSync(SHADOW_RULE);
    sheets.set(doc, rules);
  }
  return rules;
}

/** Adopts `sheet` in `root` unless it already has it. */
function adopt(root: Document | ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The elements a rendered `host` sits in, up to the document: slots and shadow hosts included; and the shadow roots crossed. */
function pathOf(host: Element): { elements: Element[]; roots: ShadowRoot[] } {
  const elements: Element[] = [];
  const roots: ShadowRoot[] = [];
  let node: Node | null = host.assignedSlot ?? host.parentNode;
  while (node) {
    if (node instanceof ShadowRoot) {
      roots.push(node);
      node = node.host;
      continue;
    }
    if (!(node instanceof Element)) break;
    elements.push(node);
    node = node.assignedSlot ?? node.parentNode;
  }
  return { elements, roots };
}

export function printEstimate(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  const rules = rulesOf(doc);
  if (!view || !rules) return;
  adopt(doc, rules.page);
  const { elements, roots } = pathOf(host);
  for (const root of roots) adopt(root, rules.shadow);
  const root = doc.documentElement;
  host.setAttribute('data-cee-printing', '');
  for (const element of elements) element.setAttribute('data-cee-printing-path', '');
  root.setAttribute('data-cee-printing-page', '');
  const done = (): void => {
    host.removeAttribute('data-cee-printing');
    for (const element of elements) element.removeAttribute('data-cee-printing-path');
    root.removeAttribute('data-cee-printing-page');
    view.removeEventListener('afterprint', done);
  };
  view.addEventListener('afterprint', done);
  view.print();
}
