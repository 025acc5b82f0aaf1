/**
 * The funnel events as the four elements fire them, driven as a visitor would against the sandbox (docs/contract.md,
 * "Funnel events, prefill, iframe"): each event once per transition with its documented detail (the sequences below
 * are the snapshot of their shapes), `cee-abandon` on `pagehide` after a step and never after the funnel's end,
 * `window.dataLayer` fed only with `analytics="datalayer"`, the page's URL read only where `prefill-from-url` allows.
 * The personal-data scan runs over every test of the suite (test/browser/helpers/scan-every-test.ts), these too.
 */
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import type { Estimate } from '../../../src/api/estimate.js';
import { VERSION } from '../../../src/version.js';
import { choose } from '../cee-simulator/picker-helpers.js';
import { HEAT_PUMP, fieldsShown, fill, mountSimulator, resultShown, submitButton } from '../cee-simulator/simulator-helpers.js';
import { answerShown, fillWork, mountProject, openPicker, root, submitButton as projectSubmit, worksReady } from '../cee-project/project-helpers.js';
import { CONTACT, HOUSEHOLD, leadControl, mountLead, sendContact, step as leadStep } from '../lead-step/lead-fixture.js';
import { fill as fillForm, control as formControl, mountForm } from '../worksite-form/form-fixture.js';
import { mountUploader, pdf, pickFiles } from '../doc-uploader/uploader-fixture.js';
import { freshSandbox } from '../cee-simulator/simulator-helpers.js';
import { personalDataIn } from '../helpers/funnel-scan.js';
import { waitUntil } from '../wait-until.js';

type Heard = { type: string; detail: Record<string, unknown> };

/** Every funnel event reaching `document`, in order. */
function funnelEvents(): Heard[] {
  const heard: Heard[] = [];
  for (const type of ['cee-ready', 'cee-step', 'cee-abandon']) {
    document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  }
  return heard;
}

/** Each event as one line: `cee-step calculated BAR-TH-171 aids=…`, for a readable snapshot of a sequence. */
const line = ({ type, detail }: Heard): string =>
  [type, detail.step, (detail.works as string[] | undefined)?.join(','), detail.totals && `totals=${Object.keys(detail.totals as object).join(',')}`]
    .filter(Boolean)
    .join(' ');

const pagehide = (): boolean => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));

/** What a step carries from the estimate on screen: its codes and its totals' `aids` and `remaining`. */
const fromEstimate = (estimate: Estimate) => ({
  works: estimate.works.map((work) => work.fost),
  totals: estimate.totals.remaining === undefined ? { aids: estimate.totals.aids } : { aids: estimate.totals.aids, remaining: estimate.totals.remaining },
});

let heard: Heard[];
let listeners: Array<() => void> = [];

beforeEach(async () => {
  await freshSandbox();
  heard = funnelEvents();
});

