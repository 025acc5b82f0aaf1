/**
 * What a visitor waits for, in order, never in time (issue #40): an element asks for its token at insertion, before
 * its first render ends, and for its inputs as soon as the token is here (during the insertion when it is in hand); the warm-up comes after those requests,
 * never before them (a warm-up made to take 300 ms does not hold the inputs' request back), and not at all when the
 * answer is already here; the elements of a page share one token request, which `configure({preloadToken})` may
 * start before any element; a token endpoint that fails is said once per page in the console, with its address.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { CeeProject } from '../../../src/elements/cee-project/cee-project.js';
import { warmUpSteps, type WarmUp } from '../../../src/elements/cee-simulator/simulator-warmup.js';
import { configure, resetConfiguration } from '../../../src/config.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { bases, failNext, sandboxRequests } from '../helpers/sandbox.js';
import { fieldsShown, freshSandbox, INPUTS_171, root } from './simulator-helpers.js';

/** What happened, in order: requests as they leave (`fetch` called), the first render's end, the warm-up's steps. */
let log: string[] = [];

/** A warm-up that says when it runs, and takes `ms` of the page's time in one step (it cannot be cut). */
const slowWarmUp = (ms: number): WarmUp => () => [
  () => {
    log.push('warm-up starts');
    const end = performance.now() + ms;
    while (performance.now() < end);
    log.push('warm-up ends');
  },
];

/** A simulator whose warm-up is `warmUp` (each test element class its own: a warm-up runs once per page) and which says when its first render ended. */
function simulatorWith(tag: string, warmUp: WarmUp): string {
  class Logged extends CeeSimulator {
    protected static override warmUp = warmUp;
    protected override firstUpdated(): void {
      log.push('first render done');
    }
  }
  defineElement(tag, Logged);
  return tag;
}
defineElement('cee-project', CeeProject);

let tokenEndpoints = 0;
/** A token endpoint no other test used: a token source of its own, with no token yet. */
const freshEndpoint = () => `${bases().tokenEndpoint}?order=${Date.now()}-${++tokenEndpoints}`;

