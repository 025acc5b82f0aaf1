/**
 * `<cee-project>`'s features of docs/contract.md §6 against the sandbox (issue #36): the financing block under
 * "Reste à payer" (shown with a remaining cost, absent without one), a partner's local aid counted inside the cap,
 * the link that brings the project back in a fresh element (same totals, no personal data, an unknown code named),
 * `persist` on and off with both storages watched, and the estimate sent by e-mail (consent, the event's detail,
 * the host's answers, a double press). axe in every state; once at 320 px.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { ifDefined } from 'lit/directives/if-defined.js';
import { decodeProject, encodeProject } from '../../../src/api/project-link.js';
import type { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import type { CeeEstimateEmailDetail } from '../../../src/elements/cee-project/project-email.js';
import { waitUntil } from '../wait-until.js';
import { answer, answerShown, fillWork, freshSandbox, plain, root, submitButton, worksReady, workCodes } from '../cee-project/project-helpers.js';

const LOFT = 'BAR-EN-101';
/** The loft of a modest household of 3 in the Bas-Rhin, quoted 9 000 €. */
const LOFT_VALUES = { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' };

/** The Eurométropole's bonus for loft insulation, inside the cap: 1 000 € flat. */
const STRASBOURG = {
  id: 'ems-combles',
  title: 'Prime isolation des combles',
  funder: 'Eurométropole de Strasbourg',
  territory: { departements: ['67'] },
  works: [LOFT],
  amount: 1000,
  inCap: true,
  validFrom: '2024-01-01',
  validUntil: '2099-12-31',
  sourceUrl: 'https://www.strasbourg.eu/aides-renovation',
};

interface Mount {
  works?: string;
  localAids?: string;
  persist?: string;
  lead?: string;
  lang?: string;
  shareUrl?: string;
}

async function mount(o: Mount = {}): Promise<CeeProject> {
  const origin = location.origin;
  const el = await fixture<CeeProject>(html`<cee-project
    api-base="${origin}/partner"
    calc-base="${origin}/calc"
    token-endpoint="${origin}/token"
    euros-mwh-cumac="8"
    works=${ifDefined(o.works)}
    local-aids=${ifDefined(o.localAids)}
    persist=${ifDefined(o.persist)}
    lead=${ifDefined(o.lead)}
    share-url=${ifDefined(o.shareUrl)}
    lang=${o.lang ?? 'fr'}
  ></cee-project>`);
  await worksReady(el);
  return el;
}

async function calculatedLoft(o: Mount = {}, values: Record<string, string> = LOFT_VALUES): Promise<CeeProject> {
  const el = await mount({ works: LOFT, ...o });
  await fillWork(el, LOFT, values);
  submitButton(el).click();
  await answerShown(el);
  return el;
}

const financingBlock = (el: HTMLElement) => answer(el)?.querySelector<HTMLElement>('.financing') ?? null;
const part = <T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string) => root(el).querySelector<T>(`[part~="${name}"]`);

function setHash(hash: string): void {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
}

afterEach(() => setHash(''));

