/**
 * The installer's back office reads what the homeowner's estimate rests on (issue #33): a request sent from the
 * English page arrives with every work the visitor added, each with its state and the answers it rests on (in the
 * customer's words), the works named in the back office's French from their codes, and the customer's language
 * said. The request goes through the demo's own back end, as a partner's site does it.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { ENGLISH, startHomeownerPage } from '../../../demo/homeowner.js';
import { startBackOffice } from '../../../demo/backoffice.js';
import { receivedLeads } from '../../../demo/handoff.js';
import { CONTACT, sendButton, step, stepText, tick, typeContact } from '../lead-step/lead-fixture.js';
import { answerShown, bestEtas, fillWork, worksReady } from '../cee-project/project-helpers.js';
import { freshSandbox, mountMain, plain } from './demo-pages.js';

type Project = HTMLElementTagNameMap['cee-project'];

describe('the back office shows the answers behind the amounts, and the customer’s language', () => {
  beforeEach(async () => {
    await freshSandbox();
    await fetch('/demo-crm/leads', { method: 'DELETE' });
  });

  it('names the works in French, keeps a refused answer’s work as to complete, lists each work’s answers and says the customer wrote in English', async () => {
    const main = await mountMain('en');
    startHomeownerPage(ENGLISH, main);
    const project = main.querySelector<Project>('cee-project')!;
    // The English page's <html lang="en">, which the mounted <main> does not bring.
    project.lang = 'en';
    await worksReady(project);
    project.works = 'BAR-TH-171,BAR-EN-104';
    await worksReady(project);
    await fillWork(project, 'BAR-TH-171', {
      'housing.type': 'maison',
      'housing.surface': '100',
      'operation.usage': 'heating',
      'operation.replaces_fossil_boiler': true,
      'project.quote': '15,000',
      'housing.department': '67000',
      'household.size': '3',
      'household.income': '32000',
    });
    await bestEtas(project);
    // "12,5" in English groups thousands wrongly: refused, and the windows wait to be completed.
    await fillWork(project, 'BAR-EN-104', { 'operation.windows': '6', 'operation.surface': '12,5', 'project.quote': '9,800' });
    project.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await answerShown(project);
    await waitUntil(() => step(project) !== null, 'the contact step never showed');
    await typeContact(project, CONTACT);
    await tick(project);
    sendButton(project)!.click();
    await waitUntil(() => stepText(project).includes(ENGLISH.sent), 'the site’s answer was never said', { timeout: 10_000 });

    const leads = await receivedLeads();
    main.remove();
    expect(leads.length).to.equal(1);
    expect(leads[0]!.estimate.lang).to.equal('en');
    const office = await mountMain('partenaire');
    await startBackOffice(office, leads);
    const item = office.querySelector('[data-requests] > li')!;
    const text = plain(item.textContent);
    expect(plain(item.querySelector('.request-lang')!.textContent)).to.equal('Langue du client : anglais');
    const works = [...item.querySelectorAll('.request-work')];
    expect(works.length).to.equal(2);
    // Named from their codes in the back office's language, whatever the customer's.
    expect(plain(works[0]!.querySelector('p')!.textContent).startsWith('Pompe à chaleur de type air/eau (BAR-TH-171) · compté · prime CEE')).to.equal(true);
    expect(plain(works[1]!.querySelector('p')!.textContent).startsWith('Fenêtre ou porte-fenêtre complète avec vitrage isolant (BAR-EN-104) · non compté, à compléter :')).to.equal(true);
    expect(text).not.to.contain('Air-to-water heat pump');
    // The answers, as the customer gave them, under each work.
    const answers = [...works[0]!.querySelectorAll('.request-answers > div')].map((entry) => plain(entry.textContent));
    expect(answers).to.include.members(['Heated floor area100 m²', 'Type of homeHouse', 'Département (French administrative area)67']);
    expect(answers.some((entry) => entry.startsWith('Replaces'))).to.equal(true);
    expect([...works[1]!.querySelectorAll('.request-answers > div')].map((entry) => plain(entry.textContent))).to.include('Number of windows or French windows6');
    expect(text).to.contain('devis 9 800 €');
    await expect(office).to.be.accessible();
  });
});
