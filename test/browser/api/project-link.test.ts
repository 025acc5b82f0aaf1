/**
 * The link that brings a project back, in Chromium (docs/contract.md, "Financing, local aids, keeping the
 * project"): the browser's own CompressionStream and base64, the link as a page would open it, no personal data in
 * the fragment unless ticked, oversized and corrupt fragments refused cleanly, and the browser's storages.
 * test/node/project-link.test.js holds the same in Node 20.
 */
import { expect } from '@open-wc/testing';
import {
  decodeProject,
  encodeProject,
  fragmentPayload,
  MAX_ENCODED_LENGTH,
  payloadOf,
  projectLink,
  ProjectStorage,
  type ProjectState,
} from '../../../src/api/project-link.js';

const project = (): ProjectState => ({
  works: [
    { fost: 'BAR-TH-171', quote: 14000, answers: { 'operation.usage': 'ecs', 'operation.replaces_fossil_boiler': true } },
    { fost: 'BAR-EN-101', quote: 6000, answers: { 'operation.surface': 80 } },
  ],
  shared: { 'housing.department': '69', 'household.income': 28000, 'household.size': 3, 'contact.email': 'marie@example.fr' },
});

/** What a deflate-raw payload says, inflated with the browser's own stream (the code under test wrote it). */
async function inflate(encoded: string): Promise<string> {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (encoded.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
}

describe('the project link in Chromium', () => {
  it('round trip: the link the page would open gives back the same works, answers and quotes', async () => {
    const payload = payloadOf(project(), { withHousehold: true });
    const link = projectLink(await encodeProject(payload), '/projet', location.href)!;
    const opened = new URL(link);
    expect(opened.origin).to.equal(location.origin);
    expect(opened.search).to.equal('');
    const reading = await decodeProject(fragmentPayload(opened.hash)!);
    expect(reading.ok).to.equal(true);
    expect(JSON.stringify(reading.ok && reading.project)).to.equal(JSON.stringify(payload));
  });

  it('puts no personal data in the fragment unless the box is ticked, and contact data never', async () => {
    const plain = await inflate(await encodeProject(payloadOf(project())));
    for (const personal of ['household.income', 'household.size', '28000', 'marie@example.fr']) expect(plain).not.to.include(personal);
    expect(plain).to.include('housing.department');
    const ticked = await inflate(await encodeProject(payloadOf(project(), { withHousehold: true })));
    expect(ticked).to.include('household.income');
    expect(ticked).not.to.include('marie@example.fr');
  });

  it('refuses oversized and corrupt fragments with a reason, never an error', async () => {
    expect(await decodeProject('A'.repeat(MAX_ENCODED_LENGTH + 1))).to.deep.equal({ ok: false, reason: 'too-large' });
    expect(await decodeProject('%%%')).to.deep.equal({ ok: false, reason: 'corrupt' });
    expect(await decodeProject('AAAAAAAA')).to.deep.equal({ ok: false, reason: 'corrupt' });
    const encoded = await encodeProject(payloadOf(project()));
    expect((await decodeProject(encoded.slice(0, encoded.length >> 1))).ok).to.equal(false);
  });

  it('keeps the payload in the browser’s storage, clears it, and reads a tampered value as nothing', () => {
    for (const kind of ['session', 'local'] as const) {
      const store = new ProjectStorage(kind, 'link-test');
      const storage = kind === 'local' ? localStorage : sessionStorage;
      expect(store.enabled).to.equal(true);
      const payload = payloadOf(project());
      store.save(payload);
      expect(storage.getItem('cee-widgets:project:link-test')).not.to.include('marie@example.fr');
      const reading = store.load();
      expect(reading?.ok && reading.project.works.length).to.equal(2);
      storage.setItem('cee-widgets:project:link-test', '{"v":1,"works":"x"}');
      expect(store.load()).to.deep.equal({ ok: false, reason: 'unreadable' });
      expect(storage.getItem('cee-widgets:project:link-test')).to.equal(null);
      store.save(payload);
      store.clear();
      expect(storage.getItem('cee-widgets:project:link-test')).to.equal(null);
    }
  });
});
