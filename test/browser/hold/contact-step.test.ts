/**
 * The contact step hands over what the visitor typed without control characters or bidirectional overrides
 * (issue #38; docs/contract.md, "Holding under bad input"): a name typed with a right-to-left override, a phone
 * number with marks, a message with a NUL and CR LF reach `cee-lead` clean; a field over its bound is refused, never
 * sent. Against the sandbox, the simulator calculated first.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { freshSandbox } from '../cee-simulator/simulator-helpers.js';
import { collect, errorOf, leadShown, sendButton, tick, typeContact } from '../lead-step/lead-fixture.js';

const RLO = '\u202e';
const PDF = '\u202c';

describe('the contact step, what it hands over', () => {
  beforeEach(freshSandbox);

  it('strips control characters and bidirectional overrides from every field, keeping a message’s line breaks', async () => {
    const el = await leadShown();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await typeContact(el, {
      name: `Jeanne ${RLO}tnopuD${PDF}\u0000\u2066`,
      phone: '\u200e06 12 34 56 78\u200f',
      email: `jeanne\u061c@exemple.fr\u2069`,
      postcode: '67\u0007000',
      message: `Bonjour,\r\nrappelez-moi\u0000 le mardi.\u202d\tMerci\u0085`,
    });
    await tick(el);
    sendButton(el)!.click();
    await waitUntil(() => leads.length === 1, 'cee-lead');
    const { contact } = leads[0]!;
    expect(JSON.stringify(contact)).to.equal(
      JSON.stringify({ name: 'Jeanne tnopuD', phone: '0612345678', email: 'jeanne@exemple.fr', postcode: '67000', message: 'Bonjour,\nrappelez-moi le mardi.\tMerci' }),
    );
    const unseen = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
    for (const value of Object.values(contact)) expect(unseen.test(String(value)), JSON.stringify(value)).to.equal(false);
  });

  it('refuses a field longer than its bound, set by a script past the control’s maxlength: nothing is sent', async () => {
    const el = await leadShown();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await typeContact(el, { name: 'J'.repeat(1_000_000), email: 'jeanne@exemple.fr', message: `${RLO}`.repeat(5000) + 'Bonjour' });
    await tick(el);
    sendButton(el)!.click();
    await waitUntil(() => errorOf(el, 'name') !== '', 'the name refused');
    expect(errorOf(el, 'name')).to.contain('100');
    // Overrides do not count: the message, once clean, is within its bound.
    expect(errorOf(el, 'message')).to.equal('');
    expect(leads.length).to.equal(0);
  });
});
