/**
 * The contact step on `<cee-project>` (issue #25.4): shown under a current answer when the host sets `lead`, never
 * for an outdated one; `cee-lead` carries the contact, the consent and exactly the estimate on screen; the element
 * sends and stores nothing; the host's confirmation is said. Its code (`ui/lead-step/lead-step.ts`) is fetched only
 * with `lead`, and the step is drawn with the answer it follows.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { Estimate } from '../../../src/api/estimate.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import { CONTACT, sendButton, step, stepText, tick, typeContact } from '../lead-step/lead-fixture.js';
import { answerShown, fillWork, freshSandbox, mountProject, setValue, submitButton, own } from './project-helpers.js';

// Every request of the page is kept in its resource timings (250 by default, and the sources are one request a module).
performance.setResourceTimingBufferSize(100_000);

/** What the page has fetched so far. */
const fetched = (): string[] => performance.getEntriesByType('resource').map((entry) => entry.name);

const HOUSEHOLD = { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67000', 'household.size': '3', 'household.income': '32000' };

// The first tests of the file: the page has not fetched the contact step's code before them.
describe('<cee-project> contact step code', () => {
  beforeEach(freshSandbox);

  it('is not fetched without `lead`: the project is calculated, its answer shown, without it', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8' });
    await fillWork(el, 'BAR-EN-101', HOUSEHOLD);
    submitButton(el).click();
    await answerShown(el);
    expect(step(el)).to.equal(null);
    // The timings hold what this calculation fetched (its call), and not the step's code nor its words.
    expect(fetched().some((name) => name.endsWith('/calc/api/v2/cee'))).to.equal(true);
    expect(fetched().filter((name) => /\/src\/ui\/lead-step\/lead-step(\.messages)?\.ts/.test(name)).join()).to.equal('');
  });

  it('with `lead`, is there when the answer is: the step is drawn in the update that shows it', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8', lead: 'Isolation Martin' });
    const stepWithAnswer: boolean[] = [];
    // `cee-project-result` is fired once the answer has rendered.
    el.addEventListener('cee-project-result', () => stepWithAnswer.push(step(el) !== null));
    await fillWork(el, 'BAR-EN-101', HOUSEHOLD);
    submitButton(el).click();
    await waitUntil(() => stepWithAnswer.length === 1, 'no cee-project-result');
    expect(stepWithAnswer.join()).to.equal('true');
    expect(fetched().some((name) => /\/src\/ui\/lead-step\/lead-step\.ts/.test(name))).to.equal(true);
  });
});

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
