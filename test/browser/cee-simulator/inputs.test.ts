/**
 * `<cee-simulator>` with `fost`: the form is built from the service's simulation inputs, in either shape,
 * with the host's overrides and prefill, in French or English; bad attributes and unknown codes are shown.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext, sandboxRequests, setInputsShape } from '../helpers/sandbox.js';
import {
  CEE,
  HEAT_PUMP,
  INPUTS_171,
  collect,
  control,
  controlsOf,
  fieldsShown,
  fill,
  freshSandbox,
  has,
  mountSimulator,
  plain,
  resultShown,
  resultText,
  root,
  submitButton,
} from './simulator-helpers.js';

/** The visible label of a key's control (the legend for radio buttons). */
function labelOf(el: HTMLElement, key: string): string {
  const first = control(el, key);
  const field = first.closest('[part~="field"]')!;
  const label = field.tagName === 'FIELDSET' ? field.querySelector('legend') : root(el).querySelector(`label[for="${first.id}"]`);
  return plain(label?.textContent ?? '').replace(/\*.*$/, '').trim();
}

describe('<cee-simulator> inputs', () => {
  beforeEach(freshSandbox);

  it('renders one labelled control per key of the simulation inputs (shape A)', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const keys = [...new Set([...root(el).querySelectorAll('[data-key]')].map((c) => c.getAttribute('data-key')))];
    expect(keys.join(' ')).to.equal(
      'housing.department housing.type housing.surface operation.usage operation.etas operation.replaces_fossil_boiler housing.main_residence operation.engagement_date',
    );
    const department = control(el, 'housing.department') as HTMLInputElement;
    expect(department.type).to.equal('text');
    expect(department.getAttribute('pattern')).to.contain('2A|2B');
    expect(labelOf(el, 'housing.department')).to.equal('Département');
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    // Issue #12: a number is typed as text (read in the page's language), with a decimal keyboard; its range is checked on submit.
    expect(`${surface.type} ${surface.inputMode}`).to.equal('text decimal');
    expect(root(el).getElementById(`${surface.id}-unit`)?.textContent).to.equal('m²');
    expect(surface.getAttribute('aria-describedby')).to.contain(`${surface.id}-unit`);
    expect(controlsOf(el, 'housing.type').map((c) => c.type).join()).to.equal('radio,radio');
    expect(controlsOf(el, 'operation.usage').length).to.equal(2);
    expect(labelOf(el, 'operation.usage')).to.equal('Usage');
    expect(control(el, 'operation.etas').tagName).to.equal('SELECT');
    expect((control(el, 'operation.etas') as HTMLSelectElement).options.length).to.equal(5);
    expect((control(el, 'operation.replaces_fossil_boiler') as HTMLInputElement).type).to.equal('checkbox');
    for (const key of keys) expect(labelOf(el, key!).length, key!).to.be.greaterThan(2);
  });

  it('renders whatever the answer describes: date, number with unit and step, options without a type, a boolean pair, a humanised key', async () => {
    const descriptors = [
      { key: 'work.start_date', label: 'Date de début', type: 'date' },
      { key: 'household.size', label: 'Personnes', type: 'number', unit: 'pers.', min: 1, max: 20, step: 0.5 },
      { key: 'operation.kind', label: 'Nature', options: ['a', 'b', 'c'] },
      { key: 'operation.grade', options: [1, 2, 3, 4].map((value) => ({ value, label: `Niveau ${value}` })) },
      { key: 'site.has_meter', label: 'Compteur', options: [true, false] },
      { key: 'site.note', required: false },
      { key: 'site.zone', options: ['H1'] },
    ];
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data: descriptors }) });
    await failNext({ method: 'POST', path: CEE, status: 200, body: '{"data":{"kwhCumac":1000}}' });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    expect((control(el, 'work.start_date') as HTMLInputElement).type).to.equal('date');
    const size = control(el, 'household.size') as HTMLInputElement;
    expect(`${size.type} ${size.inputMode}`).to.equal('text decimal');
    expect(root(el).getElementById(`${size.id}-unit`)?.textContent).to.equal('pers.');
    expect(controlsOf(el, 'operation.kind').map((c) => c.type).join()).to.equal('radio,radio,radio');
    expect(control(el, 'operation.grade').tagName).to.equal('SELECT');
    expect(labelOf(el, 'operation.grade')).to.equal('Operation grade');
    expect((control(el, 'site.has_meter') as HTMLInputElement).type).to.equal('checkbox');
    expect(labelOf(el, 'site.note')).to.equal('Site note');
    expect(controlsOf(el, 'site.zone').length).to.equal(0);
    await fill(el, { 'work.start_date': '2026-03-01', 'household.size': '4', 'operation.kind': 'b', 'operation.grade': '2', 'site.has_meter': true });
    submitButton(el).click();
    await resultShown(el);
    const [sent] = await sandboxRequests({ method: 'POST', path: CEE });
    expect(JSON.stringify(sent!.body)).to.equal(
      JSON.stringify({
        work: { start_date: '2026-03-01' },
        household: { size: 4 },
        operation: { kind: 'b', grade: 2 },
        site: { has_meter: true, zone: 'H1' },
        fost_code: 'BAR-TH-171',
        context: 'b2c',
      }),
    );
  });

  it('cancels the stale request when context changes, and shows the newest answer', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 3000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    await waitUntil(async () => (await sandboxRequests({ method: 'GET', path: INPUTS_171 })).length === 1, 'the first request never left');
    el.context = 'b2b';
    await waitUntil(() => root(el).querySelector('.error-panel') !== null, 'no answer for b2b', { timeout: 10_000 });
    expect(root(el).querySelector('.error-panel')!.textContent).to.contain('réservée aux particuliers');
    await waitUntil(async () => (await sandboxRequests({ method: 'GET', path: INPUTS_171 }))[0]!.status !== null, 'stale request still open', { timeout: 5000 });
    expect((await sandboxRequests({ method: 'GET', path: INPUTS_171 }))[0]!.status).to.equal(0);
    expect(has(el, 'form')).to.equal(false);
  });

  it('lets a new values property replace what was typed for its keys only', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, { 'housing.department': '67', 'housing.surface': '100' });
    el.values = { 'housing.surface': 90 };
    await el.updateComplete;
    expect((control(el, 'housing.surface') as HTMLInputElement).value).to.equal('90');
    expect((control(el, 'housing.department') as HTMLInputElement).value).to.equal('67');
  });

  it('shows a new values prefill in a select the person had already changed twice', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, { 'operation.etas': '111-140' });
    await fill(el, { 'operation.etas': '140-170' });
    el.values = { 'operation.etas': '111-140' };
    await el.updateComplete;
    expect((control(el, 'operation.etas') as HTMLSelectElement).value).to.equal('111-140');
  });

  it('keeps the room of the fields shown so far while the next operation loads', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const form = root(el).querySelector('form')!;
    const loadedHeight = form.getBoundingClientRect().height;
    // Never answered during the test: removing the element at the end aborts it.
    await failNext({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c', delayMs: 60_000 });
    el.fost = 'BAR-EN-101';
    await el.updateComplete;
    expect(`${form.getAttribute('aria-busy')} ${root(el).querySelectorAll('.skeleton').length}`).to.equal('true 8');
    expect(form.getBoundingClientRect().height / loadedHeight).to.be.greaterThan(0.8);
  });

  it('fires cee-inputs-loaded with the code, context, aid and fields', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const loaded = collect(el, 'cee-inputs-loaded');
    await fieldsShown(el);
    await waitUntil(() => loaded.length === 1);
    const detail = loaded[0]!;
    expect(`${detail.fost} ${detail.context} ${detail.aid}`).to.equal('BAR-TH-171 b2c cee');
    expect(detail.fields.map((f: { key: string }) => f.key).length).to.equal(8);
  });

  it('renders shape B (key to accepted values) with dictionary labels, and still calculates', async () => {
    await setInputsShape('b');
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    expect(labelOf(el, 'housing.type')).to.equal('Type de logement');
    expect(controlsOf(el, 'housing.type').length).to.equal(2);
    expect(plain(controlsOf(el, 'housing.type')[0]!.closest('label')!.textContent!)).to.equal('Maison individuelle');
    expect(control(el, 'operation.etas').tagName).to.equal('SELECT');
    expect((control(el, 'operation.replaces_fossil_boiler') as HTMLInputElement).type).to.equal('checkbox');
    expect((control(el, 'housing.surface') as HTMLInputElement).type).to.equal('text');
    // Shape B cannot offer the optional engagement date: the service takes today's, and its fiche version.
    const { 'operation.engagement_date': _date, ...withoutDate } = HEAT_PUMP;
    await fill(el, withoutDate);
    submitButton(el).click();
    await resultShown(el);
    // No price: the bonus depends on the partner's offer; the volume is in the explanation.
    expect(plain(resultText(el))).to.contain('Prime CEE selon l’offre du professionnel');
    expect(plain(resultText(el))).to.match(/Volume de certificats \d+(,\d)? MWh cumac/);
  });

  it('loads only the MPR keys with aid="mpr"', async () => {
    const el = await mountSimulator({ fost: 'BAR-EN-101', aid: 'mpr' });
    const keys = [...root(el).querySelectorAll('[data-key]')].map((c) => c.getAttribute('data-key'));
    // MaPrimeRénov' asks the day its application is filed, not the quote's; the attic part is a pair of radios (issue #34).
    expect(keys.join(' ')).to.equal(
      'housing.department household.size household.income housing.main_residence housing.over_15_years operation.surface operation.attic_part operation.attic_part mpr.application_date',
    );
    const gets = await sandboxRequests({ method: 'GET', path: '/calc/api/v2/simulation-inputs/BAR-EN-101/b2c' });
    expect(gets.map((r) => String(r.query.aid)).join()).to.equal('mpr');
  });

  it('shows the union of the CEE and MPR keys once with aid="both"', async () => {
    const el = await mountSimulator({ fost: 'BAR-EN-101', aid: 'both' });
    const keys = [...new Set([...root(el).querySelectorAll('[data-key]')].map((c) => c.getAttribute('data-key')))];
    expect(keys.join(' ')).to.equal(
      'housing.department operation.surface operation.engagement_date household.size household.income housing.main_residence housing.over_15_years operation.attic_part mpr.application_date',
    );
    expect(controlsOf(el, 'housing.department').length).to.equal(1);
  });

  it('presets and hides a key with one accepted value, and still sends it', async () => {
    const el = await mountSimulator({ fost: 'BAT-TH-116', context: 'b2b' });
    expect(controlsOf(el, 'operation.bacs_class').length).to.equal(0);
    await fill(el, { 'building.department': '69', 'building.sector': 'bureaux', 'building.surface.heating': '1000' });
    submitButton(el).click();
    await resultShown(el);
    const [sent] = await sandboxRequests({ method: 'POST', path: CEE });
    expect((sent!.body as any).operation.bacs_class).to.equal('B');
  });

  it('applies the host overrides (label, help, hidden, default) and the prefill by dotted key', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    el.fields = {
      'housing.surface': { label: 'Surface du logement', help: 'En mètres carrés', default: 120 },
      'operation.usage': { hidden: true, default: 'heating' },
    };
    el.values = { 'housing.department': '67', 'housing.type': 'appartement' };
    await fieldsShown(el);
    expect(labelOf(el, 'housing.surface')).to.equal('Surface du logement');
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    expect(root(el).getElementById(`${surface.id}-hint`)?.textContent).to.equal('En mètres carrés');
    expect(surface.value).to.equal('120');
    expect(controlsOf(el, 'operation.usage').length).to.equal(0);
    expect((control(el, 'housing.department') as HTMLInputElement).value).to.equal('67');
    expect(controlsOf(el, 'housing.type').find((c) => c.checked)?.value).to.equal('appartement');
    await fill(el, { 'operation.etas': '140-170' });
    submitButton(el).click();
    await resultShown(el);
    const [sent] = await sandboxRequests({ method: 'POST', path: CEE });
    const body = sent!.body as any;
    expect(`${body.housing.department} ${body.housing.type} ${body.housing.surface} ${body.operation.usage}`).to.equal('67 appartement 120 heating');
  });

  it('shows English labels and English-formatted figures with lang="en"', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', lang: 'en', price: '9.5' });
    expect(labelOf(el, 'housing.surface')).to.equal('Heated floor area');
    expect(labelOf(el, 'housing.type')).to.equal('Type of home');
    expect(plain(controlsOf(el, 'housing.type')[0]!.closest('label')!.textContent!)).to.equal('House');
    expect(plain(submitButton(el).textContent!)).to.equal('Calculate the bonus');
    await fill(el, HEAT_PUMP);
    submitButton(el).click();
    await resultShown(el);
    const text = plain(resultText(el));
    expect(text).to.contain('Your estimate');
    expect(text).to.contain('133.8 MWh cumac');
    expect(text).to.contain('≈ €1,271');
    expect(text).to.contain('Climate zone');
  });

  it('names the code in a clear message when the service does not know it (404), and fires cee-error', async () => {
    const el = await mountSimulator({ fost: 'BAR-XX-999', ready: false });
    const errors = collect(el, 'cee-error');
    await waitUntil(() => root(el).querySelector('.error-panel') !== null, 'no error panel', { timeout: 10_000 });
    expect(root(el).querySelector('.error-panel')!.textContent).to.contain('BAR-XX-999');
    expect(has(el, 'form')).to.equal(false);
    await waitUntil(() => errors.length === 1);
    expect(errors[0]!.error.kind).to.equal('not-found');
    expect(errors[0]!.error.status).to.equal(404);
  });

  it('says so clearly when the inputs do not parse, and fires cee-error of kind response', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: '{"data": 42}' });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const errors = collect(el, 'cee-error');
    await waitUntil(() => errors.length === 1, 'no cee-error', { timeout: 10_000 });
    expect(errors[0]!.error.kind).to.equal('response');
    await el.updateComplete;
    expect(root(el).querySelector('.error-panel')!.textContent).to.contain('illisible');
  });

  it('keeps room for the fields while they load and marks the form busy', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 1500 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const form = root(el).querySelector('form')!;
    expect(form.getAttribute('aria-busy')).to.equal('true');
    // The region stays silent on the page's load (the visitor has not used the element); the form says it is busy.
    expect(root(el).querySelector('[role="status"][aria-live="polite"]')!.textContent).to.equal('');
    expect(root(el).querySelectorAll('.skeleton').length).to.be.greaterThan(2);
    const loadingHeight = form.getBoundingClientRect().height;
    expect(loadingHeight).to.be.greaterThan(150);
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    await fieldsShown(el);
    expect(form.isConnected).to.equal(true);
    expect(root(el).querySelectorAll('.skeleton').length).to.equal(0);
  });

  it('shows bad attribute values as a visible configuration message and sends nothing', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', context: 'x', aid: 'all', price: '-3', ready: false });
    await el.updateComplete;
    const message = root(el).querySelector('.config-error');
    expect(message?.getAttribute('role')).to.equal('alert');
    const text = message!.textContent!;
    for (const part of ['context', '« x »', 'aid', '« all »', 'euros-mwh-cumac', '« -3 »']) expect(text).to.contain(part);
    expect(has(el, 'form')).to.equal(false);
    el.setAttribute('euros-mwh-cumac', 'abc');
    el.setAttribute('context', 'b2c');
    el.setAttribute('aid', 'cee');
    await el.updateComplete;
    expect(root(el).querySelector('.config-error')!.textContent).to.contain('« abc »');
    expect(root(el).querySelector('.config-error')!.textContent).not.to.contain('« x »');
    expect((await sandboxRequests({ prefix: '/calc' })).length).to.equal(0);
  });

  it('cancels the stale request when fost changes, and the newest answer wins', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, delayMs: 3000 });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const loaded = collect(el, 'cee-inputs-loaded');
    await waitUntil(async () => (await sandboxRequests({ method: 'GET', path: INPUTS_171 })).length === 1, 'the first request never left');
    el.fost = 'BAR-EN-101';
    await fieldsShown(el);
    expect(controlsOf(el, 'operation.surface').length).to.equal(1);
    await waitUntil(async () => (await sandboxRequests({ method: 'GET', path: INPUTS_171 }))[0]!.status !== null, 'stale request still open', { timeout: 5000 });
    const [stale] = await sandboxRequests({ method: 'GET', path: INPUTS_171 });
    expect(stale!.status).to.equal(0);
    expect(loaded.map((d) => d.fost).join()).to.equal('BAR-EN-101');
    expect(controlsOf(el, 'housing.type').length).to.equal(0);
  });
});