/** A simulator of BAR-TH-171 on the sandbox, created and inserted as a page's script does. */
function insert(tag: string, tokenEndpoint = freshEndpoint(), fost = 'BAR-TH-171'): CeeSimulator {
  const el = document.createElement(tag) as CeeSimulator;
  const { calcBase } = bases();
  for (const [name, value] of Object.entries({ 'calc-base': calcBase, 'token-endpoint': tokenEndpoint, fost, lang: 'fr' })) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

const realFetch = globalThis.fetch;
const inserted: HTMLElement[] = [];

describe('<cee-simulator> request order', () => {
  beforeEach(async () => {
    await freshSandbox();
    log = [];
    // Each request logged as it leaves (`fetch` is called then), and sent.
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/token') log.push('token request');
      else if (url.pathname === INPUTS_171) log.push('inputs request');
      else if (url.pathname.startsWith('/calc/api/v2/simulation-inputs/')) log.push('other inputs request');
      return realFetch(input, init);
    };
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    for (const el of inserted.splice(0)) el.remove();
    resetConfiguration();
  });

  it('asks for its token before its first render ends, then for its inputs as soon as the token is here', async () => {
    const el = insert(simulatorWith('cee-sim-order-a', slowWarmUp(0)));
    inserted.push(el);
    expect(log, 'the token request leaves during the insertion').to.deep.equal(['token request']);
    await fieldsShown(el);
    expect(log.filter((entry) => !entry.startsWith('warm-up'))).to.deep.equal(['token request', 'first render done', 'inputs request']);
  });

  it('sends the inputs request before any warm-up, even a warm-up of 300 ms waiting for its turn', async () => {
    // The token comes late and the inputs later still: a warm-up scheduled with the first render would run before
    // the token's answer and hold the inputs' request back; ours waits until that request has left.
    await failNext({ method: 'POST', path: '/token', delayMs: 200 });
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 400 });
    const el = insert(simulatorWith('cee-sim-order-b', slowWarmUp(300)));
    inserted.push(el);
    await fieldsShown(el);
    expect(log).to.deep.equal(['token request', 'first render done', 'inputs request', 'warm-up starts', 'warm-up ends']);
  });

  it('with its token in hand, asks for its inputs during its insertion, before its first render and a warm-up of 300 ms', async () => {
    const first = insert('cee-simulator');
    inserted.push(first);
    await fieldsShown(first);
    // Another operation on the same token endpoint: its token is in hand, its inputs are not.
    await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c', delayMs: 300 });
    log = [];
    const el = insert(simulatorWith('cee-sim-order-e', slowWarmUp(300)), first.getAttribute('token-endpoint')!, 'BAR-EN-101');
    inserted.push(el);
    const duringInsertion = [...log];
    await fieldsShown(el);
    expect(duringInsertion, 'the inputs request left during the insertion').to.deep.equal(['other inputs request']);
    expect(log).to.deep.equal(['other inputs request', 'first render done', 'warm-up starts', 'warm-up ends']);
  });

  it('does not warm up when its answer is already here', async () => {
    inserted.push(insert('cee-simulator'));
    await fieldsShown(inserted[0] as CeeSimulator);
    log = [];
    // The same operation, on the same token endpoint: its inputs are the page's already.
    const el = insert(simulatorWith('cee-sim-order-c', slowWarmUp(0)), inserted[0]!.getAttribute('token-endpoint')!);
    inserted.push(el);
    await fieldsShown(el);
    // Idle callbacks run in the order they were asked for: the warm-up's first slice has had its turn by now.
    await idle();
    await idle();
    expect(log).to.deep.equal(['first render done']);
  });

  it('runs the real warm-up after the requests have left, and draws the same form', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 300 });
    const counted: WarmUp = (lang) => warmUpSteps(lang).map((step) => () => (log.push('warm-up step'), step()));
    const el = insert(simulatorWith('cee-sim-order-d', counted));
    inserted.push(el);
    await fieldsShown(el);
    expect(log.indexOf('warm-up step')).to.be.greaterThan(log.indexOf('inputs request'));
    expect(log.filter((entry) => entry === 'warm-up step').length, 'every step ran while the answer was on its way').to.equal(warmUpSteps('fr').length);
    expect(root(el).querySelectorAll('.fields [data-key]').length).to.be.greaterThan(5);
  });

  it('shares one token request between the simulators of a page, each asking for its inputs once it is here', async () => {
    const endpoint = freshEndpoint();
    inserted.push(insert('cee-simulator', endpoint), insert('cee-simulator', endpoint, 'BAR-EN-101'), insert('cee-simulator', endpoint, 'BAR-TH-171'));
    expect(log).to.deep.equal(['token request']);
    for (const el of inserted) await fieldsShown(el as CeeSimulator);
    const requests = await sandboxRequests({ prefix: '/' });
    const tokens = requests.filter((request) => request.path === '/token');
    const inputs = requests.filter((request) => request.path.startsWith('/calc/api/v2/simulation-inputs/'));
    expect(tokens.length).to.equal(1);
    // Two operations: two inputs requests (the two simulators of BAR-TH-171 share theirs), after the token.
    expect(inputs.length).to.equal(2);
    expect(requests.indexOf(tokens[0]!)).to.be.lessThan(requests.indexOf(inputs[0]!));
  });

  it('<cee-project> asks for its token, then its works’ inputs, before its first render ends', async () => {
    const el = document.createElement('cee-project') as CeeProject;
    const { apiBase, calcBase } = bases();
    for (const [name, value] of Object.entries({ 'api-base': apiBase, 'calc-base': calcBase, 'token-endpoint': freshEndpoint(), works: 'BAR-TH-171,BAR-EN-101', lang: 'fr' })) el.setAttribute(name, value);
    const sent: boolean[] = [];
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), location.href).pathname === '/token') sent.push(el.hasUpdated);
      return realFetch(input, init);
    };
    document.body.append(el);
    inserted.push(el);
    await el.updateComplete;
    expect(sent, 'the token request left before the first render ended').to.deep.equal([false]);
    await waitUntil(async () => (await sandboxRequests({ prefix: '/calc/api/v2/simulation-inputs/' })).length >= 2, 'the works’ inputs were not asked for');
  });

  it('takes the token configure({preloadToken: true}) asked for before any element', async () => {
    const endpoint = freshEndpoint();
    configure({ tokenEndpoint: endpoint, preloadToken: true });
    await waitUntil(() => log.includes('token request'), 'configure() did not ask for the token');
    const el = insert('cee-simulator', endpoint);
    inserted.push(el);
    await fieldsShown(el);
    expect(log.filter((entry) => entry === 'token request').length).to.equal(1);
    expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
  });
});

