// custom-elements.json is generated from the classes' JSDoc (@summary, @fires, @csspart, @cssprop) and their
// Lit properties; it is never written by hand. What a partner cannot use is left out: private and protected
// members, members marked `@internal` (the plumbing the elements share with their own modules), and the modules
// that declare neither an element nor a class an element extends (the elements' own controllers and views, which
// no partner imports). Modules are listed in path order, so the file is the same on every machine.
//
// What the analyzer cannot see is added here, from the sources, never restated by hand:
// - enum attributes typed as the union of their values (read with TypeScript from the type each one is checked
//   against: `Context`, `Aid`, `Lang`, `ClientConfig['partnerAuth']`), where the class declares a plain `string`;
// - each CSS custom property's default, read from the `var(--cee-…, default)` fallbacks of the styles;
// - the modules' paths into `dist/npm/` (what a partner's tools load), and the element definitions
//   (`custom-element-definition` exports of `dist/npm/define.js`, the module that registers the tags).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = import.meta.dirname;

/** The attributes whose value is one of a few words, and the TypeScript type that lists those words. */
export const ENUM_SOURCES = {
  context: "import('./src/api/schemas.js').Context",
  aid: "import('./src/api/schemas.js').Aid",
  lang: "import('./src/i18n/translate.js').ShippedLang",
  'partner-auth': "NonNullable<import('./src/api/connection.js').ClientConfig['partnerAuth']>",
};

/**
 * The enum attributes whose values are suggestions: `lang` takes any BCP 47 tag (a language whose words the host
 * gave), so its type is the shipped languages and any other string (`'fr' | 'en' | (string & {})`): editors still
 * offer `fr` and `en`.
 */
export const OPEN_ENUMS = ['lang'];

/** The string literals of each type of ENUM_SOURCES, as the type checker sees them. */
function enumValues() {
  const probe = join(root, '__cem-enum-probe.ts');
  const source = Object.values(ENUM_SOURCES).map((type, i) => `export type E${i} = ${type};`).join('\n');
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probe ? source : readFile(file));
  host.fileExists = (file) => file === probe || fileExists(file);
  host.getSourceFile = (file, ...rest) => (file === probe ? ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true) : getSourceFile(file, ...rest));
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe);
  const result = {};
  Object.keys(ENUM_SOURCES).forEach((attribute, i) => {
    const alias = file.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === `E${i}`);
    const type = checker.getTypeAtLocation(alias.name);
    const members = type.isUnion() ? type.types : [type];
    const values = members.map((t) => (t.isStringLiteral() ? t.value : undefined));
    if (values.some((v) => v === undefined)) throw new Error(`${ENUM_SOURCES[attribute]} is not a union of strings: ${checker.typeToString(type)}`);
    result[attribute] = values;
  });
  return result;
}

