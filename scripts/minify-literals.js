// Build-time only: minifies the text of Lit's tagged templates in our own sources, so the comments and
// indentation written for readers are not shipped to partners.
// - css`…`: through lightningcss (the CSS minifier vite itself uses). Our styles have no `${}`; a literal that
//   has one, or that lightningcss cannot parse, fails the build rather than ship something the tests did not run.
// - html`…`: the indentation around each line break goes. HTML renders both the same (no template of ours puts
//   text in <pre>, or in a <textarea>, whose value is a property).
// Both keep every line break (the CSS gets them back at its end), so the source maps stay right line by line.
// Templates are found with TypeScript's parser, so a backtick inside a `${}` expression cannot mislead it.
import ts from 'typescript';
import { transform } from 'lightningcss';

function minifyCss(text, id) {
  if (text.includes('\\')) throw new Error(`${id}: css\`\` with an escape cannot be minified`);
  return transform({ filename: id, code: Buffer.from(text), minify: true, targets: { chrome: 100 << 16 } }).code.toString();
}

const collapseHtml = (text) => text.replace(/[ \t]*\n[ \t]*/g, '\n');
const lineBreaks = (text) => '\n'.repeat(text.split('\n').length - 1);

/** [start, end, replacement] for the text parts of every css`` and html`` template in `code`. */
function edits(code, id) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && (node.tag.text === 'css' || node.tag.text === 'html')) {
      const template = node.template;
      if (node.tag.text === 'css') {
        if (!ts.isNoSubstitutionTemplateLiteral(template)) throw new Error(`${id}: css\`\` with an interpolation cannot be minified`);
        const start = template.getStart(source) + 1;
        const text = code.slice(start, template.end - 1);
        found.push([start, template.end - 1, minifyCss(text, id) + lineBreaks(text)]);
      } else {
        // The text parts: between the backtick or `}` that opens each part and the `${` or backtick that ends it.
        const parts = ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((span) => span.literal)];
        for (const part of parts) {
          const start = part.getStart(source) + 1;
          const end = part.end - (ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1);
          found.push([start, end, collapseHtml(code.slice(start, end))]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** @returns {import('vite').Plugin} */
export function minifyLiterals() {
  return {
    name: 'cee-minify-literals',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(css|html)`/.test(code)) return null;
      let out = code;
      for (const [start, end, text] of edits(code, id).sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