afterEach(() => {
  fixtureCleanup();
  for (const stop of listeners) stop();
  listeners = [];
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('the funnel events of the elements', () => {
  it('run the personal-data scan over the whole browser suite (every test file imports it first)', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('cee-widgets.test.funnel-scan')]).to.equal(true);
  });

  it('<cee-simulator>: ready, an answer typed, calculated, the contact step opened and sent; each once, then no abandon', async () => {
    const leads: Array<{ estimate: Estimate; attribution?: Record<string, string> }> = [];
    document.addEventListener('cee-lead', (event) => leads.push((event as CustomEvent).detail), { once: true });
    const el = await mountLead();
    await fill(el, HOUSEHOLD);
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => leadStep(el) !== null, 'the contact step never showed');
    leadControl(el, 'name').focus();
    leadControl(el, 'email').focus();
    await sendContact(el, CONTACT);
    pagehide();

    expect(heard.map(line)).to.deep.equal([
      'cee-ready',
      'cee-step household BAR-TH-171',
      'cee-step calculated BAR-TH-171 totals=aids',
      'cee-step lead-opened BAR-TH-171 totals=aids',
      'cee-step lead-sent BAR-TH-171 totals=aids',
    ]);
    const [lead] = leads;
    const calculated = heard.find(({ detail }) => detail.step === 'calculated')!.detail;
    expect(calculated).to.deep.equal({ element: 'cee-simulator', version: VERSION, step: 'calculated', ...fromEstimate(lead!.estimate) });
    expect(heard[0]!.detail).to.deep.equal({ element: 'cee-simulator', version: VERSION });
    // The lead carries the visit's campaign (this page's: no utm_* here, its page and nothing else of the visitor).
    const landed = new URL(performance.getEntriesByType('navigation')[0]!.name);
    expect(lead!.attribution).to.deep.equal({ page: `${landed.origin}${landed.pathname}` });
    for (const { detail } of heard) expect(personalDataIn(detail, Object.values(CONTACT))).to.deep.equal([]);
  });

  it('<cee-simulator> without fost: the operation picked is the works step; cee-abandon names the last step on pagehide, once', async () => {
    const el = await mountSimulator({ ready: false });
    await choose(el, 'BAR-TH-171');
    await fieldsShown(el);
    await fill(el, { 'housing.surface': '100' });
    await fill(el, { 'housing.type': 'maison' });
    pagehide();
    pagehide();
    expect(heard.map(line)).to.deep.equal(['cee-ready', 'cee-step works BAR-TH-171', 'cee-step household BAR-TH-171', 'cee-abandon household']);
    expect(heard.at(-1)!.detail).to.deep.equal({ element: 'cee-simulator', version: VERSION, step: 'household' });
  });

  it('<cee-simulator>: the same answer calculated again is no new step; another value and another answer are', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', aid: 'cee', price: '8' });
    await fill(el, HEAT_PUMP);
    const results: unknown[] = [];
    el.addEventListener('cee-result', (event) => results.push(event));
    /** Presses "Calculer" and waits for its result, the `count`-th. */
    const calculate = async (count: number): Promise<void> => {
      submitButton(el).click();
      await waitUntil(() => results.length === count, `no result ${count}`, { timeout: 10_000 });
      await el.updateComplete;
    };
    await calculate(1);
    await calculate(2);
    await fill(el, { 'housing.surface': '120' });
    await calculate(3);
    expect(heard.map(line)).to.deep.equal([
      'cee-ready',
      'cee-step household BAR-TH-171',
      'cee-step calculated BAR-TH-171 totals=aids',
      'cee-step household BAR-TH-171',
      'cee-step calculated BAR-TH-171 totals=aids',
    ]);
    const [first, second] = heard.filter(({ detail }) => detail.step === 'calculated').map(({ detail }) => (detail.totals as { aids: number }).aids);
    expect(second).to.be.greaterThan(first!);
  });

  it('<cee-project>: works added, answers, calculated with what remains, printed; abandon after it', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8' });
    await openPicker(el);
    await sendKeys({ type: 'fenêtres' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await worksReady(el);
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    projectSubmit(el).click();
    await answerShown(el);
    const print = window.print;
    window.print = () => undefined;
    try {
      root(el).querySelector<HTMLButtonElement>('[part~="print"]')!.click();
    } finally {
      window.print = print;
    }
    pagehide();

    expect(heard.map(line)).to.deep.equal([
      'cee-ready',
      'cee-step works BAR-EN-101,BAR-EN-104',
      'cee-step household BAR-EN-101,BAR-EN-104',
      'cee-step calculated BAR-EN-101,BAR-EN-104 totals=aids,remaining',
      'cee-step printed BAR-EN-101,BAR-EN-104 totals=aids,remaining',
      'cee-abandon printed',
    ]);
    const estimate = (el as CeeProject).estimate!;
    expect(heard[3]!.detail).to.deep.equal({ element: 'cee-project', version: VERSION, step: 'calculated', ...fromEstimate(estimate) });
  });

  it('<cee-project> with lead: the contact step opened and sent end the funnel, with the estimate’s codes and totals', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', price: '8', lead: 'Isolation Martin' });
    await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
    projectSubmit(el).click();
    await answerShown(el);
    await waitUntil(() => leadStep(el) !== null, 'the contact step never showed');
    leadControl(el, 'name').focus();
    const [lead] = await sendContact(el, CONTACT);
    pagehide();
    expect(heard.map(line)).to.deep.equal([
      'cee-ready',
      'cee-step household BAR-EN-101',
      'cee-step calculated BAR-EN-101 totals=aids,remaining',
      'cee-step lead-opened BAR-EN-101 totals=aids,remaining',
      'cee-step lead-sent BAR-EN-101 totals=aids,remaining',
    ]);
    expect(heard.at(-1)!.detail).to.deep.equal({ element: 'cee-project', version: VERSION, step: 'lead-sent', ...fromEstimate(lead!.estimate) });
  });

  it('<worksite-form>: worksite-started at the first edit only; cee-abandon when the visitor leaves before creating', async () => {
    const el = await mountForm();
    await fillForm(el, formControl(el, 'Adresse'), '12 rue des Lilas');
    await fillForm(el, formControl(el, 'Ville'), 'Lyon');
    pagehide();
    expect(heard.map(line)).to.deep.equal(['cee-ready', 'cee-step worksite-started', 'cee-abandon worksite-started']);
    expect(heard[1]!.detail).to.deep.equal({ element: 'worksite-form', version: VERSION, step: 'worksite-started' });
  });

  it('<doc-uploader>: document-added when the list grows, once per transition; cee-abandon with a document not sent', async () => {
    const el = await mountUploader({ multiple: true });
    await pickFiles(el, [pdf('devis.pdf')]);
    await pickFiles(el, [pdf('facture.pdf')]);
    await el.updateComplete;
    pagehide();
    expect(heard.map(line)).to.deep.equal(['cee-ready', 'cee-step document-added', 'cee-abandon document-added']);
    expect(heard[1]!.detail).to.deep.equal({ element: 'doc-uploader', version: VERSION, step: 'document-added' });
  });
});

