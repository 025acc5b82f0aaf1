// The file a partner loads with one script tag, built as `npm run build:lib` builds it (served at /__dist/ by
// the test runner), loaded twice on one page as two CMS blocks would.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { bases, resetSandbox, setInputsShape } from './helpers/sandbox.js';

interface FramePage {
  errors: string[];
  warnings: string[];
  doc: Document;
  win: Window & typeof globalThis;
}

/**
 * A blank same-origin frame that loads the bundle from the given URLs, each as its own script tag; `prepare` runs
 * once the body is in and before any script.
 */
async function pageLoading(urls: string[], body: string, prepare?: (win: Window & typeof globalThis) => void): Promise<FramePage> {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const errors: string[] = [];
  const warnings: string[] = [];
  win.addEventListener('error', (event) => errors.push(String(event.message)));
  const originalWarn = win.console.warn.bind(win.console);
  win.console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    originalWarn(...args);
  };
  const doc = win.document;
  doc.body.innerHTML = body;
  prepare?.(win);
  await Promise.all(
    urls.map(
      (src) =>
        new Promise<void>((resolve, reject) => {
          const script = doc.createElement('script');
          script.type = 'module';
          script.src = src;
          script.addEventListener('load', () => resolve());
          script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
          doc.head.append(script);
        }),
    ),
  );
  return { errors, warnings, doc, win };
}

