/**
 * What a calculated `<cee-project>` fetches beyond its calculation's code (issue #39, budgets): the e-mail step
 * (`project-email.ts`, with its words) only with `lead`, beside the contact step's code and drawn with the answer it
 * follows; the code that makes the project's link (`api/project-link.ts`, `project-state.ts`) only when the visitor
 * asks for the link, or with `lead` (the e-mail sends it); the restored project's words only with the restoring
 * code. A link whose code could not come is said, and the next press fetches it again.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { linkChunk } from '../../../src/elements/cee-project/project-share.js';
import { answerShown, fillWork, freshSandbox, mountProject, plain, root, statusText, submitButton } from './project-helpers.js';

// Every request of the page is kept in its resource timings (250 by default, and the sources are one request a module).
performance.setResourceTimingBufferSize(100_000);

/** What the page has fetched so far. */
const fetched = (): string[] => performance.getEntriesByType('resource').map((entry) => entry.name);
const fetchedAny = (pattern: RegExp): boolean => fetched().some((name) => pattern.test(name));

const EMAIL_CODE = /\/src\/elements\/cee-project\/project-email(\.messages)?\.ts/;
const LINK_CODE = /\/src\/api\/project-link\.ts|\/src\/elements\/cee-project\/project-state\.ts/;
const RESTORE_WORDS = /\/src\/elements\/cee-project\/project-restore\.messages\.ts/;
const LEAD_CODE = /\/src\/ui\/lead-step\/lead-step\.ts/;