describe('<cee-project>: financing what remains', () => {
  beforeEach(freshSandbox);

  it('shows the zero-rate loan under "Reste à payer" with the estimate’s figures, and prints it', async () => {
    const el = await calculatedLoft();
    const estimate = el.estimate!;
    expect(estimate.totals.remaining).to.be.greaterThan(0);
    const ecoPtz = estimate.financing?.ecoPtz;
    expect(ecoPtz?.status).to.equal('current');
    const block = financingBlock(el)!;
    expect(block).to.not.equal(null);
    const text = plain(block.textContent!);
    expect(text).to.contain('Financer le reste à payer');
    expect(text).to.contain('Éco-prêt à taux zéro');
    expect(text).to.contain('sous réserve d’acceptation par votre banque');
    if (ecoPtz?.status === 'current') expect(text).to.contain(`≈ ${new Intl.NumberFormat('fr-FR').format(ecoPtz.monthly)}`.replace(/\s/g, ' '));
    // The estimate the page gets carries the same words.
    expect((estimate.financing?.ecoPtz as { text?: string }).text).to.contain('sous réserve d’acceptation par votre banque');
    // The official page is linked, opening a new tab.
    expect(block.querySelector('a')!.getAttribute('href')).to.match(/^https:\/\/www\.service-public\.(fr|gouv\.fr)\//);
    expect(plain(block.querySelector('a .visually-hidden')!.textContent!), 'said to a screen reader, without lead').to.equal('(nouvel onglet)');
    expect(plain(root(el).querySelector('.printed')!.textContent!)).to.contain('Éco-prêt à taux zéro');
    // Without `lead`, no partner takes an e-mail request: the step is not offered.
    expect(root(el).querySelector('[part~="email"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows nothing without a remaining cost known (no quote)', async () => {
    const { 'project.quote': _quote, ...values } = LOFT_VALUES;
    const el = await calculatedLoft({}, values);
    expect(el.estimate!.totals.remaining).to.equal(undefined);
    expect(el.estimate!.financing).to.equal(undefined);
    expect(financingBlock(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });
});

describe('<cee-project>: local aids declared by the partner', () => {
  beforeEach(freshSandbox);

  it('counts a local aid of the area inside the cap, with its funder and its page; a malformed entry is dropped alone', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const plainEl = await calculatedLoft();
      const without = plainEl.estimate!;
      fixtureCleanup();
      const el = await calculatedLoft({ localAids: JSON.stringify([STRASBOURG, { ...STRASBOURG, id: 'broken', territoire: {} }]) });
      const estimate = el.estimate!;
      const [work] = estimate.works;
      expect(work!.localAids?.map((aid) => [aid.id, aid.amount])).to.deep.equal([['ems-combles', 1000]]);
      expect(estimate.totals.localAids).to.equal(1000);
      // Inside the cap: the aids never pass what the cap allowed without it by more than the local aid, and the
      // remaining cost is the quote less the aids.
      expect(estimate.totals.aids).to.be.at.most(without.totals.aids + 1000);
      expect(estimate.totals.remaining).to.equal(9000 - estimate.totals.aids);
      const row = answer(el)!.querySelector<HTMLElement>('[data-local="ems-combles"]')!;
      expect(plain(row.textContent!)).to.contain('Prime isolation des combles (Eurométropole de Strasbourg)');
      expect(plain(row.textContent!)).to.contain('1 000 €');
      expect(row.querySelector('a')!.getAttribute('href')).to.equal(STRASBOURG.sourceUrl);
      // A funder's name may start with a vowel: no « de » before it (« Conditions de Eurométropole… »).
      expect(plain(row.querySelector('a')!.textContent!)).to.match(/^Conditions : Eurométropole de Strasbourg/);
      expect(plain(answer(el)!.querySelector('.totals')!.textContent!)).to.contain('Dont aides locales');
      // On paper too, with its page written out.
      const printed = plain(root(el).querySelector('.printed')!.textContent!);
      expect(printed).to.contain('Eurométropole de Strasbourg');
      expect(printed).to.contain(STRASBOURG.sourceUrl);
      expect(warnings.filter((line) => line.includes('local aids left out')).length).to.equal(1);
      expect(warnings.join(' ')).to.contain('broken');
      await expect(el).to.be.accessible();
    } finally {
      console.warn = warn;
    }
  });

  it('says a local-aids attribute that is no JSON list, in words', async () => {
    const el = await fixture<CeeProject>(html`<cee-project
      api-base="${location.origin}/partner"
      calc-base="${location.origin}/calc"
      token-endpoint="${location.origin}/token"
      local-aids="{not json"
    ></cee-project>`);
    await el.updateComplete;
    expect(plain(root(el).textContent!)).to.contain('une liste JSON d’aides locales');
    await expect(el).to.be.accessible();
  });
});

describe('<cee-project>: the link that brings the project back', () => {
  beforeEach(freshSandbox);

  async function copiedLink(el: CeeProject, withHousehold: boolean): Promise<string> {
    if (withHousehold) part<HTMLInputElement>(el, 'keep')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await el.updateComplete;
    part<HTMLButtonElement>(el, 'copy-link')!.click();
    await waitUntil(() => part<HTMLInputElement>(el, 'share-link') !== null, 'no link shown');
    return part<HTMLInputElement>(el, 'share-link')!.value;
  }

  it('restores the same works, answers, quote and totals in a fresh element; no personal data in the link unless ticked', async () => {
    const el = await calculatedLoft();
    const totals = el.estimate!.totals;
    await expect(el).to.be.accessible();
    const steps: string[] = [];
    el.addEventListener('cee-step', (event) => steps.push((event as CustomEvent<{ step: string }>).detail.step));
    const link = await copiedLink(el, false);
    // The funnel hears the link taken, once.
    expect(steps.join(' ')).to.equal('link-copied');
    expect(link.startsWith(`${location.origin}${location.pathname}`)).to.equal(true);
    const encoded = new URL(link).hash.replace(/^#cee=/, '');
    const reading = await decodeProject(encoded);
    expect(reading.ok).to.equal(true);
    const text = JSON.stringify(reading.ok && reading.project);
    expect(text).to.not.contain('household.');
    expect(text).to.not.contain('32000');
    expect(link).to.not.contain('32000');

    // Without the household's means: the works and answers come back, the household is asked again.
    fixtureCleanup();
    setHash(new URL(link).hash);
    const fresh = await mount();
    await waitUntil(() => workCodes(fresh).includes(LOFT) && Boolean(part(fresh, 'restored')), 'the project never came back');
    await worksReady(fresh);
    await waitUntil(() => plain(part(fresh, 'restored')!.textContent!).includes('Répondez de nouveau'), 'the household was not asked again');
    expect(answer(fresh)).to.equal(null);
    await expect(fresh).to.be.accessible();
    await fillWork(fresh, LOFT, { 'household.size': '3', 'household.income': '32000' });
    submitButton(fresh).click();
    await answerShown(fresh);
    expect(fresh.estimate!.totals).to.deep.equal(totals);

    // Ticked: the link carries them, and the project is calculated at once with the same totals.
    const withHousehold = await copiedLink(fresh, true);
    fixtureCleanup();
    setHash(new URL(withHousehold).hash);
    const again = await mount();
    await waitUntil(() => answer(again) !== null && again.estimate !== undefined, 'the linked project was not calculated', { timeout: 15_000 });
    expect(again.estimate!.totals).to.deep.equal(totals);
    expect(plain(part(again, 'restored')!.textContent!)).to.contain('Votre projet a été restauré depuis votre lien.');
    await expect(again).to.be.accessible();
  });

  it('keeps the numbers as English writes them: a quote of 14,500 comes back as €14,500, in English and in French', async () => {
    const el = await calculatedLoft({ lang: 'en' }, { ...LOFT_VALUES, 'operation.surface': '80.5', 'project.quote': '14,500', 'household.income': '32,000' });
    const totals = el.estimate!.totals;
    expect(totals.quote).to.equal(14500);
    const link = await copiedLink(el, true);
    const reading = await decodeProject(new URL(link).hash.replace(/^#cee=/, ''));
    const kept = reading.ok ? reading.project.works[0]! : undefined;
    expect([kept?.quote, kept?.answers?.['operation.surface'], kept?.answers?.['household.income']]).to.deep.equal([14500, 80.5, 32000]);
    for (const lang of ['en', 'fr']) {
      fixtureCleanup();
      setHash(new URL(link).hash);
      const again = await mount({ lang });
      await waitUntil(() => answer(again) !== null && again.estimate !== undefined, 'the linked project was not calculated', { timeout: 15_000 });
      expect(again.estimate!.totals, lang).to.deep.equal(totals);
    }
  });

  it('puts the link on the host’s share-url', async () => {
    const el = await calculatedLoft({ shareUrl: 'https://chauffage-durable.example/mon-projet?from=widget' });
    const link = await copiedLink(el, false);
    expect(link.startsWith('https://chauffage-durable.example/mon-projet?from=widget#cee=')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('names a code the catalogue no longer has, and says a link that cannot be read', async () => {
    setHash(`#cee=${await encodeProject({ v: 1, works: [{ fost: LOFT, quote: 9000 }, { fost: 'BAR-TH-999' }] })}`);
    const el = await mount();
    await waitUntil(() => Boolean(part(el, 'restored')), 'no notice');
    expect(plain(part(el, 'restored')!.textContent!)).to.contain('BAR-TH-999');
    expect(workCodes(el)).to.deep.equal([LOFT]);
    await expect(el).to.be.accessible();
    // An answer no question asks any more: the work it was for is named, the answer is not sent.
    fixtureCleanup();
    setHash(`#cee=${await encodeProject({ v: 1, works: [{ fost: LOFT, answers: { 'operation.surface': 80, 'operation.retired_question': 'x' } }] })}`);
    const older = await mount();
    await waitUntil(() => plain(part(older, 'restored')?.textContent ?? '').includes('ne sont plus demandées'), 'the answer no longer asked was not said');
    expect(root(older).querySelector<HTMLInputElement>('[data-key$="|operation.surface"]')!.value).to.equal('80');
    await expect(older).to.be.accessible();
    fixtureCleanup();
    setHash('#cee=AAAA-not-a-project');
    const broken = await mount();
    await waitUntil(() => Boolean(part(broken, 'restored')), 'no notice for a broken link');
    expect(plain(part(broken, 'restored')!.textContent!)).to.contain('ne peut pas être lu');
    await expect(broken).to.be.accessible();
  });
});

describe('<cee-project>: kept on this device only with persist', () => {
  beforeEach(freshSandbox);
  const writes: Array<{ storage: 'session' | 'local'; key: string }> = [];
  const setItem = Storage.prototype.setItem;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    writes.length = 0;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      writes.push({ storage: this === sessionStorage ? 'session' : 'local', key });
      return setItem.call(this, key, value);
    };
  });
  afterEach(() => {
    Storage.prototype.setItem = setItem;
    sessionStorage.clear();
    localStorage.clear();
  });

  it('writes nothing in either storage without persist', async () => {
    const el = await calculatedLoft();
    expect(el.estimate).to.not.equal(undefined);
    expect(writes).to.deep.equal([]);
    expect(sessionStorage.length + localStorage.length).to.equal(0);
    expect(part(el, 'clear')).to.equal(null);
  });

  it('persist="session" keeps the works and answers (never the household’s means), brings them back, and "Effacer mes réponses" clears both', async () => {
    const el = await calculatedLoft({ persist: 'session' });
    await waitUntil(() => sessionStorage.getItem('cee-widgets:project:default') !== null, 'nothing kept');
    expect(writes.every((write) => write.storage === 'session')).to.equal(true);
    const kept = sessionStorage.getItem('cee-widgets:project:default')!;
    expect(kept).to.contain(LOFT);
    expect(kept).to.not.contain('household');
    expect(localStorage.length).to.equal(0);
    await expect(el).to.be.accessible();

    fixtureCleanup();
    const back = await mount({ persist: 'session' });
    await waitUntil(() => workCodes(back).includes(LOFT) && Boolean(part(back, 'restored')), 'the kept project never came back');
    await worksReady(back);
    expect(plain(part(back, 'restored')!.textContent!)).to.contain('gardées sur cet appareil');
    const surface = root(back).querySelector<HTMLInputElement>(`[data-key$="|operation.surface"]`)!;
    expect(surface.value).to.equal('80');
    part<HTMLButtonElement>(back, 'clear')!.click();
    await back.updateComplete;
    expect(sessionStorage.getItem('cee-widgets:project:default')).to.equal(null);
    expect(workCodes(back)).to.deep.equal([]);
    await expect(back).to.be.accessible();
  });

  it('a storage that throws turns keeping off, silently', async () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const el = await calculatedLoft({ persist: 'local' });
    expect(el.estimate!.totals.of).to.equal(1);
    expect(localStorage.length).to.equal(0);
  });
});

describe('<cee-project>: the estimate sent by e-mail', () => {
  beforeEach(freshSandbox);

  const step = (el: HTMLElement) => part(el, 'email');
  const address = (el: HTMLElement) => step(el)!.querySelector<HTMLInputElement>('input[type="email"]')!;
  const consent = (el: HTMLElement) => step(el)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const send = (el: HTMLElement) => step(el)!.querySelector<HTMLButtonElement>('[part~="email-submit"]');

  it('names the e-mail address it passes on, in English too (not the home’s)', async () => {
    const el = await calculatedLoft({ lead: 'Isolation Martin', lang: 'en' });
    await waitUntil(() => step(el) !== null, 'the e-mail step never showed');
    expect(plain(step(el)!.textContent!)).to.contain('We pass your e-mail address and this estimate to Isolation Martin, who sends it to you.');
  });

  it('asks an address and the consent, hands the host {email, consent, estimate, link} once, and says its answers', async () => {
    const el = await calculatedLoft({ lead: 'Isolation Martin' });
    const sent: CeeEstimateEmailDetail[] = [];
    el.addEventListener('cee-estimate-email', (event) => sent.push((event as CustomEvent<CeeEstimateEmailDetail>).detail));
    expect(consent(el).checked).to.equal(false);
    // It names the e-mail address: beside the home's address field, « votre adresse » alone reads as the home's.
    expect(plain(step(el)!.textContent!)).to.contain('Nous transmettons votre adresse e-mail et cette estimation à Isolation Martin, qui vous l’envoie.');
    await expect(el).to.be.accessible();
    address(el).value = 'jeanne@exemple';
    address(el).dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    send(el)!.click();
    await el.updateComplete;
    const errors = plain(step(el)!.textContent!);
    expect(errors).to.contain('nom@exemple.fr');
    expect(errors).to.contain('Cochez la case');
    expect(sent.length).to.equal(0);
    await expect(el).to.be.accessible();

    address(el).value = 'jeanne.dupont@exemple.fr';
    address(el).dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    consent(el).click();
    await el.updateComplete;
    send(el)!.click();
    send(el)?.click();
    await waitUntil(() => sent.length > 0, 'no cee-estimate-email');
    await el.updateComplete;
    expect(sent.length).to.equal(1);
    const [detail] = sent as [CeeEstimateEmailDetail];
    expect(detail.email).to.equal('jeanne.dupont@exemple.fr');
    expect(detail.consent.text).to.contain('Isolation Martin');
    expect(Number.isNaN(Date.parse(detail.consent.at))).to.equal(false);
    expect(JSON.stringify(detail.estimate)).to.equal(JSON.stringify(el.estimate));
    expect(detail.link).to.match(/#cee=[\w-]+$/);
    expect(detail.link).to.not.contain('jeanne');
    // The visit's campaign, as on cee-lead: this page, no utm_* in its address.
    expect(`${detail.attribution.page} ${detail.attribution.utm_source ?? '-'}`).to.equal(`${location.origin}${location.pathname} -`);

    // The host could not send it: said, the address kept, sent again on request.
    expect(el.emailFailed()).to.equal(true);
    await el.updateComplete;
    expect(plain(step(el)!.textContent!)).to.contain('n’a pas pu être envoyée');
    expect(address(el).value).to.equal('jeanne.dupont@exemple.fr');
    await expect(el).to.be.accessible();
    send(el)!.click();
    await waitUntil(() => sent.length === 2, 'not sent again');
    expect(el.confirmEmail()).to.equal(true);
    await el.updateComplete;
    expect(plain(step(el)!.textContent!)).to.contain('L’estimation a été envoyée à jeanne.dupont@exemple.fr.');
    expect(el.confirmEmail()).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('at 320 px: every step of the answer fits the width', async () => {
    await setViewport({ width: 320, height: 800 });
    try {
      const el = await calculatedLoft({ localAids: JSON.stringify([STRASBOURG]), lead: 'Isolation Martin' });
      expect(financingBlock(el)).to.not.equal(null);
      expect(el.scrollWidth).to.be.at.most(320);
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });
});
