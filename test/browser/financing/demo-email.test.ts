/**
 * The estimate sent by e-mail in the demo (issue #36.5): the homeowner's page posts `cee-estimate-email` to the
 * site's own back end (the demo CRM, `/demo-crm/estimate-emails`), says the site's answer through
 * `confirmEmail()`, keeps nothing in the browser; the back office lists it with its consent and the project's link.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { FRENCH, startHomeownerPage } from '../../../demo/homeowner.js';
import { startBackOffice } from '../../../demo/backoffice.js';
import { receivedEstimateEmails } from '../../../demo/handoff.js';
import { answerShown, fillWork, worksReady } from '../cee-project/project-helpers.js';
import { freshSandbox, mountMain, plain } from '../demo/demo-pages.js';

type Project = HTMLElementTagNameMap['cee-project'];

describe('the demo: an estimate sent by e-mail through the site’s back end', () => {
  beforeEach(async () => {
    await freshSandbox();
    await fetch('/demo-crm/estimate-emails', { method: 'DELETE' });
  });

  it('posts the consented request, says the site’s answer, and the back office lists it with its link', async () => {
    const main = await mountMain('particulier');
    startHomeownerPage(FRENCH, main);
    const project = main.querySelector<Project>('cee-project')!;
    await worksReady(project);
    await fillWork(project, 'BAR-TH-171', {
      'housing.type': 'maison',
      'housing.surface': '100',
      'operation.usage': 'heating',
      'project.quote': '15 000',
      'housing.department': '67',
      'household.size': '3',
      'household.income': '32000',
    });
    const etas = project.shadowRoot!.querySelector<HTMLSelectElement>('select[data-key$="operation.etas"]')!;
    etas.value = etas.options[etas.options.length - 1]!.value;
    etas.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    project.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await answerShown(project);
    const step = project.shadowRoot!.querySelector<HTMLElement>('[part~="email"]')!;
    const address = step.querySelector<HTMLInputElement>('input[type="email"]')!;
    address.value = 'jeanne.dupont@exemple.fr';
    address.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    step.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await project.updateComplete;
    step.querySelector<HTMLButtonElement>('[part~="email-submit"]')!.click();
    await waitUntil(() => plain(project.shadowRoot!.querySelector('[part~="email"]')!.textContent).includes('C’est noté'), 'the site’s answer was not said');
    expect(plain(project.shadowRoot!.querySelector('[part~="email"]')!.textContent)).to.contain('jeanne.dupont@exemple.fr');
    expect(sessionStorage.length + localStorage.length).to.equal(0);

    const received = await receivedEstimateEmails();
    expect(received.length).to.equal(1);
    expect(received[0]!.email).to.equal('jeanne.dupont@exemple.fr');
    expect(received[0]!.estimate.totals).to.deep.equal(project.estimate!.totals);
    expect(received[0]!.link).to.match(/#cee=/);

    const office = await mountMain('partenaire');
    await startBackOffice(office, []);
    const list = office.querySelector<HTMLElement>('[data-estimate-emails]')!;
    expect(plain(list.textContent)).to.contain('à envoyer à jeanne.dupont@exemple.fr');
    expect(list.querySelector('a')!.getAttribute('href')).to.equal(received[0]!.link);
  });
});
