/**
 * `<doc-uploader lang="en">` shows the service's own words in English (issue #26): the sandbox answers the
 * `Accept-Language` the element sends, so the status, the type and the refusals a visitor reads are English.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import { $, action, control, dropFiles, fill, freshSandbox, item, mountUploader, pdf, states, status, waitForStates } from './uploader-fixture.js';

/** Sends the first document with type `code`, and waits until what the service answered is said. */
async function send(el: Awaited<ReturnType<typeof mountUploader>>, code: string): Promise<void> {
  await fill(el, control<HTMLSelectElement>(item(el, 0), 'Document type'), code);
  action(item(el, 0), 'send')!.click();
  await waitUntil(() => /^("plan\.pdf" uploaded|Uploading "plan\.pdf" failed)/.test(status(el)), `the answer is said (${status(el)})`, { timeout: 10_000 });
  await el.updateComplete;
}

describe('<doc-uploader> in English, with the service’s words', () => {
  beforeEach(freshSandbox);

  it('shows the status and the type the service gives in English, on the document and in the live region', async () => {
    const el = await mountUploader({ lang: 'en' });
    await dropFiles(el, [pdf('plan.pdf')]);
    await send(el, '5');
    await waitForStates(el, (s) => s[0] === 'done', 'the upload ends');
    const [request] = await sandboxRequests({ method: 'POST', path: '/partner/v1/worksites/1/documents' });
    expect(request?.status).to.equal(201);
    expect($(item(el, 0), '.item-state').textContent?.trim()).to.equal('Uploaded · Status: awaiting validation');
    expect($(item(el, 0), '.item-type').textContent?.trim()).to.equal('Type: document type 5');
    expect(status(el)).to.equal('"plan.pdf" uploaded. Status: awaiting validation.');
    await expect(el).to.be.accessible();
  });

  it('says a refusal only the service knows in English: an operation of another worksite, an unknown worksite', async () => {
    const foreign = await mountUploader({ lang: 'en', 'worksite-operation-id': '99' });
    await dropFiles(foreign, [pdf('plan.pdf')]);
    await send(foreign, '5');
    // A 422: the document is ready to be sent again once corrected.
    expect(states(foreign)).to.deep.equal(['ready']);
    expect(status(foreign)).to.equal('Uploading "plan.pdf" failed: operation 99 does not belong to this worksite.');
    expect(item(foreign, 0).textContent).to.contain('Operation 99 does not belong to this worksite.');
    await expect(foreign).to.be.accessible();

    const unknown = await mountUploader({ lang: 'en', 'worksite-id': '42' });
    await dropFiles(unknown, [pdf('plan.pdf')]);
    await send(unknown, '5');
    expect(states(unknown)).to.deep.equal(['failed']);
    expect(status(unknown)).to.equal('Uploading "plan.pdf" failed: worksite not found.');
    await expect(unknown).to.be.accessible();
  });
});
