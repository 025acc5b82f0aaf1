/**
 * What a visitor reads when opening the link of a project (`#cee=…`, docs/contract.md §6), in French and English:
 * the questions the link did not carry (the household's means, without the box ticked) are each marked under their
 * field, as the notice says, and the mark goes once answered; a project whose visitor had given the home's address (or
 * its DPE alone) says in one line, where the element asks it, that the link (or this device, with `persist`) does not
 * keep it, and to give it again: the payload says only that it was given (`home`), never the address. axe on each
 * restored state.
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import { encodeProject } from '../../../src/api/project-link.js';
import type { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import { chooseAddress, mountProject as mountWithHome } from '../address/element-fixture.js';
import { waitUntil } from '../wait-until.js';
import { freshSandbox, mountProject, plain, root, setValue, workId } from './project-helpers.js';

const LOFT = 'BAR-EN-101';
/** The loft of a household in the Bas-Rhin, quoted 9 000 €: the household's size and income left out, as a link without the box ticked. */
const LINK = { v: 1 as const, works: [{ fost: LOFT, quote: 9000, answers: { 'operation.surface': 80, 'housing.department': '67' } }] };
/** The same, from a visitor who had chosen the home's address: the link says only that one was given. */
const LINK_WITH_HOME = { ...LINK, home: 'address' as const };

const WORDS = {
  fr: {
    askAgain: 'Répondez de nouveau aux questions marquées « À compléter » ci-dessous, puis calculez les aides.',
    note: 'À compléter : cette réponse n’a pas été gardée avec votre projet.',
    address: 'Pour protéger vos données, le lien ne garde pas l’adresse du logement : indiquez-la de nouveau ci-dessous.',
    dpe: 'Pour protéger vos données, le lien ne garde pas le DPE du logement : indiquez-le de nouveau ci-dessous.',
    addressHere: 'Pour protéger vos données, l’adresse du logement n’est pas gardée sur cet appareil : indiquez-la de nouveau ci-dessous.',
  },
  en: {
    askAgain: 'Answer the questions marked “Missing” below, then calculate the aids.',
    note: 'Missing: this answer was not kept with your project.',
    address: 'To protect your data, the link does not keep the home’s address: enter it again below.',
    dpe: 'To protect your data, the link does not keep the home’s DPE: enter it again below.',
    addressHere: 'To protect your data, the home’s address is not kept on this device: enter it again below.',
  },
};

function setHash(hash: string): void {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
}

const notice = (el: HTMLElement): string => plain(root(el).querySelector('[part~="restored"]')?.textContent ?? '');
/** The notice's lines, as drawn (one sentence each). */
const noticeLines = (el: HTMLElement): string[] => [...root(el).querySelectorAll('[part~="restored"] span')].map((line) => plain(line.textContent));

/** The control of a work's own `key`, its note's text, and whether the control is described by it. */
function marked(el: HTMLElement, key: string): { value: string; note: string; described: boolean } {
  const control = root(el).querySelector<HTMLInputElement>(`[data-key="${CSS.escape(`${workId(el, LOFT)}|${key}`)}"]`);
  if (!control) throw new Error(`No control for ${key}`);
  const note = root(el).getElementById(`${control.id}-note`);
  return { value: control.value, note: plain(note?.textContent ?? ''), described: Boolean(note && control.getAttribute('aria-describedby')?.split(' ').includes(note.id)) };
}

async function restored(el: CeeProject): Promise<void> {
  await waitUntil(() => notice(el).length > 0 && root(el).querySelector('[part~="work"]') !== null, 'the link was never read');
  await waitUntil(() => !root(el).querySelector('[part~="work"] [aria-busy="true"]'), 'the works never showed their questions', { timeout: 10_000 });
  await el.updateComplete;
}

/** Where `persist="session"` keeps the project of an element without an id. */
const KEPT = 'cee-widgets:project:default';

afterEach(() => {
  setHash('');
  sessionStorage.removeItem(KEPT);
});