const LOFT = 'BAR-EN-101';
const HOUSEHOLD = { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67000', 'household.size': '3', 'household.income': '32000' };

const part = (el: HTMLElement, name: string): HTMLElement | null => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const keepText = (el: HTMLElement): string => plain(part(el, 'keep')?.textContent ?? '');

// The first tests of the file: the page has fetched none of these before them.
describe('<cee-project> calculated without `lead`', () => {
  beforeEach(freshSandbox);

  it('fetches neither the e-mail step, nor the link’s code, nor the restored project’s words: the answer and its "Garder votre projet" are drawn without them', async () => {
    const el = await mountProject({ works: LOFT, price: '8' });
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await answerShown(el);
    expect(part(el, 'email')).to.equal(null);
    expect(keepText(el)).to.contain('Copier le lien de mon projet');
    // The timings hold what this calculation fetched (its call), and none of those modules.
    expect(fetchedAny(/\/calc\/api\/v2\/cee$/)).to.equal(true);
    expect(fetched().filter((name) => EMAIL_CODE.test(name) || LINK_CODE.test(name) || RESTORE_WORDS.test(name) || LEAD_CODE.test(name)).join()).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('fetches the link’s code when the visitor asks for the link, and shows the link', async () => {
    const el = await mountProject({ works: LOFT, price: '8' });
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await answerShown(el);
    expect(fetched().filter((name) => LINK_CODE.test(name)).join()).to.equal('');
    part(el, 'copy-link')!.click();
    await waitUntil(() => part(el, 'share-link') !== null, 'no link shown');
    expect((part(el, 'share-link') as HTMLInputElement).value).to.match(/#cee=[\w-]+$/);
    expect(fetchedAny(/\/src\/api\/project-link\.ts/)).to.equal(true);
    expect(fetched().filter((name) => EMAIL_CODE.test(name)).join()).to.equal('');
  });
});

describe('<cee-project> link code that could not come', () => {
  const real = linkChunk.load;
  beforeEach(freshSandbox);
  afterEach(() => (linkChunk.load = real));

  it('says so, keeps the answer, and the next press fetches it again and shows the link', async () => {
    const el = await mountProject({ works: LOFT, price: '8' });
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await answerShown(el);
    let loads = 0;
    linkChunk.load = () => (loads++, Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    part(el, 'copy-link')!.click();
    await waitUntil(() => part(el, 'keep')!.querySelector('[part~="error"]') !== null, 'the failure was not shown');
    const said = 'Le lien de votre projet n’a pas pu être préparé.';
    expect(keepText(el)).to.contain(said);
    expect(statusText(el)).to.contain(said);
    expect(part(el, 'share-link')).to.equal(null);
    expect(part(el, 'result')).to.not.equal(null);
    await expect(el).to.be.accessible();

    linkChunk.load = () => (loads++, real());
    part(el, 'copy-link')!.click();
    await waitUntil(() => part(el, 'share-link') !== null, 'no link shown after the second press');
    expect(loads).to.equal(2);
    expect(part(el, 'keep')!.querySelector('[part~="error"]')).to.equal(null);
    expect((part(el, 'share-link') as HTMLInputElement).value).to.match(/#cee=[\w-]+$/);
  });
});

describe('<cee-project> steps’ code that could not come, with `lead`', () => {
  const real = linkChunk.load;
  beforeEach(freshSandbox);
  afterEach(() => (linkChunk.load = real));

  it('shows the answer, says the steps could not be loaded, and its retry fetches them and draws both', async () => {
    // The steps' code comes with the link's: the link's lost, the steps are not made.
    linkChunk.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const el = await mountProject({ works: LOFT, price: '8', lead: 'Isolation Martin' });
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await answerShown(el);
    await waitUntil(() => root(el).querySelector('.project-answer ~ [part~="error"]') !== null, 'the loss was not said');
    const panel = root(el).querySelector<HTMLElement>('.project-answer ~ [part~="error"]')!;
    expect(plain(panel.textContent!)).to.contain('Les formulaires pour recevoir cette estimation et être contacté par Isolation Martin n’ont pas pu être chargés.');
    expect(`${part(el, 'email')} ${part(el, 'lead')}`).to.equal('null null');
    await expect(el).to.be.accessible();

    linkChunk.load = real;
    panel.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitUntil(() => part(el, 'email') !== null && part(el, 'lead') !== null, 'the steps never showed after the retry');
    expect(root(el).querySelector('.project-answer ~ [part~="error"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});

describe('<cee-project> calculated with `lead`', () => {
  beforeEach(freshSandbox);

  it('fetches the e-mail step and the link’s code with the contact step’s, and draws both steps in the update that shows the answer', async () => {
    const el = await mountProject({ works: LOFT, price: '8', lead: 'Isolation Martin' });
    const stepsWithAnswer: string[] = [];
    // `cee-project-result` is fired once the answer has rendered.
    el.addEventListener('cee-project-result', () => stepsWithAnswer.push(`${part(el, 'email') !== null} ${part(el, 'lead') !== null}`));
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await waitUntil(() => stepsWithAnswer.length === 1, 'no cee-project-result');
    expect(stepsWithAnswer.join()).to.equal('true true');
    expect(plain(part(el, 'email')!.textContent!)).to.contain('Recevoir cette estimation par e-mail');
    expect(fetchedAny(/\/src\/elements\/cee-project\/project-email\.ts/)).to.equal(true);
    expect(fetchedAny(/\/src\/elements\/cee-project\/project-email\.messages\.ts/)).to.equal(true);
    expect(fetchedAny(/\/src\/api\/project-link\.ts/)).to.equal(true);
    await expect(el).to.be.accessible();
  });
});

// After the French ones: an English page (the e-mail step's and the restored project's English are chunks of their own).
describe('<cee-project> calculated in English', () => {
  beforeEach(freshSandbox);

  const ENGLISH_PACK = /\/src\/elements\/cee-project\/cee-project\.messages\.en\.ts/;
  const EMAIL_ENGLISH = /\/src\/elements\/cee-project\/project-email\.messages\.en\.ts/;
  const RESTORE_ENGLISH = /\/src\/elements\/cee-project\/project-restore\.messages\.en\.ts/;

  it('without `lead`, fetches the element’s English, not the e-mail step’s nor the restored project’s', async () => {
    const el = await mountProject({ works: LOFT, price: '8', lang: 'en' });
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await answerShown(el);
    expect(keepText(el)).to.contain('Copy the link to my project');
    expect(fetchedAny(ENGLISH_PACK)).to.equal(true);
    expect(fetched().filter((name) => EMAIL_ENGLISH.test(name) || RESTORE_ENGLISH.test(name)).join()).to.equal('');
  });

  it('with `lead`, the e-mail step’s English comes with its code, and the step is drawn in English with the answer', async () => {
    const el = await mountProject({ works: LOFT, price: '8', lang: 'en', lead: 'Isolation Martin' });
    const titles: string[] = [];
    el.addEventListener('cee-project-result', () => titles.push(plain(part(el, 'email')?.querySelector('h2')?.textContent ?? 'no step')));
    await fillWork(el, LOFT, HOUSEHOLD);
    submitButton(el).click();
    await waitUntil(() => titles.length === 1, 'no cee-project-result');
    expect(titles.join()).to.equal('Receive this estimate by e-mail');
    expect(fetchedAny(EMAIL_ENGLISH)).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
