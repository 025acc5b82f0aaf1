// Build-time only: minifies the text of Lit's tagged templates in our own sources, so the comments and
// indentation written for readers are not shipped to partners.
// - css`…`: through lightningcss. Our styles have no `${}` nor escapes; a literal that has one, or that lightningcss
//   cannot parse, fails the build rather than ship something the tests did not run.
// - html`…`: the indentation around each line break goes. HTML renders both the same (no template of ours puts
//   text in <pre>, or in a <textarea>, whose value is a property).
// Templates are found with TypeScript's parser, so a backtick inside a `${}` expression cannot mislead it, and the
// edits go through MagicString, so the source maps point into the files as written.
import MagicString from 'magic-string';
import ts from 'typescript';
import { transform } from 'lightningcss';
import { parse, walk } from './ts-source.js';

function minifyCss(text, id) {
  if (text.includes('\\')) throw new Error(`${id}: css\`\` with an escape cannot be minified`);
  return transform({ filename: id, code: Buffer.from(text), minify: true, targets: { chrome: 100 << 16 } }).code.toString();
}

const collapseHtml = (text) => text.replace(/[ \t]*\n[ \t]*/g, '\n');

/** @returns {import('vite').Plugin} */
export function minifyLiterals() {
  return {
    name: 'cee-minify-literals',
    enforce: 'pre',
    transform(code, id) {
      return /\/src\/.*\.ts$/.test(id) ? minifyTemplates(code, id) : null;
    },
  };
}

/**
 * The module `code` (TypeScript or the JavaScript tsc wrote from it) with its css`…` and html`…` minified, and
 * the map of the edits; null when it has none. `id` names the module in errors.
 */
export function minifyTemplates(code, id) {
  if (!/\b(css|html)`/.test(code)) return null;
  const source = parse(code, id);
  const out = new MagicString(code);
  walk(source, (node) => {
    if (!ts.isTaggedTemplateExpression(node) || !ts.isIdentifier(node.tag) || !['css', 'html'].includes(node.tag.text)) return;
    const template = node.template;
    if (node.tag.text === 'css') {
      if (!ts.isNoSubstitutionTemplateLiteral(template)) throw new Error(`${id}: css\`\` with an interpolation cannot be minified`);
      const start = template.getStart(source) + 1;
      if (template.end - 1 > start) out.overwrite(start, template.end - 1, minifyCss(code.slice(start, template.end - 1), id));
      return;
    }
    // The text parts: between the backtick or `}` that opens each part and the `${` or backtick that ends it.
    const parts = ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((span) => span.literal)];
    for (const part of parts) {
      const start = part.getStart(source) + 1;
      const end = part.end - (ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1);
      const text = code.slice(start, end);
      const collapsed = collapseHtml(text);
      if (collapsed !== text) out.overwrite(start, end, collapsed);
    }
  });
  return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id, includeContent: true }) } : null;
}
