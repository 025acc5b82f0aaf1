/**
 * Theming: the three elements look the same on a page with hostile global CSS, inherit the host's font, change
 * with the `--cee-*` custom properties and `::part()`, keep a visible focus ring, and pass axe (colour contrast
 * included) in a dark theme set only through custom properties.
 */
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import '../../src/index.js';
import { clearApiCache, clearTokens } from '../../src/api/index.js';
import { bases, resetSandbox } from './helpers/sandbox.js';

/** What a CMS page does to every element it styles: resets, huge fonts, `!important` everywhere. */
const HOSTILE_CSS = `
  html { font-size: 40px !important; line-height: 3 !important; }
  body {
    font-size: 2.5rem; line-height: 2.8; color: #ff00ff; background: #222; letter-spacing: 0.3em;
    word-spacing: 1em; text-transform: uppercase; font-weight: 300; font-style: italic; text-align: center;
    text-indent: 3em; white-space: pre; text-shadow: 1px 1px 2px red; cursor: wait;
  }
  * {
    margin: 0; padding: 0; box-sizing: content-box !important;
    font-size: 28px !important; line-height: 2.5 !important; letter-spacing: 2px !important;
    text-transform: uppercase !important; color: #ff00ff !important; background: #ffff00 !important;
    font-weight: 300 !important; font-style: italic !important; text-align: right !important;
    color-scheme: dark !important; word-spacing: 8px !important;
  }
  input, select, textarea, button {
    all: unset; border: 5px dotted red !important; padding: 20px !important; height: 80px !important;
    font-size: 30px !important; background: black !important; color: lime !important; border-radius: 0 !important;
  }
  button { text-transform: uppercase !important; letter-spacing: 5px !important; width: 100% !important; }
  label, legend, p { display: block; margin: 2em !important; font-size: 40px !important; }
  :focus, :focus-visible { outline: none !important; }
  ul, li { list-style: none !important; }
  form, div, section, fieldset { display: flex !important; gap: 40px !important; border: 3px solid blue !important; }
`;

/** The dark theme of demo/theming.html: custom properties only. */
const DARK_THEME: Record<string, string> = {
  '--cee-color-scheme': 'dark',
  '--cee-color-background': '#111827',
  '--cee-color-surface': '#1f2937',
  '--cee-color-text': '#f3f4f6',
  '--cee-color-muted': '#cbd5e1',
  '--cee-color-border': '#9ca3af',
  '--cee-color-primary': '#93c5fd',
  '--cee-color-on-primary': '#0b1220',
  '--cee-color-error': '#fca5a5',
  '--cee-color-success': '#86efac',
  '--cee-color-focus': '#fbbf24',
};

const STYLE_PROPERTIES = [
  'font-size', 'line-height', 'font-weight', 'font-style', 'letter-spacing', 'word-spacing', 'text-transform',
  'text-align', 'text-indent', 'white-space', 'text-shadow', 'color', 'background-color', 'color-scheme',
  'padding-top', 'padding-left', 'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius',
  'margin-top', 'display', 'box-sizing', 'outline-style',
] as const;

/** What to compare in each element: selectors in its shadow root, and whether their size is intrinsic. */
const SAMPLES: Record<string, Array<{ selector: string; size?: 'height' | 'both' }>> = {
  'cee-simulator': [
    { selector: '[part~="form"]' },
    { selector: '[part~="label"]', size: 'height' },
    { selector: 'input[type="text"], input[type="number"]', size: 'height' },
    { selector: 'select', size: 'height' },
    { selector: 'input[type="radio"]', size: 'both' },
    { selector: '.hint' },
    { selector: '.unit', size: 'both' },
    { selector: '[part~="submit"]', size: 'both' },
  ],
  'worksite-form': [
    { selector: '[part~="label"]', size: 'height' },
    { selector: '[role="combobox"]', size: 'height' },
    { selector: 'input[type="checkbox"]', size: 'both' },
    { selector: 'fieldset.fiscal' },
    { selector: '[part~="add-row"]', size: 'both' },
    { selector: '[part~="submit"]', size: 'both' },
  ],
  'doc-uploader': [
    { selector: '[part~="dropzone"]', size: 'height' },
    { selector: '.dropzone button', size: 'both' },
    { selector: '.dropzone-title', size: 'height' },
    { selector: 'input[type="url"]', size: 'height' },
    { selector: '.hint' },
  ],
};

const TAGS = Object.keys(SAMPLES);