describe('analytics="datalayer" on an element', () => {
  it('pushes nothing without it, and makes no window.dataLayer', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, { 'housing.surface': '100' });
    expect(heard.map(line)).to.deep.equal(['cee-ready', 'cee-step household BAR-TH-171']);
    expect((window as { dataLayer?: unknown }).dataLayer).to.equal(undefined);
  });

  it('pushes each funnel event as {event, ...detail}, the same details, and never the hand-offs', async () => {
    const el = await mountLead();
    el.setAttribute('analytics', 'datalayer');
    await el.updateComplete;
    await fill(el, HOUSEHOLD);
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => leadStep(el) !== null, 'the contact step never showed');
    await sendContact(el, CONTACT);
    const layer = (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;
    // cee-ready came before the attribute: it is an event, not an entry.
    expect(layer.map((entry) => entry.event)).to.deep.equal(['cee-step', 'cee-step', 'cee-step']);
    expect(layer.map(({ event, ...detail }) => ({ type: event, detail }))).to.deep.equal(
      heard.filter(({ type }) => type !== 'cee-ready').map(({ type, detail }) => ({ type, detail: { ...detail } })),
    );
    expect(JSON.stringify(layer)).to.not.contain(CONTACT.email);
  });
});

describe('prefill-from-url on the elements', () => {
  const before = location.href;
  afterEach(() => history.replaceState(null, '', before));

  const landOn = (query: string): void => history.replaceState(null, '', `${location.pathname}${location.search}&${query}`);

  it('<cee-simulator>: the URL’s first code in place of fost, its postcode in the département’s field', async () => {
    landOn('cee_works=bar-th-171,BAR-EN-101&cee_postcode=67000');
    const el = await mountSimulator({ fost: 'BAR-EN-101', ready: false });
    el.setAttribute('prefill-from-url', 'works,postcode');
    // Read at the first insertion: this one, already there, reads nothing.
    const fresh = el.cloneNode() as CeeSimulator;
    el.replaceWith(fresh);
    await fieldsShown(fresh);
    expect(fresh.fost).to.equal('BAR-TH-171');
    const department = root(fresh).querySelector<HTMLInputElement>('[data-key$="housing.department"]')!;
    expect(department.value).to.equal('67000');
    // The visitor's typing wins over it.
    await fill(fresh, { 'housing.department': '69' });
    expect(root(fresh).querySelector<HTMLInputElement>('[data-key$="housing.department"]')!.value).to.equal('69');
    fresh.remove();
  });

  it('reads nothing without prefill-from-url, and only what it lists', async () => {
    landOn('cee_works=BAR-EN-101&cee_postcode=67000');
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    expect(el.fost).to.equal('BAR-TH-171');
    expect(root(el).querySelector<HTMLInputElement>('[data-key$="housing.department"]')!.value).to.equal('');
  });

  it('<cee-project>: the URL’s works in place of works, its postcode in the shared département; an unknown code dropped with a warning', async () => {
    landOn('cee_works=BAR-EN-101,PAC,BAR-TH-171&cee_postcode=69003');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (text: unknown) => void warnings.push(String(text));
    let el: CeeProject;
    try {
      const holder = document.createElement('div');
      holder.innerHTML = `<cee-project prefill-from-url="works postcode" works="BAR-EN-102" api-base="${location.origin}/partner" calc-base="${location.origin}/calc" token-endpoint="${location.origin}/token"></cee-project>`;
      el = holder.firstElementChild as CeeProject;
      document.body.append(el);
      listeners.push(() => el.remove());
      await worksReady(el);
    } finally {
      console.warn = warn;
    }
    expect([...root(el).querySelectorAll<HTMLElement>('section[part~="work"]')].map((work) => work.dataset['fost'])).to.deep.equal(['BAR-EN-101', 'BAR-TH-171']);
    expect(warnings).to.deep.equal(['cee-widgets: cee_works: "PAC" is not an operation\'s code; left out.']);
    const department = root(el).querySelector<HTMLInputElement>('[data-key$="housing.department"]')!;
    expect(department.value).to.equal('69003');
  });
});