describe('<cee-simulator> département as people type it (issue #26)', () => {
  beforeEach(freshSandbox);

  it('reads "2a" as 2A, and a postcode as its département, saying which', async () => {
    const el = await mountSimulator({ fost: 'BAR-EN-101', price: '8' });
    await fill(el, { 'housing.department': '67000', 'operation.surface': '50' });
    const department = control(el, 'housing.department');
    const note = root(el).getElementById(`${department.id}-note`)!;
    expect(plain(note.textContent!)).to.equal('Code postal 67000 : département 67 retenu.');
    expect(department.getAttribute('aria-describedby')!.split(' ')).to.include(note.id);
    expect((department as HTMLInputElement).value).to.equal('67000');
    await expect(el).to.be.accessible();
    submitButton(el).click();
    await resultShown(el);
    const [sent] = await sandboxRequests({ method: 'POST', path: CEE });
    expect((sent!.body as { housing: { department: string } }).housing.department).to.equal('67');

    await fill(el, { 'housing.department': '2a' });
    expect(root(el).getElementById(`${department.id}-note`)).to.equal(null);
    submitButton(el).click();
    await waitUntil(async () => (await sandboxRequests({ method: 'POST', path: CEE })).length === 2, 'the second calculation never went');
    const [, again] = await sandboxRequests({ method: 'POST', path: CEE });
    expect((again!.body as { housing: { department: string } }).housing.department).to.equal('2A');
    await fill(el, { 'housing.department': '20167' });
    expect(plain(root(el).getElementById(`${department.id}-note`)!.textContent!)).to.equal('Code postal 20167 : département 2A retenu.');
  });
});
