// What the build plugins (minify-literals.js, static-imports.js) share: a module's source, parsed by TypeScript.
import ts from 'typescript';

/** The parsed TypeScript source of a module, for the build plugins. */
export const parse = (code, id) => ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Calls `visit` on every node of `source`. */
export function walk(source, visit) {
  const step = (node) => {
    visit(node);
    ts.forEachChild(node, step);
  };
  step(source);
}