describe('a landing page with utm_* and cee_* in its URL', () => {
  it('prefills the simulator from the URL and hands the campaign with the lead, though the app changed the address', async () => {
    const query = 'cee_works=BAR-TH-171&cee_postcode=67000&utm_source=google&utm_medium=cpc&utm_campaign=pac-printemps&utm_term=pompe+a+chaleur&gclid=x#offre';
    const frame = await fixture<HTMLIFrameElement>(`<iframe title="landing" style="width:800px;height:600px" src="/test/browser/funnel/element-landing.html?${query}"></iframe>`);
    const view = () => frame.contentWindow as (Window & { heard?: Heard[]; dataLayer?: Array<Record<string, unknown>> }) | null;
    await waitUntil(() => view()?.document.querySelector('cee-simulator')?.shadowRoot, 'the landing page never drew its simulator');
    const el = view()!.document.querySelector('cee-simulator') as CeeSimulator;
    await fieldsShown(el);
    expect(el.fost).to.equal('BAR-TH-171');
    expect(root(el).querySelector<HTMLInputElement>('[data-key="housing.department"]')!.value).to.equal('67000');

    const { 'housing.department': _typed, ...rest } = HOUSEHOLD;
    await fill(el, rest);
    submitButton(el).click();
    await resultShown(el);
    await waitUntil(() => leadStep(el) !== null, 'the contact step never showed');
    // The postcode came with the département's field, the contact step offers it.
    expect((leadControl(el, 'postcode') as HTMLInputElement).value).to.equal('67000');
    const { postcode: _postcode, ...contact } = CONTACT;
    const [lead] = await sendContact(el, contact);
    expect(view()!.location.pathname).to.equal('/app/simulateur');
    expect(lead!.attribution).to.deep.equal({
      page: `${location.origin}/test/browser/funnel/element-landing.html`,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'pac-printemps',
      utm_term: 'pompe a chaleur',
      referrer_origin: location.origin,
    });
    // The funnel events of that page, and its data layer, hold none of it.
    const heardThere = view()!.heard!;
    expect(heardThere.map(line)).to.deep.equal(['cee-ready', 'cee-step household BAR-TH-171', 'cee-step calculated BAR-TH-171 totals=aids', 'cee-step lead-sent BAR-TH-171 totals=aids']);
    for (const { detail } of heardThere) expect(personalDataIn(detail, [...Object.values(CONTACT), 'google', 'pac-printemps'])).to.deep.equal([]);
    expect(view()!.dataLayer!.map((entry) => entry.event)).to.deep.equal(['cee-ready', 'cee-step', 'cee-step', 'cee-step']);
  });
});