async function freshSandbox(): Promise<void> {
  await resetSandbox();
  clearTokens();
  clearApiCache();
  sessionStorage.clear();
}

/** The three elements on the sandbox, in a wrapper of a fixed width; resolves once the simulator's fields show. */
async function mountAll(wrapperStyle = ''): Promise<HTMLElement> {
  const { apiBase, calcBase, tokenEndpoint } = bases();
  const config = `api-base="${apiBase}" calc-base="${calcBase}" token-endpoint="${tokenEndpoint}" lang="fr"`;
  // Inline !important: the page's hostile CSS may not change the wrapper's own layout, only what it inherits.
  const wrapper = await fixture<HTMLElement>(`<div style="display: block !important; width: 640px !important; ${wrapperStyle}">
    <cee-simulator ${config} fost="BAR-TH-171"></cee-simulator>
    <worksite-form ${config} convention-id="1"></worksite-form>
    <doc-uploader ${config} worksite-id="1" worksite-operation-id="11"></doc-uploader>
  </div>`);
  await waitUntil(() => inner(wrapper, 'cee-simulator', 'form[aria-busy="false"]') !== null, 'the simulator fields never showed', {
    timeout: 10_000,
  });
  await settle(wrapper);
  return wrapper;
}

function host(wrapper: HTMLElement, tag: string): HTMLElement {
  const found = wrapper.querySelector<HTMLElement>(tag);
  if (!found) throw new Error(`No ${tag}`);
  return found;
}

function inner(wrapper: HTMLElement, tag: string, selector: string): HTMLElement | null {
  return host(wrapper, tag).shadowRoot!.querySelector<HTMLElement>(selector);
}

function mustFind(wrapper: HTMLElement, tag: string, selector: string): HTMLElement {
  const found = inner(wrapper, tag, selector);
  if (!found) throw new Error(`No ${selector} in ${tag}`);
  return found;
}

async function settle(wrapper: HTMLElement): Promise<void> {
  for (const tag of TAGS) await (host(wrapper, tag) as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Every sampled computed style (and intrinsic size) of the three elements, as strings keyed by where they come from. */
function snapshot(wrapper: HTMLElement): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const [tag, samples] of Object.entries(SAMPLES)) {
    const hostStyle = getComputedStyle(host(wrapper, tag));
    for (const property of ['font-size', 'line-height', 'color', 'background-color', 'letter-spacing', 'text-transform']) {
      seen[`${tag} :host ${property}`] = hostStyle.getPropertyValue(property);
    }
    for (const { selector, size } of samples) {
      const node = mustFind(wrapper, tag, selector);
      const style = getComputedStyle(node);
      for (const property of STYLE_PROPERTIES) seen[`${tag} ${selector} ${property}`] = style.getPropertyValue(property);
      const box = node.getBoundingClientRect();
      if (size) seen[`${tag} ${selector} height`] = box.height.toFixed(1);
      if (size === 'both') seen[`${tag} ${selector} width`] = box.width.toFixed(1);
    }
  }
  // Layout as a whole: each element takes the same height.
  for (const tag of ['cee-simulator', 'worksite-form', 'doc-uploader']) seen[`${tag} height`] = host(wrapper, tag).getBoundingClientRect().height.toFixed(1);
  return seen;
}

function addPageStyle(text: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
  return style;
}

