// Values by content (#27) in the React apps partners write: the README's `values={{'housing.surface': 100}}` is a new
// object at each render. A parent re-rendered by its own `cee-result` handler, then by a button, leaves what the
// visitor typed and the result as they are; a changed entry fills its field. React 19 with the element directly
// (/__dist/react19-harness.js) and React 18 with the wrappers (/__dist/react-harness.js), both built by the runner.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import type { CeeSimulator } from '../../src/index.js';
import { bases } from './helpers/sandbox.js';
import { HEAT_PUMP, control, fieldsShown, fill, freshSandbox, resultShown, root } from './cee-simulator/simulator-helpers.js';

type ReactModule = typeof import('react');
interface Harness {
  React: ReactModule;
  createRoot: (container: Element) => { render(node: unknown): void; unmount(): void };
  flushSync: (run: () => void) => void;
  CeeSimulator?: unknown;
}
const load = (file: string) => import(/* @vite-ignore */ `${location.origin}/__dist/${file}`) as Promise<Harness>;

/** What the visitor sees: the surface typed, whether the result is there, and whether it is marked outdated. */
function seen(el: HTMLElement): string {
  const result = root(el).querySelector('[part~="result"]');
  return `${(control(el, 'housing.surface') as HTMLInputElement).value} ${result ? 'result' : 'none'} ${result?.classList.contains('stale') ? 'stale' : 'current'}`;
}

/**
 * A partner's page: the simulator with a literal `values` (a new object per render), a `cee-result` handler that
 * sets state, a button that re-renders, and a department the page may change.
 */
function page(harness: Harness, element: (props: Record<string, unknown>) => unknown) {
  const { React } = harness;
  let renders = 0;
  function Page() {
    const [results, setResults] = React.useState(0);
    const [clicks, setClicks] = React.useState(0);
    const [department, setDepartment] = React.useState('67');
    renders++;
    return React.createElement(
      'div',
      null,
      element({ values: { 'housing.surface': 100, 'housing.department': department }, onResult: () => setResults((n) => n + 1) }) as never,
      React.createElement('button', { id: 'rerender', onClick: () => setClicks((n) => n + 1) }, `${results} ${clicks}`),
      React.createElement('button', { id: 'department', onClick: () => setDepartment('69') }, 'Rhône'),
    );
  }
  return { Page, renders: () => renders };
}

const APPS: Array<{ name: string; file: string; element: (harness: Harness) => (props: Record<string, unknown>) => unknown }> = [
  {
    name: 'React 19, the element directly',
    file: 'react19-harness.js',
    element: ({ React }) => ({ values, onResult }) =>
      React.createElement('cee-simulator', { fost: 'BAR-TH-171', ...attributes(), values, 'oncee-result': onResult }),
  },
  {
    name: 'React 18, the wrappers',
    file: 'react-harness.js',
    element: ({ React, CeeSimulator }) => ({ values, onResult }) =>
      React.createElement(CeeSimulator as never, { fost: 'BAR-TH-171', ...bases(), values, onCeeResult: onResult }),
  },
];

function attributes() {
  const { apiBase, calcBase, tokenEndpoint } = bases();
  return { 'api-base': apiBase, 'calc-base': calcBase, 'token-endpoint': tokenEndpoint };
}

describe('values from a React parent, by content', () => {
  let container: HTMLElement;
  beforeEach(async () => {
    await freshSandbox();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  for (const app of APPS) {
    it(`${app.name}: a re-render after cee-result and after a button keeps the typed value and the result`, async () => {
      const harness = await load(app.file);
      const { Page, renders } = page(harness, app.element(harness));
      const reactRoot = harness.createRoot(container);
      harness.flushSync(() => reactRoot.render(harness.React.createElement(Page)));
      const el = container.querySelector('cee-simulator') as CeeSimulator;
      await waitUntil(() => el.shadowRoot?.querySelector('[data-key="housing.surface"]'), 'the fields', { timeout: 10_000 });
      await fieldsShown(el);
      expect(seen(el)).to.equal('100 none current');

      const { 'housing.surface': _, 'housing.department': __, ...rest } = HEAT_PUMP;
      await fill(el, { ...rest, 'housing.surface': '150' });
      root(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
      await resultShown(el);
      // The handler's setState re-rendered the page with a new `values` object of the same content.
      await waitUntil(() => container.querySelector('#rerender')!.textContent === '1 0', 'the page never re-rendered after cee-result');
      await el.updateComplete;
      expect(seen(el)).to.equal('150 result current');

      const before = renders();
      container.querySelector<HTMLButtonElement>('#rerender')!.click();
      await waitUntil(() => renders() > before, 'the button never re-rendered the page');
      await el.updateComplete;
      expect(seen(el)).to.equal('150 result current');
      expect((control(el, 'housing.department') as HTMLInputElement).value).to.equal('67');

      // A changed entry fills its own field and leaves the others: the typed surface stays, the result is outdated.
      container.querySelector<HTMLButtonElement>('#department')!.click();
      await waitUntil(() => (control(el, 'housing.department') as HTMLInputElement).value === '69', 'the changed entry never arrived');
      expect(seen(el)).to.equal('150 result stale');
      reactRoot.unmount();
    });
  }
});
