/**
 * The contact step of `<cee-simulator lead="…">` (issue #25.4): shown with `lead` beside a current result only; the
 * whole flow by keyboard; `cee-lead` carries the contact, the consent sentence shown and the estimate of the result on
 * screen, with its amounts (the modest household's CEE amount); a double click sends once; the host's confirmation
 * and failure; an outdated result is never sent; what the visitor typed survives everything; the postcode is
 * prefilled only from one the visitor typed.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { nextTask } from '../helpers/signals.js';
import { sendKeys } from '@web/test-runner-commands';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { failNext } from '../helpers/sandbox.js';
import { CEE, INPUTS_171, MPR, control, fill, freshSandbox, resultShown, setValue, statusText, submitButton } from '../cee-simulator/simulator-helpers.js';
import { CEE_ANSWER, MPR_ANSWER } from '../cee-simulator/result-fixtures.js';
import {
  CONTACT,
  HOUSEHOLD,
  PARTNER,
  calculated,
  collect,
  consentSentence,
  focusedName,
  leadControl,
  leadShown,
  mountLead,
  plain,
  root,
  sendButton,
  sendContact,
  shownFigures,
  step,
  stepText,
  tick,
  typeContact,
} from './lead-fixture.js';

async function press(key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await sendKeys({ press: key });
}

const outcome = (el: HTMLElement): string => plain(step(el)?.querySelector('.lead-outcome')?.textContent ?? '');
const failure = (el: HTMLElement): string => plain(step(el)?.querySelector('.error-panel')?.textContent ?? '');

describe('the contact step of <cee-simulator>', () => {
  beforeEach(freshSandbox);

  it('is not there without lead, nor before a result; with lead, it comes under the result, the box unticked', async () => {
    const without = await mountLead({ lead: null });
    await calculated(without);
    expect(step(without)).to.equal(null);

    const el = await mountLead();
    expect(step(el)).to.equal(null);
    await calculated(el);
    await waitUntil(() => step(el) !== null, 'no contact step');
    // After the result, in the page's order.
    const result = root(el).querySelector('[part~="result"]')!;
    expect(Boolean(result.compareDocumentPosition(step(el)!) & Node.DOCUMENT_POSITION_FOLLOWING)).to.equal(true);
    expect(plain(step(el)!.querySelector('h2')!.textContent!)).to.equal(`Être contacté par ${PARTNER}`);
    expect((leadControl(el, 'consent') as HTMLInputElement).checked).to.equal(false);
    expect(plain(sendButton(el)!.textContent!)).to.equal(`Envoyer ma demande à ${PARTNER}`);
    for (const field of ['name', 'phone', 'email', 'postcode', 'message'] as const) expect(leadControl(el, field).value).to.equal('');
    // The attribute removed: no step; back: the step again.
    el.removeAttribute('lead');
    await el.updateComplete;
    expect(step(el)).to.equal(null);
    el.setAttribute('lead', 'Chauffage Dubois');
    await el.updateComplete;
    expect(plain(step(el)!.querySelector('h2')!.textContent!)).to.equal('Être contacté par Chauffage Dubois');
  });

  it('goes from the result to cee-lead by keyboard alone, and cee-lead carries exactly the amounts on screen', async () => {
    const el = await mountLead({ privacy: '/confidentialite.html' });
    const results = collect(el, 'cee-result');
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await fill(el, HOUSEHOLD);
    submitButton(el).focus();
    await press('Enter');
    await resultShown(el);
    await waitUntil(() => step(el) !== null && root(el).activeElement?.classList.contains('result-title'), 'the result heading never took focus', { timeout: 5000 });
    // From the result's heading: its explanation, then the step's fields in order.
    await press('Tab');
    expect(root(el).activeElement?.tagName).to.equal('SUMMARY');
    for (const field of ['name', 'phone', 'email', 'postcode', 'message'] as const) {
      await press('Tab');
      expect(focusedName(el)).to.equal(field);
      await sendKeys({ type: CONTACT[field] });
    }
    await press('Tab');
    expect(focusedName(el)).to.equal('consent');
    await press('Space');
    expect((leadControl(el, 'consent') as HTMLInputElement).checked).to.equal(true);
    // The privacy notice's link, inside the sentence, then the button.
    await press('Tab');
    expect(root(el).activeElement?.tagName).to.equal('A');
    await press('Tab');
    expect(focusedName(el)).to.equal('lead-submit');
    const before = new Date().toISOString();
    await press('Enter');
    await waitUntil(() => leads.length === 1, 'no cee-lead');
    const after = new Date().toISOString();
    await el.updateComplete;

    const [detail] = leads as [CeeLeadDetail];
    expect(JSON.stringify(detail.contact)).to.equal(
      JSON.stringify({ name: CONTACT.name, phone: '0612345678', email: CONTACT.email, postcode: '67000', message: CONTACT.message }),
    );
    // The sentence the visitor ticked, as shown, with the partner, the purpose and the privacy notice.
    await waitUntil(() => step(el)!.querySelector('.lead-outcome') !== null);
    expect(detail.consent.text).to.equal(
      `J’accepte que ${PARTNER} reçoive mes coordonnées et cette estimation pour me contacter au sujet de ces travaux, comme le décrit sa politique de confidentialité.`,
    );
    expect(detail.consent.at >= before && detail.consent.at <= after).to.equal(true);
    expect(new Date(detail.consent.at).toISOString()).to.equal(detail.consent.at);

    // The estimate is the result on screen: the modest household's CEE amount, MaPrimeRénov', their total.
    const shown = shownFigures(el);
    const labels = Object.keys(shown.lines);
    expect(labels.join('|')).to.equal('Prime CEE pour un ménage modeste|MaPrimeRénov’ pour un ménage modeste');
    const { estimate } = detail;
    const [work] = estimate.works;
    expect(estimate.category).to.equal('modeste');
    expect(work!.fost).to.equal('BAR-TH-171');
    expect(work!.cee!.euros).to.equal(shown.lines[labels[0]!]);
    expect(work!.mpr!.amount).to.equal(shown.lines[labels[1]!]);
    expect(estimate.totals.aids).to.equal(shown.headline);
    expect(estimate.totals.cee).to.equal(work!.cee!.euros);
    // The modest price, not the classic one, from the very answer shown.
    const answer = (results[0] as { result: { cee: { eurosClassic: number; eurosModest: number } } }).result.cee;
    expect(work!.cee!.euros).to.equal(Math.round(answer.eurosModest));
    expect(Math.round(answer.eurosClassic)).not.to.equal(Math.round(answer.eurosModest));

    // Handed to the host: the neutral sentence, focused and said.
    expect(outcome(el)).to.equal(`Votre demande est prête à être envoyée à ${PARTNER}.`);
    expect(focusedName(el)).to.equal('outcome');
    expect(plain(statusText(el))).to.equal(`Votre demande est prête à être envoyée à ${PARTNER}.`);
    expect(sendButton(el)).to.equal(null);
  });

  it('sends once for a double click, a second click and Enter pressed twice', async () => {
    const el = await leadShown();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await typeContact(el, { name: CONTACT.name, email: CONTACT.email });
    await tick(el);
    const button = sendButton(el)!;
    button.click();
    button.click();
    button.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    root(el).querySelector<HTMLFormElement>('.lead-form')?.requestSubmit();
    await el.updateComplete;
    await waitUntil(() => leads.length > 0);
    // What a render or two later could still send: nothing.
    await el.updateComplete;
    await nextTask();
    await el.updateComplete;
    expect(leads.length).to.equal(1);

    // Enter twice on the button, by keyboard.
    const again = await leadShown();
    const more = collect<CeeLeadDetail>(again, 'cee-lead');
    await typeContact(again, { name: CONTACT.name, phone: CONTACT.phone });
    await tick(again);
    sendButton(again)!.focus();
    await press('Enter');
    await press('Enter');
    await waitUntil(() => more.length > 0);
    await again.updateComplete;
    expect(more.length).to.equal(1);
    expect(more[0]!.contact.email).to.equal(undefined);
  });

  it('says the host’s confirmation, its own or ours; a failure keeps the values and lets the visitor send again', async () => {
    const el = await leadShown();
    // Nothing to confirm yet.
    expect(el.confirmLead()).to.equal(false);
    expect(el.leadFailed()).to.equal(false);
    let leads = await sendContact(el);
    expect(el.confirmLead()).to.equal(true);
    await el.updateComplete;
    expect(outcome(el)).to.equal(`Votre demande a été envoyée à ${PARTNER}.`);
    expect(plain(statusText(el))).to.equal(`Votre demande a été envoyée à ${PARTNER}.`);
    // Answered once: a second answer changes nothing.
    expect(el.leadFailed('Trop tard')).to.equal(false);
    await el.updateComplete;
    expect(outcome(el)).to.equal(`Votre demande a été envoyée à ${PARTNER}.`);

    const host = await leadShown();
    leads = await sendContact(host);
    expect(host.leadFailed()).to.equal(true);
    await host.updateComplete;
    expect(failure(host)).to.equal(`Votre demande n’a pas pu être envoyée à ${PARTNER}. Vos informations sont conservées : vous pouvez l’envoyer de nouveau.`);
    expect(focusedName(host)).to.equal('failure');
    expect(plain(statusText(host))).to.equal(failure(host));
    for (const field of ['name', 'phone', 'email', 'postcode', 'message'] as const) expect(leadControl(host, field).value).to.equal(CONTACT[field]);
    expect((leadControl(host, 'consent') as HTMLInputElement).checked).to.equal(true);
    // Sent again: a second cee-lead, the same contact; the host's own words this time, as text.
    sendButton(host)!.click();
    await waitUntil(() => leads.length === 2);
    expect(JSON.stringify(leads[1]!.contact)).to.equal(JSON.stringify(leads[0]!.contact));
    expect(host.confirmLead('<b>Merci</b> : Isolation Martin vous rappelle demain.')).to.equal(true);
    await host.updateComplete;
    expect(outcome(host)).to.equal('<b>Merci</b> : Isolation Martin vous rappelle demain.');
    expect(step(host)!.querySelector('b')).to.equal(null);

    const third = await leadShown();
    await sendContact(third);
    third.leadFailed('Le serveur de Isolation Martin est indisponible.');
    await third.updateComplete;
    expect(failure(third)).to.equal('Le serveur de Isolation Martin est indisponible.');
  });

  it('never sends an outdated result: the button gives way to a sentence until the calculation is run again', async () => {
    const el = await leadShown();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await typeContact(el, CONTACT);
    await tick(el);
    await setValue(el, 'housing.surface', '120');
    expect(sendButton(el)).to.equal(null);
    expect(plain(step(el)!.querySelector('.lead-stale')!.textContent!)).to.equal(
      `Les valeurs ont changé : relancez le calcul pour envoyer à ${PARTNER} une estimation à jour.`,
    );
    // Enter in a field, a submit by script: nothing leaves.
    leadControl(el, 'name').focus();
    await press('Enter');
    root(el).querySelector<HTMLFormElement>('.lead-form')!.requestSubmit();
    await el.updateComplete;
    expect(leads.length).to.equal(0);
    // What was typed is still there; calculated again, it can be sent, with the new figures.
    for (const field of ['name', 'phone', 'email', 'postcode', 'message'] as const) expect(leadControl(el, field).value).to.equal(CONTACT[field]);
    submitButton(el).click();
    await waitUntil(() => sendButton(el) !== null, 'the button never came back', { timeout: 5000 });
    sendButton(el)!.click();
    await waitUntil(() => leads.length === 1);
    expect(leads[0]!.estimate.totals.aids).to.equal(shownFigures(el).headline);

    // Outdated while the host has not answered: what was sent stays said, nothing else can be sent.
    await setValue(el, 'housing.surface', '130');
    expect(outcome(el)).to.equal(`Votre demande est prête à être envoyée à ${PARTNER}.`);
    expect(sendButton(el)).to.equal(null);
  });

  it('keeps what was typed through a new calculation, a failed one, a language switch and the step hidden', async () => {
    const el = await leadShown();
    await typeContact(el, CONTACT);
    await tick(el);
    const kept = () => (['name', 'phone', 'email', 'postcode', 'message'] as const).map((field) => leadControl(el, field).value).join('|');
    const typed = Object.values(CONTACT).join('|');
    // A calculation that fails: no result, no step; the next one brings both back, values and all.
    await setValue(el, 'housing.surface', '110');
    await failNext({ method: 'POST', path: CEE, status: 500 });
    await failNext({ method: 'POST', path: MPR, status: 500 });
    submitButton(el).click();
    await waitUntil(() => step(el) === null && root(el).querySelector('.error-panel') !== null, 'no failure', { timeout: 5000 });
    submitButton(el).click();
    await waitUntil(() => step(el) !== null, 'the step never came back', { timeout: 5000 });
    expect(kept()).to.equal(typed);
    expect((leadControl(el, 'consent') as HTMLInputElement).checked).to.equal(true);
    el.lang = 'en';
    await waitUntil(() => stepText(el).includes('Be contacted by'), 'never in English', { timeout: 5000 });
    expect(kept()).to.equal(typed);
    el.removeAttribute('lead');
    await el.updateComplete;
    el.setAttribute('lead', PARTNER);
    await el.updateComplete;
    expect(kept()).to.equal(typed);

    // After a confirmed request, a new result shows the form again: the values kept, the box to tick again.
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    sendButton(el)!.click();
    await waitUntil(() => leads.length === 1);
    el.confirmLead();
    await setValue(el, 'housing.surface', '100');
    submitButton(el).click();
    await waitUntil(() => sendButton(el) !== null, 'no form after the new result', { timeout: 5000 });
    expect(kept()).to.equal(typed);
    expect((leadControl(el, 'consent') as HTMLInputElement).checked).to.equal(false);
  });

  it('prefills the postcode only from one the visitor typed in the form, never from a département', async () => {
    // A service whose département field takes a postcode: the one typed prefills the step.
    const descriptor = { key: 'housing.department', label: 'Code postal ou département', type: 'string', required: true };
    const inputs = JSON.stringify({ data: [descriptor, { key: 'housing.surface', label: 'Surface', type: 'number', unit: 'm²', min: 1 }] });
    const answers = async () => {
      await failNext({ method: 'POST', path: CEE, status: 200, body: JSON.stringify({ data: CEE_ANSWER }) });
      await failNext({ method: 'POST', path: MPR, status: 200, body: JSON.stringify({ data: MPR_ANSWER }) });
    };
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: inputs, times: 2 });
    const el = await mountLead();
    await answers();
    await calculated(el, { 'housing.department': '67 000', 'housing.surface': '100' });
    await waitUntil(() => step(el) !== null);
    expect(leadControl(el, 'postcode').value).to.equal('67000');
    // The visitor's own typing in the step wins, and stays.
    await typeContact(el, { postcode: '67100' });
    await setValue(el, 'housing.department', '68000');
    await answers();
    submitButton(el).click();
    await waitUntil(() => sendButton(el) !== null);
    expect(leadControl(el, 'postcode').value).to.equal('67100');

    // A département code: nothing is made up from it.
    const other = await mountLead();
    await answers();
    await calculated(other, { 'housing.department': '68', 'housing.surface': '100' });
    await waitUntil(() => step(other) !== null);
    expect(leadControl(other, 'postcode').value).to.equal('');
    const leads = await sendContact(other, { name: CONTACT.name, email: CONTACT.email });
    expect('postcode' in leads[0]!.contact).to.equal(false);
    // The sandbox's own département field (a code): no postcode either.
    await freshSandbox();
    const live = await leadShown();
    expect(control(live, 'housing.department').value).to.equal('67');
    expect(leadControl(live, 'postcode').value).to.equal('');
  });

  it('links the privacy notice in a new tab, or says to ask the partner for it', async () => {
    const el = await leadShown({ privacy: 'https://isolation-martin.example/confidentialite' });
    const link = step(el)!.querySelector<HTMLAnchorElement>('.consent a')!;
    expect(link.href).to.equal('https://isolation-martin.example/confidentialite');
    expect(link.target).to.equal('_blank');
    expect(link.relList.contains('noopener')).to.equal(true);
    expect(plain(link.textContent!)).to.equal('politique de confidentialité (nouvel onglet)');

    const without = await leadShown();
    expect(step(without)!.querySelector('.consent a')).to.equal(null);
    const sentence = consentSentence(without);
    expect(sentence).to.equal(
      `J’accepte que ${PARTNER} reçoive mes coordonnées et cette estimation pour me contacter au sujet de ces travaux. Je peux lui demander sa politique de confidentialité.`,
    );
    const leads = await sendContact(without, { name: CONTACT.name, email: CONTACT.email });
    expect(leads[0]!.consent.text).to.equal(sentence);

    // An address no link may open is not one: the sentence asks the partner.
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const hostile = await leadShown({ privacy: 'javascript:alert(1)' });
      expect(step(hostile)!.querySelector('.consent a')).to.equal(null);
      expect(consentSentence(hostile)).to.equal(sentence);
      expect(warnings.filter((w) => w.includes('lead-privacy-url')).length).to.equal(1);
    } finally {
      console.warn = warn;
    }

    // In English, the sentence the visitor reads is the one sent.
    const english = await leadShown({ lang: 'en', privacy: '/privacy.html' });
    const englishLeads = await sendContact(english, { name: CONTACT.name, email: CONTACT.email });
    expect(englishLeads[0]!.consent.text).to.equal(
      `I agree that ${PARTNER} receives my contact details and this estimate to contact me about this work, as its privacy policy describes.`,
    );
    expect(outcome(english)).to.equal(`Your request is ready to be sent to ${PARTNER}.`);
    english.confirmLead();
    await english.updateComplete;
    expect(outcome(english)).to.equal(`Your request has been sent to ${PARTNER}.`);
  });
});
