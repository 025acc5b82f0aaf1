// The documentation the package's declaration files keep (`npm run build:npm`, from slim-npm.js): what an editor
// shows a partner, and nothing else. A doc comment stays on what a partner's code can name or hover: every
// declaration an entry exports, the public members of its classes and interfaces, and, one step further each time,
// the declarations their types name (a public property typed `RawValues` keeps `RawValues`'s documentation). The
// rest goes: the comments of private, protected and `@internal` members, of the declarations only our own modules
// use, the modules' headers and line comments. TypeScript's own checker resolves the names, so a type reached
// through an import, a re-export or `import('…')` counts as the same declaration.
import { writeFileSync } from 'node:fs';
import { cut } from './declaration-surface.js';
import ts from 'typescript';

/** A class member a partner's code never reads: private, protected, `#private`, or tagged `@internal`. */
function hidden(member) {
  if (member.name && ts.isPrivateIdentifier(member.name)) return true;
  const flags = ts.getCombinedModifierFlags(member);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return true;
  return ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'internal');
}

/** The node whose leading comments document `declaration` (a variable's statement, else itself). */
const documented = (declaration) => (ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration);

/**
 * Prunes the comments of the declaration files `files` (absolute paths) in place, keeping those of the public
 * surface reached from the exports of `entries` (a subset of `files`). Returns the bytes before and after.
 */
export function pruneDeclarationDocs(files, entries) {
  const program = ts.createProgram({
    rootNames: files,
    options: { noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
  });
  const checker = program.getTypeChecker();
  const ours = new Set(files);
  /** The declaration nodes (as documented()) whose comments stay, and their subtrees but for hidden members. */
  const kept = new Set();
  const queue = [];

  const keep = (declaration) => {
    if (!ours.has(declaration.getSourceFile().fileName)) return;
    const node = documented(declaration);
    if (kept.has(node)) return;
    kept.add(node);
    queue.push(declaration);
  };
  const keepSymbol = (symbol) => {
    if (!symbol) return;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol.declarations ?? []) keep(declaration);
  };
  /** Every name a type written under `node` refers to, followed; hidden members are not read. */
  const follow = (node) => {
    if (ts.isClassElement(node) && hidden(node)) return;
    if (ts.isTypeReferenceNode(node)) keepSymbol(checker.getSymbolAtLocation(node.typeName));
    else if (ts.isExpressionWithTypeArguments(node)) keepSymbol(checker.getSymbolAtLocation(node.expression));
    else if (ts.isTypeQueryNode(node)) keepSymbol(checker.getSymbolAtLocation(node.exprName));
    else if (ts.isImportTypeNode(node)) {
      const type = checker.getTypeFromTypeNode(node);
      keepSymbol(node.qualifier ? (type.aliasSymbol ?? type.symbol) : checker.getSymbolAtLocation(node.argument.literal));
    }
    ts.forEachChild(node, follow);
  };

  for (const entry of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry));
    for (const symbol of module ? checker.getExportsOfModule(module) : []) keepSymbol(symbol);
  }
  // `declare global { … }` (the tag and event maps) is read by every file that imports the element.
  for (const file of files) {
    for (const statement of program.getSourceFile(file).statements) {
      if (ts.isModuleDeclaration(statement) && statement.flags & ts.NodeFlags.GlobalAugmentation) keep(statement);
    }
  }
  while (queue.length) {
    const declaration = queue.pop();
    if (ts.isModuleDeclaration(declaration) || ts.isSourceFile(declaration)) ts.forEachChild(declaration, (child) => (ts.isModuleBlock(child) ? child.statements.forEach(follow) : follow(child)));
    else follow(declaration);
  }

  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = program.getSourceFile(file);
    const text = source.text;
    /** The starts of the doc comments that stay. */
    const stays = new Set();
    const collect = (node, keeping) => {
      if (ts.isClassElement(node) && hidden(node)) return;
      const now = keeping || kept.has(node);
      // The last doc comment before a declaration is its own (a file's header before its first one is not).
      const docs = now ? (ts.getLeadingCommentRanges(text, node.pos) ?? []).filter((range) => text.startsWith('/**', range.pos)) : [];
      if (docs.length) stays.add(docs.at(-1).pos);
      ts.forEachChild(node, (child) => collect(child, now));
    };
    collect(source, false);
    /** Every comment of the file, once: the leading trivia of each token. */
    const comments = new Map();
    const scan = (node) => {
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) comments.set(range.pos, range.end);
      for (const child of node.getChildren(source)) scan(child);
    };
    scan(source);
    // Triple-slash directives and `@ts-` pragmas are instructions to the compiler, not documentation.
    const out = cut(text, [...comments].filter(([pos]) => !stays.has(pos) && !/^\/\/\/|^\/\/\s*@ts-|^\/\*!/.test(text.slice(pos, pos + 8))));
    before += text.length;
    after += out.length;
    if (out !== text) writeFileSync(file, out);
  }
  return { before, after };
}