describe('dist/cee-widgets.js', () => {
  beforeEach(resetSandbox);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('defines the three elements when loaded with one script tag', async () => {
    const page = await pageLoading([`${location.origin}/__dist/cee-widgets.js`], '');
    for (const tag of ['cee-simulator', 'worksite-form', 'doc-uploader']) {
      expect(page.win.customElements.get(tag) !== undefined, tag).to.equal(true);
    }
    expect(page.errors.length).to.equal(0);
  });

  it('single file: English is inside; an English page needs no other script', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const page = await pageLoading(
      [`${location.origin}/__dist/cee-widgets.js?english`],
      `<cee-simulator lang="en" fost="BAR-TH-171" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-simulator>`,
    );
    const simulator = page.doc.querySelector('cee-simulator')!;
    const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
    await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
    expect(simulator.shadowRoot!.querySelector('[part~="submit"]')?.textContent?.trim()).to.equal('Calculate the bonus');
    const scripts = page.win.performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js') || entry.name.includes('.js?'));
    expect(scripts.map((entry) => new URL(entry.name).pathname).join(' ')).to.equal('/__dist/cee-widgets.js');
    expect(page.errors.length).to.equal(0);
  });

  it('loaded twice, throws nothing, warns nothing, and the widgets still work', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const page = await pageLoading(
      [`${location.origin}/__dist/cee-widgets.js`, `${location.origin}/__dist/cee-widgets.js?second-copy`],
      `<cee-simulator fost="BAR-TH-171" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-simulator>`,
    );
    const simulator = page.doc.querySelector('cee-simulator')!;
    const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
    await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
    expect(page.errors.length).to.equal(0);
    expect(page.warnings.filter((w) => w.includes('cee-widgets')).length).to.equal(0);
    expect(controls()).to.be.greaterThan(3);
  });

  it('loaded twice: configure() through the second copy reaches the elements the first copy defined', async () => {
    const second = `${location.origin}/__dist/cee-widgets.js?second-copy`;
    const page = await pageLoading([`${location.origin}/__dist/cee-widgets.js`, second], '<cee-simulator fost="BAR-TH-171"></cee-simulator>');
    const importInFrame = page.win.Function('url', 'return import(url)') as (url: string) => Promise<{ configure(c: object): void }>;
    const { configure } = await importInFrame(second);
    configure(bases());
    const simulator = page.doc.querySelector('cee-simulator')!;
    const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
    await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
    expect(controls()).to.be.greaterThan(3);
    expect(page.errors.length).to.equal(0);
  });

  it('lazy: a page with only <cee-simulator> fetches the simulator chunk and not the form nor the uploader', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const page = await pageLoading(
      [`${location.origin}/__dist/lazy/cee-widgets.js`],
      `<cee-simulator fost="BAR-TH-171" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-simulator>`,
    );
    const simulator = page.doc.querySelector('cee-simulator')!;
    const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
    await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
    expect(controls()).to.be.greaterThan(3);
    const scripts = page.win.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/__dist/lazy/'));
    expect(scripts.some((name) => /chunks\/cee-simulator-/.test(name))).to.equal(true);
    expect(scripts.some((name) => /worksite-form|doc-uploader/.test(name))).to.equal(false);
    expect(page.win.customElements.get('worksite-form') === undefined).to.equal(true);
    expect(page.errors.length).to.equal(0);
  });

  it('lazy: a worksite form shows itself without the messages’ code (form-errors), which comes with its code and places a submission’s messages', async () => {
    const { apiBase, tokenEndpoint } = bases();
    const page = await pageLoading([`${location.origin}/__dist/lazy/cee-widgets.js?worksite`], `<worksite-form api-base="${apiBase}" token-endpoint="${tokenEndpoint}"></worksite-form>`);
    const form = page.doc.querySelector('worksite-form')!;
    const root = () => form.shadowRoot!;
    await waitUntil(() => (form.shadowRoot?.querySelectorAll('input, select').length ?? 0) > 3, 'the worksite form’s fields');
    const scripts = () => page.win.performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/__dist/lazy/'));
    expect(scripts().filter((name) => /chunks\/(form-errors|worksite-code)-/.test(name)).join()).to.equal('');
    root().querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => root().querySelectorAll('[aria-invalid="true"]').length > 0, 'the submission’s messages');
    expect(scripts().filter((name) => /chunks\/form-errors-/.test(name)).length).to.equal(1);
    expect(page.errors.length).to.equal(0);
  });

  it('lazy: a simulator shows its form without zod, which comes with the calculation, and its result is shown', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const page = await pageLoading(
      [`${location.origin}/__dist/lazy/cee-widgets.js?zod`],
      `<cee-simulator fost="BAR-TH-171" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-simulator>`,
    );
    const simulator = page.doc.querySelector('cee-simulator') as HTMLElement & { values: Record<string, string> };
    const root = () => simulator.shadowRoot!;
    await waitUntil(() => (simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0) > 3, 'the simulator’s fields');
    const scripts = () => page.win.performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/__dist/lazy/'));
    expect(scripts().filter((name) => /chunks\/zod-/.test(name)).length).to.equal(0);
    simulator.values = { 'housing.department': '67', 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'ecs', 'operation.etas': '140-170' };
    await waitUntil(() => (root().querySelector<HTMLInputElement>('[data-key="housing.surface"]')?.value ?? '') === '100', 'the values shown');
    root().querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => /MWh cumac/.test(root().querySelector('[part~="result"]')?.textContent ?? ''), 'the result, in MWh cumac');
    expect(scripts().filter((name) => /chunks\/zod-/.test(name)).length).to.equal(1);
    // Nor the worksite form's and the uploader's pieces (`forms`: the partner API's values, the field renderer).
    expect(scripts().filter((name) => /chunks\/forms-/.test(name)).join()).to.equal('');
    expect(page.errors.length).to.equal(0);
  });

  it('lazy: a project shows its works without zod and without the simulator element’s chunk', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const page = await pageLoading(
      [`${location.origin}/__dist/lazy/cee-widgets.js?project`],
      `<cee-project works="BAR-TH-171,BAR-EN-101" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-project>`,
    );
    const project = page.doc.querySelector('cee-project')!;
    const works = () => project.shadowRoot?.querySelectorAll('section[part~="work"]') ?? [];
    await waitUntil(() => works().length === 2 && [...works()].every((work) => work.querySelector('input, select') && !work.querySelector('[aria-busy="true"]')), 'both works’ questions');
    const scripts = page.win.performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/__dist/lazy/'));
    expect(scripts.filter((name) => /chunks\/simulation-form-/.test(name)).length).to.equal(1);
    expect(scripts.filter((name) => /chunks\/(zod|cee-simulator)-/.test(name)).join()).to.equal('');
    expect(page.errors.length).to.equal(0);
  });

  it('lazy: a French page downloads no English; an English page loads it and speaks English from its first render', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const attributes = `fost="BAR-TH-171" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"`;
    const englishChunks = (page: FramePage) =>
      page.win.performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /chunks\/(common\.en|cee-simulator\.messages\.en)-/.test(name)).length;
    const ready = async (page: FramePage) => {
      const simulator = page.doc.querySelector('cee-simulator')!;
      const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
      await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
      return simulator.shadowRoot!.querySelector('button[type=submit]')?.textContent?.trim() ?? '';
    };

    const french = await pageLoading([`${location.origin}/__dist/lazy/cee-widgets.js`], `<cee-simulator ${attributes}></cee-simulator>`);
    expect(await ready(french)).to.equal('Calculer la prime');
    expect(englishChunks(french)).to.equal(0);
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());

    // Every text the element's shadow root ever holds, from its creation on: no French may flash first.
    const seen: string[] = [];
    const english = await pageLoading(
      [`${location.origin}/__dist/lazy/cee-widgets.js?en`],
      `<cee-simulator lang="en" ${attributes}></cee-simulator>`,
      (win) => {
        const attachShadow = win.Element.prototype.attachShadow;
        win.Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
          const shadow = attachShadow.call(this, init);
          new win.MutationObserver(() => seen.push(shadow.textContent ?? '')).observe(shadow, { childList: true, subtree: true, characterData: true });
          return shadow;
        };
      },
    );
    expect(await ready(english)).to.equal('Calculate the bonus');
    expect(seen.length).to.be.greaterThan(0);
    expect(seen.some((text) => /Chargement|Opération|Calculer|obligatoire/.test(text))).to.equal(false);
    expect(englishChunks(english)).to.equal(2);
    expect(english.errors.length).to.equal(0);
  });

  it('lazy: the French words of the known keys are fetched only for an answer that leaves keys unlabelled', async () => {
    const { apiBase, calcBase, tokenEndpoint } = bases();
    const body = `<cee-simulator fost="BAR-TH-171" api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-simulator>`;
    // The labels of the first render that shows the fields (`cee-inputs-loaded` fires right after it).
    const labelsAtFirstForm = (win: Window & typeof globalThis, label: { shown?: Promise<string> }) => {
      const simulator = win.document.querySelector('cee-simulator')!;
      label.shown = new Promise((resolve) =>
        simulator.addEventListener('cee-inputs-loaded', () =>
          resolve([...simulator.shadowRoot!.querySelectorAll('[part~="label"]')].map((node) => node.textContent?.trim()).join('|')),
        ),
      );
    };
    const knownKeysChunk = (page: FramePage) =>
      page.win.performance
        .getEntriesByType('resource')
        .filter((entry) => /chunks\/known-keys\.fr-/.test(entry.name)).length;

    // Shape A, every key labelled by the service: its words, and no chunk of ours.
    const first: { shown?: Promise<string> } = {};
    const labelled = await pageLoading([`${location.origin}/__dist/lazy/cee-widgets.js`], body, (win) => labelsAtFirstForm(win, first));
    expect(await first.shown).to.contain('Surface chauffée');
    expect(knownKeysChunk(labelled)).to.equal(0);
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());

    // Shape B, bare keys: the widget's French words, fetched before the form shows (no humanised key flashes).
    await setInputsShape('b');
    const second: { shown?: Promise<string> } = {};
    const bare = await pageLoading([`${location.origin}/__dist/lazy/cee-widgets.js?b`], body, (win) => labelsAtFirstForm(win, second));
    const shown = (await second.shown)!;
    expect(shown).to.contain('Surface chauffée');
    expect(shown).to.not.contain('Housing surface');
    expect(knownKeysChunk(bare)).to.equal(1);
  });

  it('lazy: configure() and the page’s words, through the loader, reach the element (the loader’s copy and the core’s share them)', async () => {
    const loader = `${location.origin}/__dist/lazy/cee-widgets.js?configure`;
    const page = await pageLoading([loader], '<cee-simulator fost="BAR-TH-171"></cee-simulator>');
    const importInFrame = page.win.Function('url', 'return import(url)') as (url: string) => Promise<{ configure(c: object): void }>;
    const { configure } = await importInFrame(loader);
    configure({ ...bases(), messages: { fr: { 'sim.submit': 'Estimer mon aide' } } });
    const simulator = page.doc.querySelector('cee-simulator')!;
    const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
    await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
    expect(simulator.shadowRoot!.querySelector('[part~="submit"]')!.textContent!.trim()).to.equal('Estimer mon aide');
    expect(page.errors.length).to.equal(0);
  });

  it('lazy: the loader asks for the chunks an element’s chunk imports with that chunk, not once it is read', async () => {
    const { calcBase, tokenEndpoint } = bases();
    const hold = async (query: string) => ((await (await fetch(`/__dist-hold?${query}`)).json()) as { waiting: number }).waiting;
    // The build under an address of its own: its files come from the server, not from an earlier page's cache.
    const fresh = `fresh-${Date.now()}`;
    const element = `${fresh}/lazy/chunks/cee-simulator-`;
    const form = `${fresh}/lazy/chunks/simulation-form-`;
    await hold(`hold=${element}`);
    await hold(`hold=${form}`);
    try {
      const page = await pageLoading(
        [`${location.origin}/__dist/${fresh}/lazy/cee-widgets.js`],
        `<cee-simulator fost="BAR-TH-171" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}"></cee-simulator>`,
      );
      // The simulator's chunk is asked for and held: the simulation form's, which it imports, is asked for meanwhile.
      await waitUntil(async () => (await hold(`waiting=${element}`)) > 0, 'the simulator’s chunk asked for', { timeout: 5000 });
      await waitUntil(async () => (await hold(`waiting=${form}`)) > 0, 'the simulation form’s chunk asked for before the simulator’s is here', { timeout: 5000 });
      await hold(`release=${element}`);
      await hold(`release=${form}`);
      const simulator = page.doc.querySelector('cee-simulator')!;
      const controls = () => simulator.shadowRoot?.querySelectorAll('input, select').length ?? 0;
      await waitUntil(() => controls() > 0, 'the simulator’s fields', { timeout: 5000 });
      expect(page.errors.length).to.equal(0);
    } finally {
      await hold(`release=${element}`);
      await hold(`release=${form}`);
    }
  });

  it('lazy: a tag added later is loaded when it appears', async () => {
    const { apiBase } = bases();
    const page = await pageLoading([`${location.origin}/__dist/lazy/cee-widgets.js`], '');
    expect(page.win.customElements.get('doc-uploader') === undefined).to.equal(true);
    const uploader = page.doc.createElement('doc-uploader');
    uploader.setAttribute('api-base', apiBase);
    uploader.setAttribute('worksite-id', '1');
    uploader.setAttribute('worksite-operation-id', '11');
    page.doc.body.append(uploader);
    await page.win.customElements.whenDefined('doc-uploader');
    expect(page.win.customElements.get('doc-uploader') !== undefined).to.equal(true);
    expect(page.win.customElements.get('cee-simulator') === undefined).to.equal(true);
  });
});
