// custom-elements.json is generated from the classes' JSDoc: every attribute, property, event and CSS part of
// docs/contract.md must appear in it, each with a description, and the committed file must be the generated one.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const COMMON_ATTRIBUTES = ['api-base', 'calc-base', 'token-endpoint', 'lang'];
const FIELD_PARTS = ['field', 'label', 'control', 'hint', 'error'];
const BASE_CSS_PROPERTIES = ['--cee-color-primary', '--cee-color-text', '--cee-color-background', '--cee-color-error', '--cee-color-focus', '--cee-radius', '--cee-space', '--cee-font-family'];

/** What docs/contract.md §2 promises for each element, plus the parts added since for theming buttons. */
const CONTRACT = {
  'cee-simulator': {
    attributes: ['fost', 'context', 'aid', 'euros-mwh-cumac', 'lead', 'lead-privacy-url', ...COMMON_ATTRIBUTES],
    properties: ['values', 'fields', 'tokenProvider'],
    events: ['cee-inputs-loaded', 'cee-result', 'cee-error', 'cee-lead'],
    parts: ['form', ...FIELD_PARTS, 'submit', 'result', 'amount', 'status', 'lead', 'lead-form', 'lead-submit'],
    methods: ['confirmLead', 'leadFailed'],
  },
  'worksite-form': {
    attributes: ['convention-id', 'context', 'mandatary-id', 'beneficiary-id', 'page-size', ...COMMON_ATTRIBUTES],
    properties: ['values', 'tokenProvider'],
    events: ['worksite-created', 'worksite-error'],
    parts: [...FIELD_PARTS, 'beneficiary-picker', 'fiscal-row', 'add-row', 'remove-row', 'submit', 'status', 'again'],
  },
  'doc-uploader': {
    attributes: ['worksite-id', 'worksite-operation-id', 'types', 'accept', 'max-size', 'multiple', ...COMMON_ATTRIBUTES],
    properties: ['typeLabels', 'tokenProvider'],
    events: ['document-uploaded', 'document-upload-progress', 'document-upload-error'],
    parts: ['dropzone', 'file', 'type-select', 'progress', 'cancel', 'retry', 'error', 'choose', 'add-link', 'send', 'send-all', 'remove', 'status'],
  },
};

let generated;
let declarations;
before(() => {
  // The analyzer joins --outdir to the working directory, so it stays a relative path.
  const outdir = join('node_modules', '.cache', `cem-test-${process.pid}`);
  execFileSync('npx', ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir], { cwd: root, stdio: 'ignore' });
  generated = readFileSync(join(root, outdir, 'custom-elements.json'), 'utf8');
  rmSync(join(root, outdir), { recursive: true, force: true });
  const manifest = JSON.parse(generated);
  declarations = new Map(
    manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, d]),
  );
});

const described = (item) => typeof item?.description === 'string' && item.description.trim().length > 0;

for (const [tag, promised] of Object.entries(CONTRACT)) {
  test(`<${tag}> documents every attribute, property, event and part of the contract`, () => {
    const d = declarations.get(tag);
    assert.ok(d, `${tag} is in the manifest with its tag name`);
    const missing = [];
    const undescribed = [];
    const check = (kind, list, names) => {
      for (const name of names) {
        const item = list?.find((entry) => entry.name === name);
        if (!item) missing.push(`${kind} ${name}`);
        else if (!described(item)) undescribed.push(`${kind} ${name}`);
      }
    };
    check('attribute', d.attributes, promised.attributes);
    check('property', d.members?.filter((m) => m.kind === 'field'), promised.properties);
    check('event', d.events, promised.events);
    for (const event of d.events ?? []) if (!event.type?.text) undescribed.push(`event type of ${event.name}`);
    check('part', d.cssParts, promised.parts);
    check('method', d.members?.filter((m) => m.kind === 'method'), promised.methods ?? []);
    check('css property', d.cssProperties, BASE_CSS_PROPERTIES);
    assert.deepEqual(missing, [], `missing from custom-elements.json for <${tag}>`);
    assert.deepEqual(undescribed, [], `without a description for <${tag}>`);
  });
}

test('the committed custom-elements.json is the generated one (run npm run build:manifest)', () => {
  const committed = readFileSync(join(root, 'custom-elements.json'), 'utf8');
  assert.equal(committed, generated);
});
