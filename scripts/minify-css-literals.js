// Build-time only: minifies the CSS of Lit's css`…` literals in our own sources with lightningcss (the CSS
// minifier vite itself uses), so comments and indentation written for readers are not shipped to partners.
// Our styles have no `${}` interpolation; a literal that has one, or that lightningcss cannot parse, fails the
// build rather than shipping something different from what the tests ran.
import { transform } from 'lightningcss';

const LITERAL = /\bcss`([^`]*)`/g;

/** @returns {import('vite').Plugin} */
export function minifyCssLiterals() {
  return {
    name: 'cee-minify-css-literals',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      const out = code.replace(LITERAL, (literal, text) => {
        if (text.includes('${') || text.includes('\\')) throw new Error(`${id}: css\`\` with an interpolation or escape cannot be minified`);
        const { code: minified } = transform({ filename: id, code: Buffer.from(text), minify: true, targets: { chrome: 100 << 16 } });
        return `css\`${minified.toString()}\``;
      });
      return { code: out, map: null };
    },
  };
}
