// What partners' tools read in custom-elements.json beyond the JSDoc: enum attributes as unions of their values,
// the CSS custom properties' defaults, module paths into the published dist/npm/, and the element definitions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}custom-elements.json`, 'utf8'));
const elements = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName).map((d) => ({ module: m, d })));

/** docs/contract.md §2: the words each enum attribute accepts (`lang` any other language tag too). */
const ENUMS = {
  context: ['b2c', 'b2b'],
  aid: ['cee', 'mpr', 'both'],
  lang: ['fr', 'en'],
  'partner-auth': ['none', 'bearer'],
};
const OPEN = ['lang'];
const union = (type) => (type ?? '').split('|').map((s) => s.trim()).filter((s) => s !== 'undefined' && s !== '(string & {})').map((s) => s.replace(/^'(.*)'$/, '$1')).sort();

test('enum attributes are typed as the union of their values, attribute and property alike', () => {
  let seen = 0;
  for (const { d } of elements) {
    for (const attribute of d.attributes ?? []) {
      const values = ENUMS[attribute.name];
      if (!values) continue;
      seen++;
      assert.deepEqual(union(attribute.type?.text), [...values].sort(), `<${d.tagName} ${attribute.name}>: ${attribute.type?.text}`);
      assert.equal(attribute.type.text.includes('(string & {})'), OPEN.includes(attribute.name), `<${d.tagName} ${attribute.name}> takes other strings only if open: ${attribute.type.text}`);
      const field = d.members.find((m) => m.name === attribute.fieldName);
      assert.equal(field?.type?.text, attribute.type.text, `${d.tagName}.${attribute.fieldName}`);
    }
  }
  assert.equal(seen, 13, 'context (3), aid (2), lang (4), partner-auth (4)');
});

test('every CSS custom property has its default', () => {
  for (const { d } of elements) {
    for (const property of d.cssProperties) assert.ok(property.default, `<${d.tagName}> ${property.name} has a default`);
  }
  const simulator = elements.find((e) => e.d.tagName === 'cee-simulator').d;
  const byName = Object.fromEntries(simulator.cssProperties.map((p) => [p.name, p.default]));
  assert.equal(byName['--cee-color-focus'], '#b45309');
  assert.equal(byName['--cee-space'], '0.75em');
  assert.equal(byName['--cee-result-background'], 'var(--cee-color-surface, #f3f4f6)');
});

test('module paths point into dist/npm/, never at the TypeScript sources', () => {
  const text = JSON.stringify(manifest);
  assert.doesNotMatch(text, /"\/?src\//);
  for (const module of manifest.modules) assert.match(module.path, /^dist\/npm\/.*\.js$/);
});

test('dist/npm/define.js exports the four custom element definitions', () => {
  const define = manifest.modules.find((m) => m.path === 'dist/npm/define.js');
  const definitions = define?.exports?.filter((e) => e.kind === 'custom-element-definition') ?? [];
  assert.deepEqual(
    definitions.map((e) => [e.name, e.declaration.name, e.declaration.module]),
    [
      ['cee-project', 'CeeProject', 'dist/npm/elements/cee-project/cee-project.js'],
      ['cee-simulator', 'CeeSimulator', 'dist/npm/elements/cee-simulator/cee-simulator.js'],
      ['doc-uploader', 'DocUploader', 'dist/npm/elements/doc-uploader/doc-uploader.js'],
      ['worksite-form', 'WorksiteForm', 'dist/npm/elements/worksite-form/worksite-form.js'],
    ],
  );
  for (const { module, d } of elements) assert.ok(module.exports.some((e) => e.kind === 'js' && e.name === d.name), `${module.path} exports ${d.name}`);
});

test('every module path of the manifest is a file the build writes (after npm run build)', { skip: !existsSync(`${root}dist/npm/define.js`) && 'no dist/npm: run npm run build' }, () => {
  for (const module of manifest.modules) assert.ok(existsSync(`${root}${module.path}`), module.path);
});
