// The members the package's declaration files keep (`npm run build:npm`, from slim-npm.js, before the unreached
// files are removed): a class member tagged `@internal` (the plumbing an element shares with its own modules: its
// `client`, `config`, `funnel`) or protected (its words, its gesture code's loaders) is left out, as
// custom-elements.json leaves it out, and so are the imports and local types only such members named. Their types
// named the elements' controllers and views, whose declaration files then shipped for no partner's code to read.
// An import of a module that augments another stays, for its effect (see withoutInternals()).
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/**
 * A member only our own code reads, whose type names our modules: tagged `@internal`, or a protected property (the
 * words, the loaders of an element's gesture code, which tests replace). Protected methods stay: they are Lit's
 * lifecycle, which a subclass overrides. A member whose declaration names no type stays too (`static readonly tag =
 * "cee-project"`, which the package's `Tag` reads): it brings no file with it.
 */
const hidden = (node) =>
  !(ts.isPropertyDeclaration(node) && !node.type) &&
  (ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal') ||
    (ts.isPropertyDeclaration(node) && Boolean(ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Protected)));

/** The names a statement declares at the top of its file (an import's bindings, a type's or a variable's name). */
function declaredNames(statement) {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return [];
    const bindings = clause.namedBindings;
    return [
      ...(clause.name ? [clause.name.text] : []),
      ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : []),
    ];
  }
  const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  if (exported) return [];
  if ((ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) && statement.name) return [statement.name.text];
  return [];
}

/**
 * `text` without the ranges `cuts` ([from, to] pairs, in any order), each taken with its line when alone on it; a
 * range given a third item, a text, is replaced by it.
 */
export function cut(text, cuts) {
  let out = '';
  let at = 0;
  for (const [pos, end, replacement] of [...cuts].sort(([a], [b]) => a - b)) {
    if (replacement !== undefined) {
      out += text.slice(at, pos) + replacement;
      at = end;
      continue;
    }
    const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
    const lineEnd = text.indexOf('\n', end);
    const alone = /^[ \t]*$/.test(text.slice(lineStart, pos)) && /^[ \t]*$/.test(text.slice(end, lineEnd < 0 ? text.length : lineEnd));
    const [from, to] = alone ? [lineStart, lineEnd < 0 ? text.length : lineEnd + 1] : [pos, end];
    if (from < at) continue;
    out += text.slice(at, from);
    at = to;
  }
  return out + text.slice(at);
}

/**
 * One declaration file without its classes' hidden members, then without the imports and local types only they
 * named. Returns the text and how many members went.
 */
export function withoutInternals(text, fileName = 'file.d.ts', augments = () => false) {
  let source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const members = [];
  const visit = (node) => {
    if (ts.isClassDeclaration(node)) for (const member of node.members) if (hidden(member)) members.push([member.getFullStart(), member.end]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!members.length) return { text, members: 0 };
  text = cut(text, members.map(([from, to]) => [from + (text.slice(from, to).length - text.slice(from, to).trimStart().length), to]));
  // Imports and local types left unnamed go, until none is (a local type may name another).
  for (;;) {
    source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
    const unused = [];
    for (const statement of source.statements) {
      const names = declaredNames(statement);
      if (!names.length) continue;
      const rest = text.slice(0, statement.getStart()) + text.slice(statement.end);
      const named = names.filter((name) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest));
      if (named.length === names.length) continue;
      // A module that augments another (`<tag>.messages.ts` adds its keys to `MessageKey`) counts only when the
      // compiler reads it: its import stays, for its effect alone.
      const from = ts.isImportDeclaration(statement) ? statement.moduleSpecifier.text : undefined;
      if (!named.length && from && augments(from)) unused.push([statement.getStart(), statement.end, `import '${from}';`]);
      else if (!named.length) unused.push([statement.getStart(), statement.end]);
      else if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
        for (const element of statement.importClause.namedBindings.elements) {
          if (named.includes(element.name.text)) continue;
          // The specifier and the comma after it (or before it, for the last).
          const after = text.slice(element.end).match(/^\s*,\s*/);
          unused.push(after ? [element.getStart(), element.end + after[0].length] : [text.lastIndexOf(',', element.getStart()), element.end]);
        }
      }
    }
    if (!unused.length) return { text, members: members.length };
    text = cut(text, unused);
  }
}

/** Applies withoutInternals() to the declaration files `files` (absolute paths) in place; returns the members removed. */
export function hideInternals(files, read) {
  let removed = 0;
  for (const file of files) {
    const augments = (specifier) => {
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts'));
      return specifier.startsWith('.') && existsSync(target) && /^declare (module|global)\b/m.test(read(target));
    };
    const { text, members } = withoutInternals(read(file), file, augments);
    if (!members) continue;
    removed += members;
    writeFileSync(file, text);
  }
  return removed;
}
