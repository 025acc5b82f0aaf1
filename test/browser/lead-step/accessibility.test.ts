/**
 * The contact step for everyone (issue #25.9): axe finds nothing in any of its states (empty, errors, handed to the
 * host, confirmed, failed, outdated), in French and English, with and without the privacy link; every control has a
 * visible label and its autocomplete purpose; and from 320 px nothing overflows, whatever the partner's name.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import { freshSandbox, setValue } from '../cee-simulator/simulator-helpers.js';
import { CONTACT, leadControl, leadShown, root, sendButton, step, tick, typeContact } from './lead-fixture.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';

async function sendEmpty(el: CeeSimulator): Promise<void> {
  sendButton(el)!.click();
  await el.updateComplete;
  await el.updateComplete;
}

/**
 * Nothing in the element is wider than its box (but what is visually hidden, 1 px wide by design, and the text a
 * visitor typed, which scrolls inside its control), no box reaches past the element's, nor is the page wider than
 * the window.
 */
function overflowing(el: HTMLElement): string[] {
  const nodes = [el, ...root(el).querySelectorAll<HTMLElement>('*')].filter((node) => !node.closest('.visually-hidden'));
  const right = el.getBoundingClientRect().right;
  const wide = nodes.filter(
    (node) =>
      (!node.matches('input, textarea') && node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1) || node.getBoundingClientRect().right > right + 0.5,
  );
  const out = wide.map((node) => `${node.tagName.toLowerCase()}.${node.className}`);
  if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page ${document.documentElement.scrollWidth}`);
  return out;
}

describe('the contact step’s accessibility', () => {
  beforeEach(freshSandbox);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const lang of ['fr', 'en']) {
    it(`has no axe violation in any state (${lang})`, async () => {
      const el = await leadShown({ lang, privacy: '/confidentialite.html' });
      await expect(el).to.be.accessible();
      await sendEmpty(el);
      expect(step(el)!.querySelectorAll('[aria-invalid="true"]').length).to.equal(3);
      await expect(el).to.be.accessible();
      await typeContact(el, { ...CONTACT, phone: '12', email: 'x@' });
      await sendEmpty(el);
      await expect(el).to.be.accessible();
      await typeContact(el, CONTACT);
      await tick(el);
      sendButton(el)!.click();
      await waitUntil(() => step(el)!.querySelector('.lead-outcome') !== null);
      await expect(el).to.be.accessible();
      el.leadFailed();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      sendButton(el)!.click();
      await waitUntil(() => step(el)!.querySelector('.lead-outcome') !== null);
      el.confirmLead();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      // Outdated, without a privacy link: the form, the sentence in place of the button.
      const stale = await leadShown({ lang });
      await typeContact(stale, CONTACT);
      await setValue(stale, 'housing.surface', '150');
      expect(sendButton(stale)).to.equal(null);
      await expect(stale).to.be.accessible();
    });
  }

  it('labels every control visibly and says what each asks for', async () => {
    const el = await leadShown();
    const expected: Record<string, string> = { name: 'name', phone: 'tel', email: 'email', postcode: 'postal-code' };
    for (const field of ['name', 'phone', 'email', 'postcode', 'message', 'consent'] as const) {
      const control = leadControl(el, field);
      const label = root(el).querySelector<HTMLLabelElement>(`label[for="${control.id}"]`)!;
      expect(`${field}: ${label.getBoundingClientRect().height > 0}`).to.equal(`${field}: true`);
      if (expected[field]) expect(control.getAttribute('autocomplete')).to.equal(expected[field]);
    }
    // The phone and the email are one group, its legend saying one of them is needed.
    const group = step(el)!.querySelector('fieldset.reach')!;
    expect(group.querySelector('legend')!.textContent).to.contain('Pour vous joindre');
    expect(group.contains(leadControl(el, 'phone')) && group.contains(leadControl(el, 'email'))).to.equal(true);
    expect(root(el).getElementById(group.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).to.equal(
      'Un numéro de téléphone, une adresse e-mail, ou les deux.',
    );
  });

  for (const width of [320, 375]) {
    it(`at ${width} px nothing overflows: the step empty, with its errors, and confirmed, with a long partner name`, async () => {
      await setViewport({ width, height: 800 });
      const el = await leadShown({ lead: 'Société Coopérative d’Isolation et de Rénovation Énergétique du Grand Est', privacy: '/confidentialite.html' });
      el.style.display = 'block';
      expect(overflowing(el).join()).to.equal('');
      await sendEmpty(el);
      await typeContact(el, { email: 'une.adresse.vraiment.tres.longue.pour.voir@exemple-de-domaine-long.fr' });
      await sendEmpty(el);
      expect(overflowing(el).join()).to.equal('');
      await typeContact(el, { name: CONTACT.name });
      await tick(el);
      sendButton(el)!.click();
      await waitUntil(() => step(el)!.querySelector('.lead-outcome') !== null);
      el.confirmLead();
      await el.updateComplete;
      expect(overflowing(el).join()).to.equal('');
    });
  }
});