for (const lang of ['fr', 'en'] as const) {
  const words = WORDS[lang];

  describe(`<cee-project>: a link opened (${lang})`, () => {
    beforeEach(freshSandbox);

    it('marks under its field each question the link did not carry, as the notice says, until it is answered', async () => {
      setHash(`#cee=${await encodeProject(LINK)}`);
      const el = await mountProject({ lang, price: '8' });
      await restored(el);
      await waitUntil(() => notice(el).includes(words.askAgain), `the notice never asked to answer again: ${notice(el)}`);
      // No address asked: nothing said of it.
      expect(notice(el)).to.not.contain(words.address);
      for (const key of ['household.size', 'household.income']) {
        const field = marked(el, key);
        expect(`${key}: ${field.note}`).to.equal(`${key}: ${words.note}`);
        expect(field.described, `${key} is described by its note`).to.equal(true);
      }
      // What the link carried is not marked.
      expect(marked(el, 'operation.surface').value).to.equal('80');
      expect(marked(el, 'operation.surface').note).to.equal('');
      await expect(el).to.be.accessible();

      // Answered, the mark goes; the other stays.
      await setValue(el, `${workId(el, LOFT)}|household.size`, '3');
      expect(marked(el, 'household.size').note).to.equal('');
      expect(marked(el, 'household.size').described).to.equal(false);
      expect(marked(el, 'household.income').note).to.equal(words.note);
      // "Effacer mes réponses": the notice and the marks go with the answers.
      root(el).querySelector<HTMLButtonElement>('[part~="clear"]')!.click();
      await el.updateComplete;
      expect(notice(el)).to.equal('');
      expect(root(el).querySelector('.note')).to.equal(null);
    });

    it('says in one line that the address is not kept, when the visitor had given it and the element asks it', async () => {
      // A link from a visitor who gave no address: nothing said of one, though the element asks it.
      setHash(`#cee=${await encodeProject(LINK)}`);
      const none = await mountWithHome({ works: LOFT, lang });
      await restored(none);
      await waitUntil(() => notice(none).includes(words.askAgain), `the notice never asked to answer again: ${notice(none)}`);
      expect(notice(none)).to.not.contain(words.address);
      expect(notice(none)).to.not.contain(words.dpe);
      fixtureCleanup();

      setHash(`#cee=${await encodeProject(LINK_WITH_HOME)}`);
      const el = await mountWithHome({ works: LOFT, lang });
      await restored(el);
      await waitUntil(() => notice(el).includes(words.askAgain), `the notice never asked to answer again: ${notice(el)}`);
      expect(noticeLines(el)).to.include(words.address);
      expect(notice(el)).to.not.contain(words.dpe);
      await expect(el).to.be.accessible();

      // The DPE's field alone: the line names the DPE.
      fixtureCleanup();
      const dpeOnly = await mountWithHome({ works: LOFT, lang, address: false, dpeLookup: true });
      await restored(dpeOnly);
      await waitUntil(() => noticeLines(dpeOnly).includes(words.dpe), `the DPE was not said: ${notice(dpeOnly)}`);
      expect(notice(dpeOnly)).to.not.contain(words.address);
      await expect(dpeOnly).to.be.accessible();
    });

    it('says the same of a project kept on this device (persist)', async () => {
      sessionStorage.setItem(KEPT, JSON.stringify(LINK_WITH_HOME));
      const el = await mountWithHome({ works: LOFT, lang });
      el.setAttribute('persist', 'session');
      await restored(el);
      await waitUntil(() => noticeLines(el).includes(words.addressHere), `the address was not said: ${notice(el)}`);
      expect(notice(el)).to.not.contain(words.address);
      expect(marked(el, 'household.income').note).to.equal(words.note);
      // Written again as restored, it still says the address was given: a reload or a second tab asks it again too.
      await el.updateComplete;
      expect(JSON.parse(sessionStorage.getItem(KEPT)!).home).to.equal('address');
      await expect(el).to.be.accessible();
    });
  });
}

describe('<cee-project>: what a kept project says of the home', () => {
  beforeEach(freshSandbox);

  it('keeps that an address was given, never the address itself', async () => {
    const el = await mountWithHome({ works: LOFT });
    el.setAttribute('persist', 'session');
    await waitUntil(() => sessionStorage.getItem(KEPT) !== null, 'the project was never kept');
    expect(JSON.parse(sessionStorage.getItem(KEPT)!).home).to.equal(undefined);
    await chooseAddress(el, '12 rue de rivoli', '12 Rue de Rivoli 75004 Paris');
    await waitUntil(() => JSON.parse(sessionStorage.getItem(KEPT) ?? '{}').home === 'address', `the address given was never said: ${sessionStorage.getItem(KEPT)}`);
    const kept = sessionStorage.getItem(KEPT)!;
    for (const part of ['Rivoli', '75004', '75104', 'Paris', '2.35', '48.85']) expect(kept, `${part} in ${kept}`).to.not.contain(part);
  });
});
