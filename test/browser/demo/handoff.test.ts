/**
 * From the homeowner's public page to the installer's back office (issue #25.5), as the demo shows partners: the
 * project page hands a consented contact request to its own back end (the demo's CRM), the widget storing nothing;
 * the back office lists it with the contact and exactly the amounts the homeowner saw, and opens a worksite with only
 * what the homeowner gave (the postcode they typed, their household's situation), never a postcode made up.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { FRENCH, startHomeownerPage } from '../../../demo/homeowner.js';
import { SAMPLE_LEAD, describeTotals, startBackOffice } from '../../../demo/backoffice.js';
import { receivedLeads, worksiteValuesOf, type Lead } from '../../../demo/handoff.js';
import type { CeeLeadDetail } from '../../../src/index.js';
import { CONTACT, sendButton, step, stepText, tick, typeContact } from '../lead-step/lead-fixture.js';
import { answerShown, fillWork, worksReady } from '../cee-project/project-helpers.js';
import { freshSandbox, mountMain, plain } from './demo-pages.js';
import { control, pickBeneficiary, submitButton as worksiteSubmit } from '../worksite-form/form-fixture.js';

type Project = HTMLElementTagNameMap['cee-project'];
type WorksiteForm = HTMLElementTagNameMap['worksite-form'];

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};

async function forgetLeads(): Promise<void> {
  await fetch('/demo-crm/leads', { method: 'DELETE' });
}

describe('a contact request, from the homeowner’s project to the back office', () => {
  beforeEach(async () => {
    await freshSandbox();
    await forgetLeads();
  });

  it('sends the consented request to the site’s own back end, says the site’s answer, and keeps nothing in the browser', async () => {
    const main = await mountMain('particulier');
    startHomeownerPage(FRENCH, main);
    const project = $<Project>(main, 'cee-project');
    await worksReady(project);
    await fillWork(project, 'BAR-TH-171', {
      'housing.type': 'maison',
      'housing.surface': '100',
      'operation.usage': 'heating',
      'project.quote': '15 000',
      'housing.department': '67000',
      'household.size': '3',
      'household.income': '32000',
    });
    const etas = project.shadowRoot!.querySelector<HTMLSelectElement>('select[data-key$="operation.etas"]')!;
    etas.value = etas.options[etas.options.length - 1]!.value;
    etas.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    project.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await answerShown(project);
    await waitUntil(() => step(project) !== null, 'the contact step never showed');
    expect(plain($(main, '.demo-note').textContent)).to.contain('Un vrai site l’envoie à son propre outil de suivi des clients (CRM)');

    const leads: CeeLeadDetail[] = [];
    project.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent<CeeLeadDetail>).detail));
    await typeContact(project, CONTACT);
    await tick(project);
    sendButton(project)!.click();
    await waitUntil(() => stepText(project).includes(FRENCH.sent), 'the site’s answer was never said', { timeout: 10_000 });
    const [stored] = await receivedLeads();
    expect(stored!.contact.name).to.equal(CONTACT.name);
    // The back end holds exactly what the homeowner saw: the estimate on screen.
    expect(JSON.stringify(stored!.estimate)).to.equal(JSON.stringify(project.estimate));
    expect(JSON.stringify(stored!.estimate)).to.equal(JSON.stringify(leads[0]!.estimate));
    expect(sessionStorage.length + localStorage.length).to.equal(0);
    await expect(main).to.be.accessible();
  });

  it('lists the requests with the contact and the homeowner’s amounts, and opens a worksite with only what they gave', async () => {
    const lead: Lead = {
      ...SAMPLE_LEAD,
      id: 1,
      contact: { ...SAMPLE_LEAD.contact, postcode: '38000' },
      estimate: { ...SAMPLE_LEAD.estimate, category: 'intermediaire', color: 'violet' },
      receivedAt: '2026-11-23T08:15:00.000Z',
    };
    const main = await mountMain('partenaire');
    await startBackOffice(main, [lead]);
    const items = [...main.querySelectorAll('[data-requests] > li')];
    expect(items.length).to.equal(1);
    const text = plain(items[0]!.textContent);
    expect(text).to.contain('Demande reçue le 23 novembre 2026 à 09:15');
    expect(text).to.contain('Jeanne Exemple · tél. 06 12 34 56 78 · code postal 38000');
    expect(text).to.contain('Pompe à chaleur de type air/eau (BAR-TH-171) · compté · prime CEE 5 860 € · MaPrimeRénov’ 3 140 € (plafonnée) · aides 9 000 € · devis 15 000 € · reste 6 000 €');
    expect(text).to.contain('Fenêtre ou porte-fenêtre complète avec vitrage isolant (BAR-EN-104) · non compté, à compléter : Surface vitrée · devis 9 800 €');
    expect(text).to.contain('Total des aides 9 000 € pour 1 des 2 travaux · devis 24 800 €');
    expect(text).to.contain('Langue du client : français');
    expect(text).to.contain('Consentement donné le 23 novembre 2026 à 10:15');

    const form = $<WorksiteForm>(main, 'worksite-form');
    $<HTMLButtonElement>(items[0]!, 'button').click();
    expect(JSON.stringify(form.values)).to.equal('{"zipcode":"38000","precarity_type":"mid"}');
    expect(plain($(main, '[data-carried]').textContent)).to.equal(
      'Repris de la demande de Jeanne Exemple : code postal 38000, ménage aux revenus intermédiaires. Choisissez le bénéficiaire et vérifiez l’adresse.',
    );
    expect(document.activeElement === $(main, '[data-worksite-heading]')).to.equal(true);
    await form.updateComplete;
    await waitUntil(
      () => [...(form.shadowRoot?.querySelectorAll<HTMLInputElement>('input') ?? [])].some((input) => input.value === '38000'),
      'the postcode never reached the form',
      { timeout: 10_000 },
    );
    await expect(main).to.be.accessible();
  });

  it('says « au plus » of a total that is a ceiling, as the homeowner’s screen and print do (a work without its quote)', () => {
    const { quote: _quote, remaining: _remaining, ...totals } = SAMPLE_LEAD.estimate.totals;
    expect(plain(describeTotals({ ...SAMPLE_LEAD.estimate, totals: { ...totals, quoted: 0, atMost: true } }))).to.equal(
      `Total des aides au plus ${plain(new Intl.NumberFormat('fr-FR').format(totals.aids))} € pour ${totals.counted} des ${totals.of} travaux`,
    );
    expect(plain(describeTotals(SAMPLE_LEAD.estimate))).to.not.contain('au plus');
  });

  it('never makes up a postcode: a request without one passes none', () => {
    const values = worksiteValuesOf({ contact: { name: 'A' }, estimate: { ...SAMPLE_LEAD.estimate, category: 'tres_modeste' } });
    expect(JSON.stringify(values)).to.equal('{"precarity_type":"very-low"}');
  });

  it('fills the address from the beneficiary around the request’s postcode, and drops the request’s banner once the worksite is created', async () => {
    const main = await mountMain('partenaire');
    await startBackOffice(main, [{ ...SAMPLE_LEAD, id: 1, contact: { ...SAMPLE_LEAD.contact, postcode: '38000' }, estimate: { ...SAMPLE_LEAD.estimate, category: 'intermediaire' } }]);
    const form = $<WorksiteForm>(main, 'worksite-form');
    $<HTMLButtonElement>(main, '[data-requests] li button').click();
    const banner = $(main, '[data-carried]');
    expect(banner.hidden).to.equal(false);
    await form.updateComplete;
    // A client of Grenoble: the record's street and city join the request's postcode.
    await pickBeneficiary(form, 'Nicolas Bernard');
    expect(['Adresse', 'Code postal', 'Ville'].map((label) => control(form, label)?.value === '')).to.deep.equal([false, false, false]);
    expect(control(form, 'Code postal')?.value).to.equal('38000');
    worksiteSubmit(form).click();
    await waitUntil(() => form.shadowRoot?.querySelector('[part~="result"]') != null, 'the worksite is created', { timeout: 10_000 });
    expect(banner.hidden).to.equal(true);
    // The request is used: the next worksite starts empty.
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part~="again"]')!.click();
    await form.updateComplete;
    expect(['Adresse', 'Code postal', 'Ville'].map((label) => control(form, label)?.value)).to.deep.equal(['', '', '']);
    expect(form.shadowRoot!.querySelectorAll('input[type="radio"]:checked').length).to.equal(0);
    await expect(main).to.be.accessible();
  });

  it('shows an example when no homeowner sent anything yet', async () => {
    const main = await mountMain('partenaire');
    await startBackOffice(main);
    expect(plain($(main, '[data-requests] li .request-title').textContent)).to.equal('Exemple de demande (aucune demande reçue pour l’instant)');
  });
});
