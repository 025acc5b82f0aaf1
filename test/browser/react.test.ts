// cee-widgets/react in a React 18 app (bundled by the test runner at /__dist/react-harness.js): props reach
// the elements as properties, events reach `on…` callbacks.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { bases, resetSandbox } from './helpers/sandbox.js';

interface Harness {
  React: typeof import('react');
  createRoot: (container: Element) => { render(node: unknown): void; unmount(): void };
  flushSync: (run: () => void) => void;
  CeeSimulator: unknown;
  WorksiteForm: unknown;
  DocUploader: unknown;
}

const harnessUrl = `${location.origin}/__dist/react-harness.js`;
const load = () => import(/* @vite-ignore */ harnessUrl) as Promise<Harness>;

/** Renders the React <CeeSimulator> for BAR-TH-171 against the sandbox into `host`, prefilling the surface. */
function renderSimulator(
  harness: Harness,
  host: Element,
  surface: number,
  onCeeInputsLoaded: (event: CustomEvent<{ fost: string; fields: unknown[] }>) => void,
) {
  const { React, createRoot, flushSync, CeeSimulator } = harness;
  const { apiBase, calcBase, tokenEndpoint } = bases();
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      React.createElement(CeeSimulator as never, {
        fost: 'BAR-TH-171',
        apiBase,
        calcBase,
        tokenEndpoint,
        values: { 'housing.surface': surface },
        onCeeInputsLoaded,
      }),
    ),
  );
  return root;
}

describe('cee-widgets/react with React 18', () => {
  let container: HTMLElement;
  beforeEach(async () => {
    await resetSandbox();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('renders <cee-simulator>, passes props as properties and calls onCeeInputsLoaded', async () => {
    let loadedFost = '';
    let loadedFields = 0;
    const root = renderSimulator(await load(), container, 123, (event) => {
      loadedFost = event.detail.fost;
      loadedFields = event.detail.fields.length;
    });
    await waitUntil(() => loadedFost !== '', 'cee-inputs-loaded', { timeout: 5000 });
    expect(loadedFost).to.equal('BAR-TH-171');
    expect(loadedFields).to.be.greaterThan(3);
    const el = container.querySelector('cee-simulator') as HTMLElement & { values: Record<string, unknown> };
    expect(el.values['housing.surface']).to.equal(123);
    const surface = el.shadowRoot!.querySelector<HTMLInputElement>('input[data-key="housing.surface"]');
    expect(surface?.value).to.equal('123');
    root.unmount();
  });

  it('passes props as properties when another copy of the library already registered the tags', async () => {
    // A CMS block loaded the script-tag build first; the React app brings its own copy of the library.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const win = frame.contentWindow as Window & typeof globalThis;
    const importInFrame = win.Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
    await importInFrame(`${location.origin}/__dist/cee-widgets.js`);
    expect(win.customElements.get('cee-simulator') !== undefined).to.equal(true);
    const host = win.document.createElement('div');
    win.document.body.append(host);
    let loaded = false;
    const root = renderSimulator((await importInFrame(harnessUrl)) as Harness, host, 77, () => (loaded = true));
    await waitUntil(() => loaded, 'cee-inputs-loaded', { timeout: 5000 });
    expect(loaded).to.equal(true);
    const el = host.querySelector('cee-simulator')!;
    // Set as properties: no attribute named after a prop, and the prefill reached the form.
    expect(el.hasAttribute('values') || el.hasAttribute('apibase') || el.hasAttribute('calcbase')).to.equal(false);
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[data-key="housing.surface"]')?.value).to.equal('77');
    root.unmount();
    frame.remove();
  });

  it('wraps <worksite-form> and <doc-uploader> with their events', async () => {
    const { React, createRoot, flushSync, WorksiteForm, DocUploader } = await load();
    const { apiBase } = bases();
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        React.createElement(React.Fragment, null,
          React.createElement(WorksiteForm as never, { apiBase, conventionId: 1, onWorksiteCreated: () => undefined }),
          React.createElement(DocUploader as never, { apiBase, worksiteId: 1, worksiteOperationId: 11, typeLabels: { 1: 'Devis' } }),
        ),
      ),
    );
    const form = container.querySelector('worksite-form') as HTMLElement & { conventionId: unknown };
    const uploader = container.querySelector('doc-uploader') as HTMLElement & { typeLabels: Record<number, string> };
    expect(form.conventionId === 1 || form.conventionId === '1').to.equal(true);
    expect(uploader.typeLabels[1]).to.equal('Devis');
    root.unmount();
  });
});
