/**
 * The contact step's checks (issue #25.4): each message in our words, in French and in English, tied to its control
 * (aria-invalid, aria-describedby), focus on the first, the count said in the live region; the consent is required;
 * the messages follow the page's language; a French phone number with spaces, dots or +33, an email address, a postcode
 * of 5 digits, a message of bounded length.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import type { CeeLeadDetail } from '../../../src/ui/lead-step/lead-step.js';
import { freshSandbox, statusText } from '../cee-simulator/simulator-helpers.js';
import { CONTACT, PARTNER, collect, errorOf, focusedName, invalid, leadControl, leadShown, plain, root, sendButton, step, tick, typeContact } from './lead-fixture.js';

/** The messages the step shows now, by key, with what names them. */
function shownErrors(el: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of invalid(el)) out[key] = errorOf(el, key as Parameters<typeof errorOf>[1]);
  return out;
}

async function send(el: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  sendButton(el)!.click();
  await el.updateComplete;
  await el.updateComplete;
}

const TOO_LONG = 'x'.repeat(1001);

const WORDS = {
  fr: {
    empty: {
      name: 'Indiquez votre nom.',
      reach: 'Indiquez un numéro de téléphone ou une adresse e-mail.',
      consent: `Cochez la case pour que ${PARTNER} puisse recevoir votre demande.`,
    },
    wrong: {
      phone: 'Indiquez un numéro français à 10 chiffres (06 12 34 56 78) ou un numéro international commençant par + et l’indicatif du pays (+44 20 7946 0958).',
      email: 'L’adresse e-mail doit avoir la forme nom@exemple.fr.',
      postcode: 'Le code postal doit compter 5 chiffres, par exemple 67000.',
      message: 'Ce champ compte 1 001 caractères : 1 000 au plus.',
    },
    count: (n: number) => `La demande contient ${n} erreurs à corriger.`,
    one: 'La demande contient 1 erreur à corriger.',
  },
  en: {
    empty: {
      name: 'Enter your name.',
      reach: 'Enter a phone number or an email address.',
      consent: `Tick the box so that ${PARTNER} can receive your request.`,
    },
    wrong: {
      phone: 'Enter a 10-digit French number (06 12 34 56 78) or an international number starting with + and the country code (+44 20 7946 0958).',
      email: 'The email address must look like name@example.com.',
      postcode: 'The postcode must have 5 digits, for example 67000.',
      message: 'This field has 1,001 characters: 1,000 at most.',
    },
    count: (n: number) => `The request has ${n} errors to fix.`,
    one: 'The request has 1 error to fix.',
  },
} as const;