/** The entries of `after` that differ from `before`, as readable lines (empty when nothing changed). */
function differences(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} -> ${after[key]}`);
}

function setTheme(target: HTMLElement, theme: Record<string, string>): void {
  for (const [name, value] of Object.entries(theme)) target.style.setProperty(name, value);
}

/** The outline a focused control shows: style and width in px. */
function ring(node: HTMLElement): { style: string; width: number; color: string; focused: boolean } {
  const style = getComputedStyle(node);
  return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, focused: node.matches(':focus') };
}

describe('theming', () => {
  let pageStyles: HTMLStyleElement[] = [];

  beforeEach(async () => {
    await freshSandbox();
    pageStyles = [];
  });

  afterEach(() => {
    for (const style of pageStyles) style.remove();
  });

  it('looks the same on a page with hostile global CSS as on a clean page', async () => {
    const wrapper = await mountAll();
    const clean = snapshot(wrapper);
    expect(clean['cee-simulator [part~="submit"] text-transform']).to.equal('none');
    expect(clean['cee-simulator [part~="form"] font-size']).to.equal('16px');

    pageStyles.push(addPageStyle(HOSTILE_CSS));
    await settle(wrapper);
    // The hostile CSS is live: it reaches the light DOM around the elements.
    expect(getComputedStyle(wrapper).textTransform).to.equal('uppercase');
    expect(getComputedStyle(document.documentElement).fontSize).to.equal('40px');
    expect(differences(clean, snapshot(wrapper))).to.deep.equal([]);

    pageStyles.pop()!.remove();
    await settle(wrapper);
    expect(differences(clean, snapshot(wrapper))).to.deep.equal([]);
  });

  it('inherits the host page’s font family, unless --cee-font-family sets one', async () => {
    const wrapper = await mountAll("font-family: Georgia, 'Times New Roman', serif;");
    const pageFont = getComputedStyle(wrapper).fontFamily;
    expect(pageFont).to.contain('Georgia');
    expect(getComputedStyle(mustFind(wrapper, 'cee-simulator', '[part~="label"]')).fontFamily).to.equal(pageFont);
    expect(getComputedStyle(mustFind(wrapper, 'cee-simulator', '[part~="submit"]')).fontFamily).to.equal(pageFont);
    expect(getComputedStyle(mustFind(wrapper, 'worksite-form', '[role="combobox"]')).fontFamily).to.equal(pageFont);
    expect(getComputedStyle(mustFind(wrapper, 'doc-uploader', '.dropzone button')).fontFamily).to.equal(pageFont);

    // A page's `* { font-family }` is the host's font too: it passes through.
    pageStyles.push(addPageStyle('* { font-family: "Courier New", monospace !important; }'));
    await settle(wrapper);
    expect(getComputedStyle(mustFind(wrapper, 'worksite-form', '[part~="submit"]')).fontFamily).to.contain('Courier New');
    pageStyles.pop()!.remove();

    wrapper.style.setProperty('--cee-font-family', 'Verdana, sans-serif');
    await settle(wrapper);
    expect(getComputedStyle(mustFind(wrapper, 'doc-uploader', 'input[type="url"]')).fontFamily).to.equal('Verdana, sans-serif');
  });

  it('changes its look with the --cee-* custom properties', async () => {
    const wrapper = await mountAll();
    const submit = () => getComputedStyle(mustFind(wrapper, 'cee-simulator', '[part~="submit"]'));
    expect(submit().backgroundColor).to.equal('rgb(29, 78, 216)');
    setTheme(wrapper, {
      '--cee-color-primary': 'rgb(10, 120, 50)',
      '--cee-color-on-primary': 'rgb(250, 250, 240)',
      '--cee-radius': '0px',
      '--cee-font-size': '20px',
      '--cee-line-height': '1.25',
      '--cee-color-border': 'rgb(1, 2, 3)',
    });
    await settle(wrapper);
    expect(submit().backgroundColor).to.equal('rgb(10, 120, 50)');
    expect(submit().color).to.equal('rgb(250, 250, 240)');
    expect(submit().borderTopLeftRadius).to.equal('0px');
    const label = getComputedStyle(mustFind(wrapper, 'cee-simulator', '[part~="label"]'));
    expect(label.fontSize).to.equal('20px');
    expect(label.lineHeight).to.equal('25px');
    expect(getComputedStyle(mustFind(wrapper, 'worksite-form', '[role="combobox"]')).borderTopColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(mustFind(wrapper, 'doc-uploader', '.dropzone button')).color).to.equal('rgb(10, 120, 50)');
  });

  it('shows a focus ring of at least 2px on a focused button and input, in the light and the dark theme', async () => {
    const wrapper = await mountAll();
    pageStyles.push(addPageStyle(':focus, :focus-visible, * { outline: none !important; }'));
    for (const [theme, color] of [
      [{}, 'rgb(180, 83, 9)'],
      [DARK_THEME, 'rgb(251, 191, 36)'],
    ] as const) {
      setTheme(wrapper, theme);
      await settle(wrapper);
      for (const [tag, selector] of [
        ['cee-simulator', '[part~="submit"]'],
        ['cee-simulator', 'input[type="text"], input[type="number"]'],
        ['worksite-form', '[part~="add-row"]'],
        ['worksite-form', '[role="combobox"]'],
        ['doc-uploader', '.dropzone button'],
        ['doc-uploader', 'input[type="url"]'],
      ] as const) {
        const node = mustFind(wrapper, tag, selector);
        node.focus({ focusVisible: true } as FocusOptions);
        await settle(wrapper);
        const shown = ring(node);
        expect(shown.focused, `${tag} ${selector} has focus`).to.equal(true);
        expect(shown.style, `${tag} ${selector} outline style`).to.not.equal('none');
        expect(shown.width, `${tag} ${selector} outline width`).to.be.at.least(2);
        expect(shown.color, `${tag} ${selector} outline colour`).to.equal(color);
        node.blur();
      }
    }
  });

  it('passes axe, colour contrast included, in a dark theme set only through custom properties', async () => {
    const wrapper = await mountAll('background: #030712;');
    setTheme(wrapper, DARK_THEME);
    await settle(wrapper);
    const simulator = host(wrapper, 'cee-simulator');
    expect(getComputedStyle(simulator).backgroundColor).to.equal('rgb(17, 24, 39)');
    expect(getComputedStyle(simulator).colorScheme).to.equal('dark');
    for (const tag of TAGS) await expect(host(wrapper, tag)).to.be.accessible();

    // With a result (figures in the success colour on the surface), field errors, and a refused document.
    const fill = (selector: string, value: string) => {
      const control = mustFind(wrapper, 'cee-simulator', selector) as HTMLInputElement;
      control.value = value;
      control.dispatchEvent(new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true, composed: true }));
    };
    fill('[data-key="housing.department"]', '67');
    (mustFind(wrapper, 'cee-simulator', '[data-key="housing.type"][value="maison"]') as HTMLInputElement).click();
    fill('[data-key="housing.surface"]', '100');
    (mustFind(wrapper, 'cee-simulator', '[data-key="operation.usage"][value="ecs"]') as HTMLInputElement).click();
    fill('[data-key="operation.etas"]', '140-170');
    await settle(wrapper);
    mustFind(wrapper, 'cee-simulator', '[part~="submit"]').click();
    await waitUntil(() => inner(wrapper, 'cee-simulator', '[part~="result"]') !== null, 'no result', { timeout: 10_000 });
    mustFind(wrapper, 'worksite-form', '[part~="submit"]').click();
    await waitUntil(() => inner(wrapper, 'worksite-form', '[aria-invalid="true"]') !== null, 'no field error', { timeout: 10_000 });
    const uploader = host(wrapper, 'doc-uploader');
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(1024)], 'devis.pdf', { type: 'application/pdf' }));
    files.items.add(new File(['x'], 'notes.exe', { type: 'application/x-msdownload' }));
    const picker = mustFind(wrapper, 'doc-uploader', 'input[type="file"]') as HTMLInputElement;
    uploader.setAttribute('multiple', '');
    await settle(wrapper);
    picker.files = files.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(wrapper);
    expect(uploader.shadowRoot!.querySelectorAll('[part~="file"]').length).to.equal(2);
    for (const tag of TAGS) await expect(host(wrapper, tag)).to.be.accessible();
  });

  it('lets the page style every part through ::part()', async () => {
    const wrapper = await mountAll();
    pageStyles.push(
      addPageStyle(`
        cee-simulator::part(submit) { background: rgb(200, 30, 90); border-radius: 999px; }
        cee-simulator::part(label) { color: rgb(60, 20, 100); }
        cee-simulator::part(control) { border-color: rgb(0, 90, 90); }
        worksite-form::part(add-row) { text-decoration: underline; }
        worksite-form::part(fiscal-row) { padding: 3px; }
        doc-uploader::part(dropzone) { border-color: rgb(200, 30, 90); }
      `),
    );
    await settle(wrapper);
    const submit = getComputedStyle(mustFind(wrapper, 'cee-simulator', '[part~="submit"]'));
    expect(submit.backgroundColor).to.equal('rgb(200, 30, 90)');
    expect(submit.borderTopLeftRadius).to.equal('999px');
    expect(getComputedStyle(mustFind(wrapper, 'cee-simulator', '[part~="label"]')).color).to.equal('rgb(60, 20, 100)');
    expect(getComputedStyle(mustFind(wrapper, 'cee-simulator', 'select')).borderTopColor).to.equal('rgb(0, 90, 90)');
    expect(getComputedStyle(mustFind(wrapper, 'worksite-form', '[part~="add-row"]')).textDecorationLine).to.equal('underline');
    expect(getComputedStyle(mustFind(wrapper, 'doc-uploader', '[part~="dropzone"]')).borderTopColor).to.equal('rgb(200, 30, 90)');
  });
});
