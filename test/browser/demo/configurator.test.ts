/**
 * The "Intégrer" configurator (demo/configurator.ts), built from the same elements: its operation list from the
 * sandbox's catalogue, the live preview following every choice, the snippets, the copy buttons (Clipboard API and
 * the selection fallback) and axe.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type Configurator, parsePrice, startConfigurator } from '../../../demo/configurator.js';
import { contrastRatio } from '../../../demo/snippets.js';
import { bases, failNext } from '../helpers/sandbox.js';
import { freshSandbox, plain } from './demo-pages.js';

const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const INTEGRITY_JSON = `data:application/json,${encodeURIComponent(JSON.stringify({ 'cee-widgets.js': INTEGRITY }))}`;

interface Mounted {
  root: HTMLElement;
  configurator: Configurator;
}

async function packageVersion(): Promise<string> {
  return ((await (await fetch('/package.json')).json()) as { version: string }).version;
}

async function mount(options: { integrityUrl?: string; clipboard?: Pick<Clipboard, 'writeText'> } = {}): Promise<Mounted> {
  const root = await fixture<HTMLElement>('<div></div>');
  const configurator = startConfigurator(root, {
    version: await packageVersion(),
    integrityUrl: options.integrityUrl ?? '/no-such-release/integrity.json',
    preview: bases(),
    ...(options.clipboard ? { clipboard: options.clipboard } : {}),
  });
  await configurator.ready;
  return { root, configurator };
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};

const preview = (root: HTMLElement) => $<HTMLElementTagNameMap['cee-simulator']>(root, 'cee-simulator[data-preview]');
const snippet = (root: HTMLElement, name: string) => $(root, `[data-snippet="${name}"]`).textContent ?? '';

function pick(root: HTMLElement, name: string, value: string): void {
  $<HTMLInputElement>(root, `input[name="${name}"][value="${value}"]`).click();
}

function type(root: HTMLElement, selector: string, value: string, eventType = 'input'): void {
  const input = $<HTMLInputElement | HTMLSelectElement>(root, selector);
  input.value = value;
  input.dispatchEvent(new Event(eventType, { bubbles: true }));
}

/** Waits until the preview's fields are shown, for the operation it is asked. */
async function previewShown(root: HTMLElement): Promise<void> {
  await waitUntil(() => preview(root).shadowRoot?.querySelector('form[aria-busy="false"]') != null, 'the preview never showed its fields', {
    timeout: 10_000,
  });
}

