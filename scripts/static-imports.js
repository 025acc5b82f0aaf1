// Build-time only, for the single-file bundle (dist/cee-widgets.js): our own `import('./x.js')` calls (the English
// chunks, the French words of the calculation keys) become static imports. The file inlines them anyway; as dynamic
// imports the bundler would wrap each module, and what it imports, in lazy initialisers, which costs about 2 KB gzip
// for nothing. Those modules have no top-level effect (what they add is added by their loader), so loading them
// eagerly changes nothing. Calls are found with TypeScript's parser (a string or a comment is never rewritten), and
// the imports go at the end of the module (imports are hoisted), so no line moves in the source maps.
import MagicString from 'magic-string';
import ts from 'typescript';
import { parse, walk } from './ts-source.js';

/** @returns {import('vite').Plugin} */
export function staticImports() {
  return {
    name: 'cee-static-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('import(')) return null;
      const source = parse(code, id);
      const out = new MagicString(code);
      const hoisted = [];
      walk(source, (node) => {
        if (!ts.isCallExpression(node) || node.expression.kind !== ts.SyntaxKind.ImportKeyword) return;
        const [specifier] = node.arguments;
        if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
        const name = `__static${hoisted.length}`;
        hoisted.push(`import * as ${name} from ${JSON.stringify(specifier.text)};`);
        out.overwrite(node.getStart(source), node.end, `Promise.resolve(${name})`);
      });
      if (!hoisted.length) return null;
      out.append(`\n${hoisted.join(' ')}`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id, includeContent: true }) };
    },
  };
}
