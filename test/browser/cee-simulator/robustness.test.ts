/**
 * `<cee-simulator>` against odd or hostile answers and odd host values: markup-looking text stays text, long
 * words wrap, nulls and extra fields are tolerated, keys named like Object members are plain keys, and an
 * element taken off the page stops asking the service (and resumes when it comes back).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { sendKeys } from '@web/test-runner-commands';
import { failNext, sandboxRequests } from '../helpers/sandbox.js';
import {
  CEE,
  HEAT_PUMP,
  INPUTS_171,
  collect,
  control,
  controlsOf,
  fieldsShown,
  fill,
  focused,
  freshSandbox,
  has,
  mountSimulator,
  plain,
  resultShown,
  root,
  statusText,
  submitButton,
  valuesChecked,
  engage,
} from './simulator-helpers.js';

const MARKUP = '<img src="x" onerror="window.__ceeInjected = true">';

/** Whether the element's content is wider than the element. */
const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;

async function closedWithStatus(path: string, method: 'GET' | 'POST'): Promise<number | null> {
  await waitUntil(async () => (await sandboxRequests({ method, path }))[0]?.status !== null, `${method} ${path} still open`, { timeout: 10_000 });
  return (await sandboxRequests({ method, path }))[0]!.status;
}

describe('<cee-simulator> robustness', () => {
  beforeEach(freshSandbox);

  afterEach(() => {
    delete (window as { __ceeInjected?: boolean }).__ceeInjected;
  });

  it('shows markup-looking text from the service as text, wraps long words, and tolerates nulls, repeated options and extra fields', async () => {
    const descriptors = [
      { key: 'housing.department', label: `${MARKUP}Département`, type: 'string', help: '<b>aide</b>', unit: null, min: null, required: null, extra: { deep: [1] } },
      {
        key: 'operation.etas',
        label: 'L'.repeat(1500),
        type: 'select',
        unit: '%',
        options: [{ value: 'a', label: 'O'.repeat(1500) }, { value: 'b', label: null }, { value: 'c' }, { value: 'd', label: MARKUP }, { value: 'a', label: 'twice' }],
      },
      { key: 'housing.surface', label: null, type: 'number', min: 1, max: null, step: null, default: null, pattern: null },
    ];
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data: descriptors, meta: { odd: true } }) });
    const result = { kwhCumac: 1000, euros: null, note: MARKUP, reference: 'W'.repeat(3000), nested: { inner: null, list: [1, 'two'] } };
    await failNext({ method: 'POST', path: CEE, status: 200, body: JSON.stringify({ data: result, extra: 1 }) });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    el.style.width = '320px';
    await fieldsShown(el);

    expect(root(el).querySelectorAll('img, b, script').length).to.equal(0);
    const department = control(el, 'housing.department');
    expect(plain(root(el).querySelector(`label[for="${department.id}"]`)!.textContent!)).to.contain('<img src="x"');
    expect(department.required).to.equal(true);
    const etas = control(el, 'operation.etas') as HTMLSelectElement;
    expect([...etas.options].map((o) => o.textContent!.trim().slice(0, 3)).join('|')).to.equal('— C|OOO|b|c|<im');
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    expect(`${surface.type}|${surface.inputMode}|${surface.value}`).to.equal('text|decimal|');
    expect(plain(root(el).querySelector(`label[for="${surface.id}"]`)!.textContent!)).to.contain('Surface chauffée');
    expect(overflows(el)).to.equal(false);

    await fill(el, { 'housing.department': '67', 'operation.etas': 'd', 'housing.surface': '80' });
    submitButton(el).click();
    await resultShown(el);
    const details = [...root(el).querySelectorAll('.detail')].map((d) => plain(d.textContent!));
    // The volume first (no price: it is a detail of the explanation), then the answer's other fields, as text.
    const expected = ['Volume de certificats 1 MWh cumac', `Note ${MARKUP}`, `Reference ${'W'.repeat(3000)}`, 'Nested inner —', 'Nested list 1, two'];
    expect(details.length).to.equal(expected.length);
    expect(details.every((detail, i) => detail === expected[i])).to.equal(true);
    expect(root(el).querySelectorAll('img, b, script').length).to.equal(0);
    expect((window as { __ceeInjected?: boolean }).__ceeInjected).to.equal(undefined);
    expect(overflows(el)).to.equal(false);
  });

  it('keeps what the person is typing in a number field while it is not a number yet (the control follows the DOM, not the last render)', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    surface.focus();
    // "1" is a number; "1e" is not one: a text control (issue #12) keeps it as typed, and the next render too.
    await sendKeys({ type: '1e' });
    await el.updateComplete;
    expect(surface.value).to.equal('1e');
    await sendKeys({ type: '3' });
    await el.updateComplete;
    expect(surface.value).to.equal('1e3');
    // A value the host sets is shown.
    el.values = { 'housing.surface': '80' };
    await el.updateComplete;
    expect(surface.value).to.equal('80');
  });

  it('treats keys named like Object members (constructor, toString, __proto__) as plain keys', async () => {
    const inputs = { constructor: null, toString: ['a', 'b'], 'site.__proto__.polluted': null };
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data: inputs }) });
    await failNext({ method: 'POST', path: CEE, status: 200, body: '{"data":{"kwhCumac":1000}}' });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    expect((control(el, 'constructor') as HTMLInputElement).value).to.equal('');
    expect(controlsOf(el, 'toString').map((c) => `${c.value}:${c.checked}`).join()).to.equal('a:false,b:false');
    expect(root(el).querySelectorAll('[aria-invalid="true"]').length).to.equal(0);
    await fill(el, { constructor: 'x', toString: 'b', 'site.__proto__.polluted': 'y' });
    submitButton(el).click();
    await resultShown(el);
    const [sent] = await sandboxRequests({ method: 'POST', path: CEE });
    expect(JSON.stringify(sent!.body)).to.equal(
      '{"constructor":"x","toString":"b","site":{"__proto__":{"polluted":"y"}},"fost_code":"BAR-TH-171","context":"b2c"}',
    );
    expect(({} as { polluted?: unknown }).polluted).to.equal(undefined);
  });

  it('gives keys that differ only by punctuation their own control, label and error', async () => {
    const descriptors = [
      { key: 'site.zone', label: 'Zone (point)', required: true },
      { key: 'site-zone', label: 'Zone (tiret)', required: true },
      { key: 'site_zone', label: 'Zone (souligné)', required: false },
    ];
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data: descriptors }) });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const ids = ['site.zone', 'site-zone', 'site_zone'].map((key) => control(el, key).id);
    expect(new Set(ids).size).to.equal(3);
    const labels = ids.map((id) => plain(root(el).querySelector(`label[for="${id}"]`)?.textContent ?? '').replace(/\s*\*.*$/, ''));
    expect(labels.join('|')).to.equal('Zone (point)|Zone (tiret)|Zone (souligné)');
    await fill(el, { 'site.zone': 'H1' });
    submitButton(el).click();
    await valuesChecked(el);
    expect(['site.zone', 'site-zone'].map((key) => control(el, key).getAttribute('aria-invalid') ?? 'none').join()).to.equal('none,true');
    expect(focused(el)?.id).to.equal(control(el, 'site-zone').id);
  });

  it('takes fields and values set to null or to the wrong shape as no overrides and no prefill', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    el.fields = null as never;
    el.values = null as never;
    await fieldsShown(el);
    expect(controlsOf(el, 'housing.surface').length).to.equal(1);
    el.fields = { 'housing.surface': 'oops' as never, 'housing.department': null as never };
    await el.updateComplete;
    const surface = control(el, 'housing.surface');
    expect(plain(root(el).querySelector(`label[for="${surface.id}"]`)!.textContent!)).to.contain('Surface chauffée');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    expect(plain(root(el).querySelector('[part~="result"]')!.textContent!)).to.contain('133,8 MWh cumac');
  });

  it('shows a fost, context or aid set by script to a non-string as a configuration message, not a crash', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    el.fost = 171 as never;
    el.context = null as never;
    el.aid = 2 as never;
    await el.updateComplete;
    const message = plain(root(el).querySelector('.config-error')?.textContent ?? '');
    expect(message).to.contain('« 171 »');
    expect(message).to.contain('« 2 »');
    expect(message).not.to.contain('context');
    expect(has(el, 'form')).to.equal(false);
  });

  it('aborts the loading of its fields when taken off the page, and loads them again when put back', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 20_000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const loaded = collect(el, 'cee-inputs-loaded');
    const errors = collect(el, 'cee-error');
    await waitUntil(async () => (await sandboxRequests({ method: 'GET', path: INPUTS_171 })).length === 1, 'the load never left');
    const parent = el.parentNode!;
    el.remove();
    expect(await closedWithStatus(INPUTS_171, 'GET')).to.equal(0);
    expect(`${loaded.length} ${errors.length}`).to.equal('0 0');
    parent.appendChild(el);
    engage(el);
    await fieldsShown(el);
    expect(controlsOf(el, 'housing.surface').length).to.equal(1);
    expect(plain(statusText(el))).to.contain('Formulaire prêt');
  });

  it('aborts a calculation in flight when taken off the page: no result, no event, typed values kept', async () => {
    await failNext({ method: 'POST', path: CEE, delayMs: 20_000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const results = collect(el, 'cee-result');
    const errors = collect(el, 'cee-error');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE })).length === 1, 'the calculation never left');
    const parent = el.parentNode!;
    el.remove();
    expect(await closedWithStatus(CEE, 'POST')).to.equal(0);
    parent.appendChild(el);
    await el.updateComplete;
    expect(`${results.length} ${errors.length}`).to.equal('0 0');
    expect(has(el, '[part~="result"]')).to.equal(false);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
    expect(statusText(el)).to.equal('');
    expect((control(el, 'housing.surface') as HTMLInputElement).value).to.equal('100');
  });
});