describe('the contact step’s checks', () => {
  beforeEach(freshSandbox);

  for (const lang of ['fr', 'en'] as const) {
    const words = WORDS[lang];
    it(`says each error in ${lang === 'fr' ? 'French' : 'English'}, on its control, focus on the first`, async () => {
      const el = await leadShown({ lang });
      const leads = collect<CeeLeadDetail>(el, 'cee-lead');
      // Nothing filled in: the name, a way to reach, the consent.
      await send(el);
      expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify(words.empty));
      expect(focusedName(el)).to.equal('name');
      expect(plain(statusText(el))).to.equal(words.count(3));
      // Tied to the control: invalid, described by its message (after its hint).
      const name = leadControl(el, 'name');
      expect(name.getAttribute('aria-invalid')).to.equal('true');
      const describedBy = name.getAttribute('aria-describedby')!;
      expect(root(el).getElementById(describedBy.split(' ').pop()!)!.textContent).to.equal(words.empty.name);

      // Wrong values: each says what it expects; the first of them takes focus.
      await typeContact(el, { name: CONTACT.name, phone: '12 34', email: 'jeanne@', postcode: '6700', message: TOO_LONG });
      await tick(el);
      // Edited: their messages are gone until the next try.
      expect(invalid(el).join()).to.equal('');
      await send(el);
      expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify(words.wrong));
      expect(focusedName(el)).to.equal('phone');
      expect(plain(statusText(el))).to.equal(words.count(4));

      // Our words: no validator's, no key, French typography.
      const text = plain(step(el)!.textContent!);
      expect(text).not.to.match(/lead\.|Invalid|regex|pattern|>=|\(s\)/);
      if (lang === 'fr') {
        expect(text).not.to.contain("'");
        expect(text).not.to.match(/ : [A-ZÉ]/);
      }

      // One left: said in the singular, focus on it.
      await typeContact(el, { phone: '06.12.34.56.78', email: '', postcode: '67 000', message: 'Bonjour' });
      await typeContact(el, { email: 'jeanne@exemple' });
      await send(el);
      expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify({ email: words.wrong.email }));
      expect(focusedName(el)).to.equal('email');
      expect(plain(statusText(el))).to.equal(words.one);
      expect(leads.length).to.equal(0);
    });
  }

  it('requires the consent: every other value right, nothing is sent until the box is ticked', async () => {
    const el = await leadShown();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await typeContact(el, CONTACT);
    await send(el);
    expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify({ consent: WORDS.fr.empty.consent }));
    expect(focusedName(el)).to.equal('consent');
    expect(leads.length).to.equal(0);
    await tick(el);
    expect(invalid(el).join()).to.equal('');
    await send(el);
    await waitUntil(() => leads.length === 1);
    // Back to the form after a failure, the box unticked by the visitor: refused again.
    el.leadFailed();
    await el.updateComplete;
    await tick(el, false);
    await send(el);
    expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify({ consent: WORDS.fr.empty.consent }));
    expect(leads.length).to.equal(1);
  });

  it('reads the ways people write a French number and an international one, and an email alone or a phone alone is enough', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['06 12 34 56 78', '0612345678'],
      ['06.12.34.56.78', '0612345678'],
      ['06-12-34-56-78', '0612345678'],
      ['+33 6 12 34 56 78', '0612345678'],
      ['+33 (0)1 23 45 67 89', '0123456789'],
      ['0033 1 23 45 67 89', '0123456789'],
      ['+262 692 12 34 56', '0692123456'],
      ['0612345678', '0612345678'],
      ['6 12 34 56 78', undefined],
      // Another country's number, in international form (E.164: +, then 8 to 15 digits).
      ['+44 20 7946 0958', '+442079460958'],
      ['+44 (0)20 7946 0958', '+442079460958'],
      ['+1 (555) 010-0199', '+15550100199'],
      ['+49.30.1234567', '+49301234567'],
      ['+44 20', undefined],
      ['+4420794609581234', undefined],
      ['+0 20 7946 0958', undefined],
      // Under France's codes, France's plan: a French number cut short is not taken for a foreign one.
      ['+33 6 12 34', undefined],
      ['0044 20 7946 0958', undefined],
      ['00 12 34 56 78', undefined],
      ['06 12 34 56 7', undefined],
    ];
    const el = await leadShown();
    const leads = collect<CeeLeadDetail>(el, 'cee-lead');
    await tick(el);
    for (const [typed, national] of cases) {
      await typeContact(el, { name: CONTACT.name, phone: typed, email: '' });
      const before = leads.length;
      await send(el);
      if (national) {
        await waitUntil(() => leads.length === before + 1, `${typed} was not sent`);
        expect(`${typed} → ${leads.at(-1)!.contact.phone}`).to.equal(`${typed} → ${national}`);
        el.leadFailed();
        await el.updateComplete;
      } else {
        expect(`${typed} → ${errorOf(el, 'phone')}`).to.equal(`${typed} → ${WORDS.fr.wrong.phone}`);
        expect(leads.length).to.equal(before);
      }
    }
    // An email alone.
    await typeContact(el, { phone: '', email: ' jeanne.dupont@exemple.fr ' });
    await send(el);
    await waitUntil(() => leads.length === 13);
    expect(JSON.stringify(leads.at(-1)!.contact)).to.equal(JSON.stringify({ name: CONTACT.name, email: 'jeanne.dupont@exemple.fr' }));
  });

  it('says its messages again in the page’s new language, on the same fields', async () => {
    const el = await leadShown();
    await typeContact(el, { phone: '12' });
    await send(el);
    expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify({ name: WORDS.fr.empty.name, phone: WORDS.fr.wrong.phone, consent: WORDS.fr.empty.consent }));
    el.lang = 'en';
    await waitUntil(() => errorOf(el, 'name') === WORDS.en.empty.name, 'the messages never switched', { timeout: 5000 });
    expect(JSON.stringify(shownErrors(el))).to.equal(JSON.stringify({ name: WORDS.en.empty.name, phone: WORDS.en.wrong.phone, consent: WORDS.en.empty.consent }));
    expect(leadControl(el, 'phone').value).to.equal('12');
  });
});
