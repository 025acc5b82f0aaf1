/**
 * What the contact step does with what a visitor types (issue #25.4, docs/contract.md §2): nothing but hand it to the host in
 * `cee-lead`. After the whole flow (a calculation, the contact typed, sent, failed, sent again, confirmed), nothing is
 * in localStorage, sessionStorage, cookies, IndexedDB or the Cache API, and no request carries it: not one the sandbox
 * received (its log), not one the test server saw (the runner's log), not one that left the browser to any origin
 * (Playwright's view of the page, `page-requests-plugin.mjs`, headers and bodies included).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { executeServerCommand } from '@web/test-runner-commands';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import { freshSandbox } from '../cee-simulator/simulator-helpers.js';
import { CONTACT, collect, leadShown, sendButton, tick, typeContact } from './lead-fixture.js';

interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Every form in which a typed value could travel: as typed, normalised, URL- or JSON-encoded, lower-cased. */
const NEEDLES = [
  ...Object.values(CONTACT),
  '0612345678',
  '612345678',
  'Dupont',
  'jeanne.dupont',
  'exemple.fr',
  'mardi',
].flatMap((value) => [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1), value.toLowerCase()]);

const carried = (text: string): string[] => [...new Set(NEEDLES.filter((needle) => text.includes(needle)))];

/** Everything the page keeps, read back as text. */
async function kept(): Promise<string> {
  const entries = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => [storage.key(i), storage.getItem(storage.key(i)!)]);
  const databases = indexedDB.databases ? (await indexedDB.databases()).map((db) => db.name) : [];
  const caches = 'caches' in globalThis ? await globalThis.caches.keys() : [];
  return JSON.stringify({ local: entries(localStorage), session: entries(sessionStorage), cookie: document.cookie, databases, caches });
}

describe('the contact step keeps and sends nothing', () => {
  beforeEach(freshSandbox);

  it('leaves no trace in storage and in no request, to the sandbox or anywhere else', async () => {
    const before = await kept();
    await executeServerCommand('page-requests', { action: 'start' });
    const el = await leadShown({ privacy: '/confidentialite.html' });
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await typeContact(el, CONTACT);
    await tick(el);
    sendButton(el)!.click();
    await waitUntil(() => leads.length === 1);
    el.leadFailed();
    await el.updateComplete;
    sendButton(el)!.click();
    await waitUntil(() => leads.length === 2);
    el.confirmLead();
    await el.updateComplete;
    // The host has it all, from the event.
    expect(leads[1]!.contact.email).to.equal(CONTACT.email);

    // Storage: as before the flow (nothing), and nothing typed in it.
    const after = await kept();
    expect(after).to.equal(before);
    expect(carried(after).join()).to.equal('');
    expect(localStorage.length + sessionStorage.length).to.equal(0);
    expect(document.cookie).to.equal('');

    // The sandbox received the calculation's requests only, none carrying the contact.
    const received = await sandboxRequests();
    expect(received.length > 0).to.equal(true);
    const kinds = new Set(received.map((request) => `${request.method} ${request.path.replace(/simulation-inputs\/.*/, 'simulation-inputs')}`));
    expect([...kinds].sort().join(', ')).to.equal('GET /calc/api/v2/simulation-inputs, POST /calc/api/v2/cee, POST /calc/api/v2/mpr, POST /token');
    expect(carried(JSON.stringify(received)).join()).to.equal('');

    // The test server's log of the service's paths: the same calls.
    const answer = (await (await fetch('/__test/languages', { cache: 'no-store' })).json()) as { data: Array<{ method: string; path: string }> };
    expect(answer.data.every((request) => request.path.startsWith('/calc/api/v2/'))).to.equal(true);
    expect(carried(JSON.stringify(answer.data)).join()).to.equal('');

    // Every request the page made, to any origin, seen from outside the page: none carries it.
    const made = await executeServerCommand<PageRequest[], { action: string }>('page-requests', { action: 'read' });
    expect(made.length > 0).to.equal(true);
    const leaks = made.filter((request) => carried(`${request.url} ${JSON.stringify(request.headers)} ${request.body}`).length);
    expect(leaks.map((request) => `${request.method} ${request.url}`).join()).to.equal('');
    // The calculation's POSTs are there, so the log did see the page's requests.
    expect(made.some((request) => request.method === 'POST' && request.url.endsWith('/calc/api/v2/cee'))).to.equal(true);
    // Nor in what the browser timed (images, beacons and prefetches included).
    const timed = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(carried(timed.join(' ')).join()).to.equal('');
  });
});
