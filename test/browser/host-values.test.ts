// The host's prefill by content (src/ui/host-values.ts), on its own and in <cee-simulator>.
import { expect } from '@open-wc/testing';
import { HostValues, changedEntries, sameContent } from '../../src/ui/host-values.js';
import { control as formControl, fill as fillForm, freshSandbox as freshForm, mountForm } from './worksite-form/form-fixture.js';
import { HEAT_PUMP, control, fieldsShown, fill, freshSandbox, mountSimulator, plain, resultShown, root, submitButton } from './cee-simulator/simulator-helpers.js';

const host = () => {
  const host = { updates: 0, addController() {}, removeController() {}, requestUpdate() { host.updates++; }, updateComplete: Promise.resolve(true) };
  return host;
};

describe('HostValues', () => {
  it('compares plain data by content', () => {
    expect(sameContent({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).to.equal(true);
    expect(sameContent({ a: 1 }, { a: '1' })).to.equal(false);
    expect(sameContent({ a: undefined }, {})).to.equal(false);
    expect(sameContent([1, 2], { 0: 1, 1: 2 })).to.equal(false);
    expect(sameContent(Number.NaN, Number.NaN)).to.equal(true);
  });

  it('answers the changed keys only, and lets a changed entry replace what was typed for its key alone', () => {
    const values = new HostValues(host());
    expect(values.take({ a: 1, b: 2 }).join()).to.equal('a,b');
    values.type('a', 'typed a');
    values.type('b', 'typed b');
    expect(values.take({ a: 1, b: 2 }).join()).to.equal('');
    expect(`${values.valueFor('a')} ${values.valueFor('b')}`).to.equal('typed a typed b');
    expect(values.take({ a: 1, b: 3, c: 4 }).join()).to.equal('b,c');
    expect(`${values.valueFor('a')} ${values.valueFor('b')} ${values.valueFor('c')}`).to.equal('typed a 3 4');
    values.type('b', 'again');
    expect(values.take({ a: 1, c: 4 }).join()).to.equal('');
    expect(`${values.valueFor('b')} ${values.valueFor('d', 'default')}`).to.equal('again default');
  });

  it('gives the entries whose content changed, for an element that keeps its own draft', () => {
    expect(JSON.stringify(changedEntries({ a: 1, b: [2] }, { a: 1, b: [3], c: null }))).to.equal('{"b":[3],"c":null}');
    expect(JSON.stringify(changedEntries(undefined, { a: 1 }))).to.equal('{"a":1}');
    expect(JSON.stringify(changedEntries({ a: 1 }, null))).to.equal('{}');
  });

  it('takes anything but a plain object as no prefill, and own keys only', () => {
    const values = new HostValues(host());
    for (const odd of [null, 5, 'text', [1, 2]]) expect(values.take(odd).join()).to.equal('');
    expect(values.valueFor('toString', 'default')).to.equal('default');
    expect(values.take(JSON.parse('{"__proto__": 1, "constructor": 2}')).join()).to.equal('__proto__,constructor');
    expect(`${values.valueFor('__proto__')} ${values.valueFor('constructor')}`).to.equal('1 2');
  });
});

const labelOf = (el: HTMLElement, key: string) =>
  plain(root(el).querySelector(`label[for="${control(el, key).id}"]`)?.textContent ?? '').replace(/\*.*$/, '').trim();

describe('<cee-simulator> values and fields by content', () => {
  beforeEach(freshSandbox);

  it('keeps what was typed and a current result when the host sets the same values and fields again', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    el.values = { 'housing.surface': 100 };
    el.fields = { 'housing.surface': { label: 'Surface du logement' } };
    await fieldsShown(el);
    await fill(el, { ...HEAT_PUMP, 'housing.surface': '150' });
    submitButton(el).click();
    await resultShown(el);
    el.values = { 'housing.surface': 100 };
    el.fields = { 'housing.surface': { label: 'Surface du logement' } };
    expect(el.isUpdatePending).to.equal(false);
    await el.updateComplete;
    expect((control(el, 'housing.surface') as HTMLInputElement).value).to.equal('150');
    expect(root(el).querySelector('[part~="result"]')!.classList.contains('stale')).to.equal(false);
    el.fields = { 'housing.surface': { label: 'Surface habitable' } };
    await el.updateComplete;
    expect(labelOf(el, 'housing.surface')).to.equal('Surface habitable');
  });
});


describe('<worksite-form> values by content', () => {
  beforeEach(freshForm);

  it('keeps what was typed when the host sets the same values again, and fills only a changed entry', async () => {
    const el = await mountForm({}, { values: { address: '1 rue Haute', city: 'Lyon', zipcode: '69001' } });
    const shown = () => ['Adresse', 'Ville', 'Code postal'].map((label) => formControl(el, label)!.value).join(' | ');
    await fillForm(el, formControl(el, 'Adresse'), '12 rue des Lilas');
    await fillForm(el, formControl(el, 'Ville'), 'Villeurbanne');
    el.values = { address: '1 rue Haute', city: 'Lyon', zipcode: '69001' };
    await el.updateComplete;
    expect(shown()).to.equal('12 rue des Lilas | Villeurbanne | 69001');
    el.values = { address: '1 rue Haute', city: 'Lyon', zipcode: '69100' };
    await el.updateComplete;
    expect(shown()).to.equal('12 rue des Lilas | Villeurbanne | 69100');
    el.values = { address: '1 rue Haute', city: 'Bron', zipcode: '69100' };
    await el.updateComplete;
    expect(shown()).to.equal('12 rue des Lilas | Bron | 69100');
  });
});
