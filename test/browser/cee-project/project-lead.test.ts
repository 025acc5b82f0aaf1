/**
 * The contact step on `<cee-project>` (issue #25.4): shown under a current answer when the host sets `lead`, never
 * for an outdated one; `cee-lead` carries the contact, the consent and exactly the estimate on screen; the element
 * sends and stores nothing; the host's confirmation is said.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { Estimate } from '../../../src/api/estimate.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import { CONTACT, sendButton, step, stepText, tick, typeContact } from '../lead-step/lead-fixture.js';
import { answerShown, fillWork, freshSandbox, mountProject, setValue, submitButton, own } from './project-helpers.js';

describe('<cee-project> contact step', () => {
  beforeEach(freshSandbox);

  it('hands the contact, the consent and the estimate on screen to the host, sends and stores nothing, and says the host’s answer', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8', lead: 'Isolation Martin' });
    expect(step(el)).to.equal(null);
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67000', 'household.size': '3', 'household.income': '32000' });
    submitButton(el).click();
    await answerShown(el);
    await waitUntil(() => step(el) !== null, 'the contact step never showed');
    // The postcode the visitor typed (in the département field) is offered; none is ever made up.
    expect((step(el)!.querySelector('[name="postcode"]') as HTMLInputElement).value).to.equal('67000');
    expect(stepText(el)).to.contain('Isolation Martin');
    await expect(el).to.be.accessible();

    const leads: CeeLeadDetail[] = [];
    el.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent<CeeLeadDetail>).detail));
    await typeContact(el, CONTACT);
    await tick(el);
    sendButton(el)!.click();
    sendButton(el)?.click();
    await waitUntil(() => leads.length > 0, 'no cee-lead');
    await el.updateComplete;
    expect(leads.length).to.equal(1);
    const [lead] = leads as [CeeLeadDetail];
    expect(lead.contact.name).to.equal(CONTACT.name);
    expect(lead.consent.text).to.contain('Isolation Martin');
    expect(JSON.stringify(lead.estimate)).to.equal(JSON.stringify(el.estimate as Estimate));
    expect(lead.estimate.totals.remaining).to.equal(9000 - lead.estimate.totals.aids);
    expect(stepText(el)).to.contain('Votre demande est prête à être envoyée à Isolation Martin.');
    expect(el.confirmLead('Merci, nous vous rappelons demain.')).to.equal(true);
    await el.updateComplete;
    expect(stepText(el)).to.contain('Merci, nous vous rappelons demain.');

    // Nothing kept, nothing sent: the sandbox never received the name.
    expect(sessionStorage.length + localStorage.length).to.equal(0);
    const received = JSON.stringify(await sandboxRequests());
    expect(received.includes(CONTACT.name)).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('never sends an outdated estimate: a changed value marks the step outdated', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8', lead: 'Isolation Martin' });
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    submitButton(el).click();
    await answerShown(el);
    await waitUntil(() => step(el) !== null, 'the contact step never showed');
    await typeContact(el, CONTACT);
    await setValue(el, own(el, 'BAR-EN-101', 'operation.surface'), '90');
    expect(sendButton(el)).to.equal(null);
    expect(stepText(el)).to.match(/relancez le calcul|calculez de nouveau|recalcul/i);
    await expect(el).to.be.accessible();
  });
});