describe('the "Intégrer" configurator', () => {
  beforeEach(freshSandbox);

  it('offers the operations of the catalogue that a simulator computes, by name and code', async () => {
    const { root } = await mount();
    const options = [...root.querySelectorAll<HTMLOptionElement>('#cfg-operation option')];
    const all = (await (await fetch('/partner/v1/operations')).json()).data as Array<{ code: string; has_simulation: boolean }>;
    const computed = all.filter((operation) => operation.has_simulation);
    expect(computed.length).to.be.lessThan(all.length);
    expect(options.map((option) => option.value)).to.deep.equal(['', ...computed.map((operation) => operation.code)]);
    expect(plain(options.find((option) => option.value === 'BAR-TH-171')?.textContent)).to.equal('Pompe à chaleur de type air/eau (BAR-TH-171)');
    expect(options.some((option) => option.value === 'BAR-TH-159')).to.equal(false);
    expect($<HTMLSelectElement>(root, '#cfg-operation').value).to.equal('BAR-TH-171');
  });

  it('offers every operation when the catalogue does not say which ones have a simulation', async () => {
    const catalogue = {
      data: [
        { id: 1, code: 'BAR-EN-101', operation_name: 'Isolation de combles', can_b2b: false, can_b2c: true, has_cdp: false, has_material: false },
        { id: 2, code: 'BAT-TH-116', operation_name: 'Gestion technique du bâtiment', can_b2b: true, can_b2c: false, has_cdp: true, has_material: true },
      ],
    };
    await failNext({ method: 'GET', path: '/partner/v1/operations', status: 200, body: JSON.stringify(catalogue) });
    const { root } = await mount();
    const values = [...root.querySelectorAll<HTMLOptionElement>('#cfg-operation option')].map((option) => option.value);
    expect(values).to.deep.equal(['', 'BAR-EN-101', 'BAT-TH-116']);
  });

  it('updates the preview and the snippets when the operation, aid, audience, language, price or colours change', async () => {
    const { root, configurator } = await mount();
    await previewShown(root);
    const el = preview(root);
    expect(`${el.getAttribute('fost')} ${el.getAttribute('aid')} ${el.getAttribute('context')} ${el.getAttribute('lang')}`).to.equal(
      'BAR-TH-171 both b2c fr',
    );

    pick(root, 'aid', 'cee');
    await el.updateComplete;
    expect(el.getAttribute('aid')).to.equal('cee');
    expect(snippet(root, 'markup')).to.contain('aid="cee"');

    pick(root, 'lang', 'en');
    await el.updateComplete;
    expect(`${el.getAttribute('lang')} ${el.parentElement?.getAttribute('lang')}`).to.equal('en en');
    expect(snippet(root, 'react')).to.contain('lang="en"');
    await waitUntil(() => plain(el.shadowRoot?.querySelector('[part~="submit"]')?.textContent).length > 0, 'no button', { timeout: 10_000 });
    await waitUntil(() => !/Calculer/.test(plain(el.shadowRoot?.querySelector('[part~="submit"]')?.textContent)), 'still French', {
      timeout: 10_000,
    });

    type(root, '#cfg-price', '9,5');
    expect(el.getAttribute('euros-mwh-cumac')).to.equal('9.5');
    expect(snippet(root, 'markup')).to.contain('euros-mwh-cumac="9.5"');
    expect(snippet(root, 'react')).to.contain('eurosMwhCumac={9.5}');
    expect(snippet(root, 'vue')).to.contain(':euros-mwh-cumac="9.5"');
    type(root, '#cfg-price', '');
    expect(el.hasAttribute('euros-mwh-cumac')).to.equal(false);
    expect(snippet(root, 'markup')).not.to.contain('euros-mwh-cumac');

    type(root, '#cfg-primary', '#7c2d12');
    expect(el.style.getPropertyValue('--cee-color-primary')).to.equal('#7c2d12');
    expect(getComputedStyle(el).getPropertyValue('--cee-color-primary').trim()).to.equal('#7c2d12');
    expect(snippet(root, 'markup')).to.contain('--cee-color-primary: #7c2d12');
    expect(snippet(root, 'vue')).to.contain('--cee-color-primary: #7c2d12');
    expect(snippet(root, 'react')).to.contain(`'--cee-color-primary': "#7c2d12"`);
    type(root, '#cfg-on-primary', '#fefce8');
    expect(el.style.getPropertyValue('--cee-color-on-primary')).to.equal('#fefce8');

    type(root, '#cfg-operation', 'BAR-EN-101', 'change');
    await el.updateComplete;
    expect(el.getAttribute('fost')).to.equal('BAR-EN-101');
    expect(snippet(root, 'markup')).to.contain('fost="BAR-EN-101"');
    type(root, '#cfg-operation', '', 'change');
    await el.updateComplete;
    expect(el.hasAttribute('fost')).to.equal(false);
    expect(snippet(root, 'markup')).not.to.contain('fost=');
    expect(configurator.choice.fost).to.equal('');
  });

  it('keeps the choice possible: a professionals-only operation switches the audience, and MaPrimeRénov\' stays for households', async () => {
    const { root } = await mount();
    type(root, '#cfg-operation', 'BAT-TH-116', 'change');
    const el = preview(root);
    expect(`${el.getAttribute('context')} ${el.getAttribute('aid')}`).to.equal('b2b cee');
    expect($<HTMLInputElement>(root, 'input[name="context"][value="b2c"]').disabled).to.equal(true);
    expect($<HTMLInputElement>(root, 'input[name="aid"][value="mpr"]').disabled).to.equal(true);
    expect($<HTMLInputElement>(root, 'input[name="aid"][value="both"]').disabled).to.equal(true);
    expect(snippet(root, 'markup')).to.contain('context="b2b"');
    // The fields of the professionals' operation, not those of the heat pump shown before.
    await waitUntil(() => el.shadowRoot?.querySelector('[data-key^="building."]') != null, 'no b2b fields', { timeout: 10_000 });
    await waitUntil(() => /^Formulaire prêt/.test(plain(el.shadowRoot?.querySelector('[part~="status"]')?.textContent)), 'never ready', {
      timeout: 10_000,
    });
  });

  it('refuses a price it cannot read, says why beside the field once it is left, and keeps the last good price', async () => {
    const { root } = await mount();
    type(root, '#cfg-price', '8 à 9');
    const input = $<HTMLInputElement>(root, '#cfg-price');
    expect(`${input.getAttribute('aria-invalid')} ${root.querySelector('#cfg-price-error') === null}`).to.equal('false true');
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).to.include('cfg-price-error');
    expect(plain($(root, '#cfg-price-error').textContent)).to.equal(
      'Prix non reconnu : indiquez un montant en euros avec deux décimales au plus, par exemple 8 ou 8,50.',
    );
    expect($(root, '#cfg-price-error').getAttribute('role')).to.equal('alert');
    expect(preview(root).getAttribute('euros-mwh-cumac')).to.equal('8');
    type(root, '#cfg-price', '12,25');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(root.querySelector('#cfg-price-error')).to.equal(null);
    expect(preview(root).getAttribute('euros-mwh-cumac')).to.equal('12.25');
    expect([parsePrice(' 9 € '), parsePrice('9,5 euros'), parsePrice('9.123')].join(' ')).to.equal('9 9.5 NaN');
  });

  it('pins the version in the CDN script tag, with integrity and crossorigin when the release hash is served', async () => {
    const version = await packageVersion();
    const { root } = await mount({ integrityUrl: INTEGRITY_JSON });
    const script = snippet(root, 'script');
    expect(script).to.contain(`src="https://cdn.jsdelivr.net/npm/cee-widgets@${version}/dist/cee-widgets.js"`);
    expect(script).to.contain(`integrity="${INTEGRITY}"`);
    expect(script).to.contain('crossorigin="anonymous"');
    expect(script).to.contain('type="module"');
    expect(plain($(root, '[data-integrity-note]').textContent)).to.contain(`Version ${version}.`);
  });

  it('says in the script tag where the hash comes from when no integrity.json is served, and invents none', async () => {
    const version = await packageVersion();
    const { root } = await mount({ integrityUrl: '/no-such-release/integrity.json' });
    const script = snippet(root, 'script');
    const tag = script.slice(script.indexOf('<script'));
    expect(tag).not.to.contain('integrity');
    expect(script).not.to.match(/sha384-[A-Za-z0-9+/]/);
    expect(script).to.contain(`dist/integrity.json de la version ${version} publiée`);
    expect(script).to.contain('crossorigin="anonymous"');
    expect(plain($(root, '[data-integrity-note]').textContent)).to.contain('Son empreinte n’est pas disponible ici');
  });

  it('copies each snippet with the Clipboard API and confirms it where the button is', async () => {
    const copied: string[] = [];
    const { root } = await mount({ clipboard: { writeText: async (text: string) => void copied.push(text) } });
    for (const name of ['script', 'markup', 'react', 'vue']) {
      $<HTMLButtonElement>(root, `[data-copy="${name}"]`).click();
      await waitUntil(() => plain($(root, `[data-copy-status="${name}"]`).textContent) !== '', `no confirmation for ${name}`);
      expect(copied.at(-1)).to.equal(snippet(root, name));
      expect(plain($(root, `[data-copy-status="${name}"]`).textContent)).to.equal('Copié dans le presse-papiers.');
      expect($(root, `[data-copy-status="${name}"]`).getAttribute('role')).to.equal('status');
    }
    expect(plain($(root, '[data-copy="react"]').textContent)).to.equal('Copier le code React');
  });

  it('selects the snippet and says how to copy it when the browser refuses the clipboard', async () => {
    const refused = { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) };
    const { root } = await mount({ clipboard: refused });
    $<HTMLButtonElement>(root, '[data-copy="markup"]').click();
    await waitUntil(() => plain($(root, '[data-copy-status="markup"]').textContent) !== '', 'no message');
    expect(plain($(root, '[data-copy-status="markup"]').textContent)).to.equal(
      'Le navigateur a refusé la copie : le code est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).',
    );
    expect(getSelection()?.toString()).to.equal(snippet(root, 'markup'));
    expect(document.activeElement === $(root, '[data-snippet="markup"]').closest('pre')).to.equal(true);
  });

  it('is driven by keyboard alone: arrows change the aid and the audience, Enter on a copy button copies', async () => {
    const copied: string[] = [];
    const { root } = await mount({ clipboard: { writeText: async (text: string) => void copied.push(text) } });
    $<HTMLSelectElement>(root, '#cfg-operation').focus();
    await sendKeys({ press: 'Tab' });
    expect(`${(document.activeElement as HTMLInputElement).name} ${(document.activeElement as HTMLInputElement).value}`).to.equal('aid both');
    await sendKeys({ press: 'ArrowLeft' });
    expect(preview(root).getAttribute('aid')).to.equal('mpr');
    await sendKeys({ press: 'Tab' });
    expect(`${(document.activeElement as HTMLInputElement).name} ${(document.activeElement as HTMLInputElement).value}`).to.equal('context b2c');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowRight' });
    expect(preview(root).getAttribute('lang')).to.equal('en');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('cfg-price');
    $<HTMLButtonElement>(root, '[data-copy="vue"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copied.length === 1, 'Enter did not copy');
    expect(copied[0]).to.equal(snippet(root, 'vue'));
  });

  it('warns when the button colours lack contrast, and says the ratio', async () => {
    const { root } = await mount();
    expect(plain($(root, '[data-contrast]').textContent)).to.match(/^Contraste du texte des boutons : 6,7 pour 1 \(suffisant/);
    type(root, '#cfg-primary', '#93c5fd');
    expect(plain($(root, '[data-contrast]').textContent)).to.contain('insuffisant');
    expect(contrastRatio('#000000', '#ffffff')).to.equal(21);
  });

  it('has no axe violation with the preview shown, nor with a refused price and a copy message', async () => {
    const { root } = await mount({ clipboard: { writeText: async () => undefined } });
    await previewShown(root);
    await expect(root).to.be.accessible();
    type(root, '#cfg-price', 'huit');
    type(root, '#cfg-price', 'huit', 'change');
    expect(root.querySelectorAll('[aria-invalid="true"]').length).to.equal(1);
    $<HTMLButtonElement>(root, '[data-copy="script"]').click();
    await waitUntil(() => plain($(root, '[data-copy-status="script"]').textContent) !== '', 'no confirmation');
    await expect(root).to.be.accessible();
  });
});