/** `--cee-*` defaults: the fallbacks of `var(--cee-x, fallback)` in the shared and the elements' styles. */
function cssDefaults() {
  const files = [join(root, 'src/ui/styles.ts'), join(root, 'src/ui/listbox.ts'), join(root, 'src/ui/simulation/simulation.styles.ts')];
  for (const dir of readdirSync(join(root, 'src/elements'))) {
    for (const name of readdirSync(join(root, 'src/elements', dir))) if (name.endsWith('.styles.ts')) files.push(join(root, 'src/elements', dir, name));
  }
  const css = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  // The private custom properties (`--_surface: var(--cee-color-surface, #f3f4f6)`) that fallbacks refer to.
  const privates = new Map([...css.matchAll(/(--_[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  const defaults = new Map();
  for (const [, name, fallback] of css.matchAll(/var\((--cee-[\w-]+)\s*,\s*((?:[^()]|\([^()]*\))+)\)/g)) {
    const value = fallback.trim().replace(/var\((--_[\w-]+)\)/g, (whole, inner) => privates.get(inner) ?? whole);
    if (!defaults.has(name)) defaults.set(name, value);
  }
  // Passed through without a fallback: unset, so the host's value is inherited.
  for (const [, name] of css.matchAll(/var\((--cee-[\w-]+)\)/g)) if (!defaults.has(name)) defaults.set(name, 'inherit');
  return defaults;
}

/** `src/ui/styles.ts` → `dist/npm/ui/styles.js`: where `npm run build:npm` writes each module. */
const toDist = (path) => path.replace(/^\/?src\/(.*)\.[jt]s$/, 'dist/npm/$1.js');

function publicApiOnly() {
  return {
    name: 'cee-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      // In path order, whatever order the file system lists the sources in (a fresh clone may list them otherwise).
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.members) continue;
          declaration.members = declaration.members.filter(
            (member) => member.privacy !== 'private' && member.privacy !== 'protected' && !/^[#_]/.test(member.name) && !member.internal,
          );
        }
      }
    },
    analyzePhase({ ts, node, moduleDoc }) {
      // Marks members whose JSDoc carries @internal, so the link phase can drop them.
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.getText());
      for (const member of node.members) {
        const tags = ts.getJSDocTags(member);
        if (!tags.some((tag) => tag.tagName.getText() === 'internal')) continue;
        const name = member.name?.getText();
        const entry = declaration?.members?.find((m) => m.name === name);
        if (entry) entry.internal = true;
      }
    },
  };
}

/** Enum unions, CSS defaults, dist paths and element definitions (see the top of this file). Runs last. */
function partnerFacing() {
  return {
    name: 'cee-partner-facing',
    packageLinkPhase({ customElementsManifest }) {
      const enums = enumValues();
      const defaults = cssDefaults();
      const union = (values) => values.map((v) => `'${v}'`).join(' | ');
      const definitions = [];
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue;
          for (const attribute of declaration.attributes ?? []) {
            const values = enums[attribute.name];
            if (!values) continue;
            const optional = /\bundefined\b/.test(attribute.type?.text ?? '');
            const text = union(values) + (OPEN_ENUMS.includes(attribute.name) ? ' | (string & {})' : '') + (optional ? ' | undefined' : '');
            attribute.type = { text };
            const field = declaration.members?.find((m) => m.kind === 'field' && m.name === attribute.fieldName);
            if (field) field.type = { text };
          }
          for (const property of declaration.cssProperties ?? []) {
            const value = defaults.get(property.name);
            if (value !== undefined) property.default = value;
          }
          if (declaration.tagName) definitions.push({ tagName: declaration.tagName, name: declaration.name, module: toDist(module.path) });
        }
      }
      // Every path, and every reference to a module by its path, into dist/npm/ (relative references stay).
      const rewrite = (value) => {
        if (Array.isArray(value)) return value.forEach(rewrite);
        if (!value || typeof value !== 'object') return;
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'path' || key === 'module') && typeof inner === 'string' && /^\/?src\/.*\.[jt]s$/.test(inner)) value[key] = toDist(inner);
          else rewrite(inner);
        }
      };
      rewrite(customElementsManifest.modules);
      definitions.sort((a, b) => (a.tagName < b.tagName ? -1 : 1));
      // The elements' modules and those of the classes they extend; the rest is plumbing no partner imports.
      const elements = customElementsManifest.modules.filter((m) => (m.declarations ?? []).some((d) => d.customElement));
      const bases = new Set(elements.flatMap((m) => m.declarations.map((d) => d.superclass?.module)).filter(Boolean));
      customElementsManifest.modules = customElementsManifest.modules.filter((m) => elements.includes(m) || bases.has(m.path));
      customElementsManifest.modules.push({
        kind: 'javascript-module',
        path: 'dist/npm/define.js',
        declarations: [],
        exports: definitions.map(({ tagName, name, module }) => ({ kind: 'custom-element-definition', name: tagName, declaration: { name, module } })),
      });
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}

/**
 * The analyzer writes the manifest indented by two spaces, a third of its bytes, which every install of the package
 * downloads: once it has written it, it is written again on one line (`jq . custom-elements.json` reads it indented).
 */
function compactOnExit(outdir) {
  const at = process.argv.indexOf('--outdir');
  const file = join(process.cwd(), at >= 0 ? process.argv[at + 1] : outdir, 'custom-elements.json');
  process.on('exit', (code) => {
    if (code !== 0 || !existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    const compact = `${JSON.stringify(JSON.parse(text))}\n`;
    if (compact !== text) writeFileSync(file, compact);
  });
}
const OUTDIR = '.';
compactOnExit(OUTDIR);

export default {
  globs: ['src/elements/**/*.ts', 'src/ui/widget-element.ts', 'src/ui/simulation/calculating-element.ts'],
  exclude: ['src/**/*.styles.ts', 'src/**/*.messages.ts', 'src/**/*.messages.en.ts'],
  outdir: OUTDIR,
  litelement: true,
  packagejson: false,
  plugins: [publicApiOnly(), partnerFacing()],
};