describe('<cee-simulator> whose token endpoint fails', () => {
  const realError = console.error;
  let said: string[] = [];

  beforeEach(async () => {
    await freshSandbox();
    said = [];
    console.error = (...args: unknown[]) => void said.push(args.map(String).join(' '));
  });

  afterEach(() => {
    console.error = realError;
    for (const el of inserted.splice(0)) el.remove();
  });

  it('says so once in the console, with its address and status, however many elements and retries; the visitor reads our words', async () => {
    const endpoint = freshEndpoint();
    await failNext({ method: 'POST', path: '/token', status: 501, times: 3 });
    inserted.push(insert('cee-simulator', endpoint), insert('cee-simulator', endpoint, 'BAR-EN-101'));
    const panel = (el: HTMLElement) => root(el).querySelector('.error-panel')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    for (const el of inserted) await waitUntil(() => panel(el), 'no error panel');
    // The visitor retries: the endpoint fails again.
    root(inserted[0]!).querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitUntil(async () => (await sandboxRequests({ path: '/token' })).length === 2, 'the retry did not ask again');
    await waitUntil(() => panel(inserted[0]!), 'no error panel after the retry');
    const url = new URL(endpoint, location.href).href;
    expect(said.filter((line) => line.includes('token endpoint'))).to.deep.equal([`cee-widgets: the token endpoint ${url} answered 501.`]);
    expect(panel(inserted[1]!)).to.not.include('501');
    expect(panel(inserted[1]!)).to.not.include(url);
  });
});

describe('dist/lazy/: a simulator whose code comes once its tag is in the page', () => {
  beforeEach(freshSandbox);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('has the shared code asked for beside its own, and its token asked for once, before its fields', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const win = frame.contentWindow as Window & typeof globalThis;
    const endpoint = freshEndpoint();
    const { calcBase } = bases();
    const tag = (fost: string) => `<cee-simulator fost="${fost}" calc-base="${calcBase}" token-endpoint="${endpoint}" lang="fr"></cee-simulator>`;
    win.document.body.innerHTML = tag('BAR-TH-171') + tag('BAR-EN-101');
    const script = win.document.createElement('script');
    script.type = 'module';
    script.src = `${location.origin}/__dist/lazy/cee-widgets.js`;
    win.document.head.append(script);
    const shown = () => [...win.document.querySelectorAll('cee-simulator')].every((el) => el.shadowRoot?.querySelector('form[aria-busy="false"]'));
    await waitUntil(shown, 'the lazy simulators never showed their fields');
    const entries = win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const chunk = (name: string) => entries.find((entry) => new URL(entry.name).pathname.includes(`/lazy/chunks/${name}-`))!;
    // Both asked for by the loader in the same task: the shared core's request left before the element's chunk came.
    expect(chunk('core').startTime).to.be.lessThan(chunk('cee-simulator').responseEnd);
    expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
  });
});
