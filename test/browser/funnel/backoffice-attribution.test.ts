/**
 * The demo's back office shows which campaign brought a contact request (docs/contract.md, "Attribution"): the lead's
 * `attribution`, sent by the homeowner page as the element handed it, kept by the demo's back end as its known keys
 * with text values only, and said in the installer's words beside the request.
 */
import { expect } from '@open-wc/testing';
import { SAMPLE_LEAD, startBackOffice } from '../../../demo/backoffice.js';
import { receivedLeads, sendLead } from '../../../demo/handoff.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.model.js';
import { freshSandbox, mountMain, plain } from '../demo/demo-pages.js';

describe('the back office and a lead’s attribution', () => {
  beforeEach(async () => {
    await freshSandbox();
    await fetch('/demo-crm/leads', { method: 'DELETE' });
  });

  it('keeps the campaign of a lead and says it beside the request; a lead without one says nothing of it', async () => {
    const { contact, consent, estimate } = SAMPLE_LEAD;
    const attribution = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'pac-printemps',
      page: 'https://www.chauffage-durable.fr/pompe-a-chaleur',
      referrer_origin: 'https://www.google.com',
      // Not a key of the attribution: the back end does not keep it.
      email: 'x@example.fr',
    };
    await sendLead({ contact, consent, estimate: estimate as CeeLeadDetail['estimate'] });
    await sendLead({ contact, consent, estimate: estimate as CeeLeadDetail['estimate'], attribution } as CeeLeadDetail);
    const leads = await receivedLeads();
    expect(leads.map((lead) => lead.attribution)).to.deep.equal([
      { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'pac-printemps', page: 'https://www.chauffage-durable.fr/pompe-a-chaleur', referrer_origin: 'https://www.google.com' },
      undefined,
    ]);

    const office = await mountMain('partenaire');
    await startBackOffice(office, leads);
    const items = [...office.querySelectorAll('[data-requests] > li')];
    expect(items.length).to.equal(2);
    expect(plain(items[0]!.querySelector('.request-source')?.textContent)).to.equal(
      'Provenance : campagne google / cpc / pac-printemps, page d’arrivée https://www.chauffage-durable.fr/pompe-a-chaleur, depuis https://www.google.com',
    );
    expect(items[1]!.querySelector('.request-source')).to.equal(null);
    await expect(office).to.be.accessible();
  });
});
