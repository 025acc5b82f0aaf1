/**
 * "Imprimer l'estimation": the estimate alone goes to paper (or to "Enregistrer en PDF", which every browser's
 * print dialog offers), never the host page around it. While it prints, the element carries `data-cee-printing`:
 * a print rule of the page's, adopted by the document (a constructed stylesheet, which a strict CSP allows and
 * which needs no Trusted Types), hides everything but the element and its ancestors, and the element's own print
 * rules show its printed estimate alone. Nothing is written into the page's HTML.
 */
const PAGE_RULE = `@media print {
  [data-cee-printing-page] *:not(:has([data-cee-printing])):not([data-cee-printing]) { display: none !important; }
  [data-cee-printing-page], [data-cee-printing-page] body { background: #fff !important; }
}`;

const sheets = new WeakMap<Document, CSSStyleSheet>();

/** The page's print rule, adopted once per document. */
function adoptPageRule(doc: Document): void {
  const view = doc.defaultView;
  if (!view || sheets.has(doc)) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(PAGE_RULE);
  sheets.set(doc, sheet);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

export function printEstimate(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  if (!view) return;
  adoptPageRule(doc);
  const root = doc.documentElement;
  host.setAttribute('data-cee-printing', '');
  root.setAttribute('data-cee-printing-page', '');
  const done = (): void => {
    host.removeAttribute('data-cee-printing');
    root.removeAttribute('data-cee-printing-page');
    view.removeEventListener('afterprint', done);
  };
  view.addEventListener('afterprint', done);
  view.print();
}
