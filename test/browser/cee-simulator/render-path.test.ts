/**
 * How the form is drawn (issue #16): the answer's fields go into the page at once, built off it, as plain nodes; a
 * keystroke draws again only the field typed in (and its message), not the form; options follow the form's state;
 * another list of fields keeps the nodes of the fields drawn as before, and the words follow the language.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { render } from 'lit';
import { buildFormModel, mergeListedFields } from '../../../src/inputs/form-model.js';
import { renderFields, type ControlContext } from '../../../src/ui/simulation/controls.js';
import { failNext } from '../helpers/sandbox.js';
import { control, controlsOf, fill, freshSandbox, HEAT_PUMP, INPUTS_171, mountSimulator, root, setValue, submitButton } from './simulator-helpers.js';

/** Counts reads of `value` / `checked` on the form's controls other than `except`, while `during` runs. */
async function readsOfOthers(el: HTMLElement, except: Element, during: () => Promise<void>): Promise<number> {
  const others = new Set([...root(el).querySelectorAll('input, select')].filter((c) => c !== except));
  let reads = 0;
  const restore: Array<() => void> = [];
  for (const [proto, name] of [
    [HTMLInputElement.prototype, 'value'],
    [HTMLInputElement.prototype, 'checked'],
    [HTMLSelectElement.prototype, 'value'],
  ] as const) {
    const original = Object.getOwnPropertyDescriptor(proto, name)!;
    Object.defineProperty(proto, name, {
      ...original,
      get(this: Element) {
        if (others.has(this)) reads++;
        return original.get!.call(this);
      },
    });
    restore.push(() => Object.defineProperty(proto, name, original));
  }
  try {
    await during();
  } finally {
    restore.forEach((undo) => undo());
  }
  return reads;
}

describe('<cee-simulator> render path', () => {
  beforeEach(freshSandbox);

  it('puts the answer’s fields into the page in one insertion, built off the page', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    const added: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
    });
    await el.updateComplete;
    observer.observe(root(el), { childList: true, subtree: true });
    await new Promise<void>((resolve) => el.addEventListener('cee-inputs-loaded', () => resolve(), { once: true }));
    await el.updateComplete;
    observer.disconnect();
    const fieldsInserted = added.filter((node) => node.matches('[part~="field"]')).length;
    const lists = added.filter((node) => node.matches('.fields') && node.querySelector('[data-key]'));
    expect(fieldsInserted, 'fields inserted one by one').to.equal(0);
    expect(lists.length).to.equal(1);
    expect(lists[0]!.querySelectorAll('[part~="field"]').length).to.equal(root(el).querySelectorAll('.fields > [part~="field"]').length);
  });

  it('draws again only the field typed in: no other control is read', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    const reads = await readsOfOthers(el, surface, async () => {
      await setValue(el, 'housing.surface', '12');
      await setValue(el, 'housing.surface', '120');
    });
    expect(reads).to.equal(0);
    expect(surface.value).to.equal('120');
  });

  it('clears the message of the field typed in, and only that one, drawing only that field', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    submitButton(el).click();
    await waitUntil(() => root(el).querySelector('[aria-invalid="true"]'), 'no message shown');
    const invalidBefore = root(el).querySelectorAll('[aria-invalid="true"]').length;
    expect(invalidBefore).to.be.greaterThan(2);
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    const reads = await readsOfOthers(el, surface, () => setValue(el, 'housing.surface', '100'));
    expect(reads).to.equal(0);
    expect(surface.getAttribute('aria-invalid')).to.equal(null);
    expect(surface.closest('[part~="field"]')!.querySelector('[part~="error"]')).to.equal(null);
    expect(root(el).querySelectorAll('[aria-invalid="true"]').length).to.equal(invalidBefore - 1);
  });

  it('shows in each select and radio group what the host set, after the person chose otherwise', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, { 'housing.type': 'appartement', 'operation.etas': '170-200' });
    el.values = { 'housing.type': 'maison', 'operation.etas': '111-140' };
    await el.updateComplete;
    const checked = controlsOf(el, 'housing.type').filter((radio) => radio.checked).map((radio) => radio.value);
    expect(checked).to.deep.equal(['maison']);
    expect((control(el, 'operation.etas') as HTMLSelectElement).value).to.equal('111-140');
    await fill(el, HEAT_PUMP);
    expect(controlsOf(el, 'housing.type').filter((radio) => radio.checked).map((radio) => radio.value)).to.deep.equal(['maison']);
  });

  it('draws the fields as plain nodes: no template marker among them', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const list = root(el).querySelector('.fields')!;
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_COMMENT);
    let markers = 0;
    while (walker.nextNode()) markers++;
    expect(list.querySelectorAll('[part~="field"]').length).to.be.greaterThan(5);
    // Lit's two around the list, none inside: no template instance, part or binding per field.
    expect(markers).to.be.at.most(2);
  });

  it('keeps the nodes, value and focus of the fields drawn as before when the host relabels one; the relabelled one gets the focus back', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await setValue(el, 'housing.surface', '85');
    const department = control(el, 'housing.department');
    const surface = control(el, 'housing.surface') as HTMLInputElement;
    surface.focus();
    el.fields = { 'housing.department': { label: 'Votre département' } };
    await el.updateComplete;
    expect(control(el, 'housing.surface') === surface, 'the surface field kept').to.equal(true);
    expect(surface.value).to.equal('85');
    expect(el.shadowRoot!.activeElement === surface, 'the focus kept').to.equal(true);
    const relabelled = control(el, 'housing.department');
    expect(relabelled === department).to.equal(false);
    expect(root(el).querySelector(`label[for="${relabelled.id}"]`)!.textContent).to.contain('Votre département');
    relabelled.focus();
    el.fields = {};
    await el.updateComplete;
    const back = control(el, 'housing.department');
    expect(back === relabelled).to.equal(false);
    expect(el.shadowRoot!.activeElement === back, 'the focus back').to.equal(true);
    expect(root(el).querySelectorAll('[data-key="housing.department"]').length).to.equal(1);
  });

  it('hides and shows again a field the host hides, in its place', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const order = () => [...root(el).querySelectorAll('.fields > [part~="field"]')].map((field) => field.querySelector('[data-key]')!.getAttribute('data-key'));
    const before = order();
    el.fields = { 'housing.surface': { hidden: true } };
    await el.updateComplete;
    expect(order()).to.deep.equal(before.filter((key) => key !== 'housing.surface'));
    el.fields = {};
    await el.updateComplete;
    expect(order()).to.deep.equal(before);
  });

  it('follows the language: the required mark and the first option of a select are said in it', async () => {
    // Keys we have no words for: labelled alike in both languages.
    const answer = {
      data: [
        { key: 'site.kind', label: 'Nature du site', type: 'select', options: ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value.toUpperCase() })) },
        { key: 'site.size', label: 'Taille', type: 'number' },
      ],
    };
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify(answer), times: 4 });
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const choose = () => root(el).querySelector<HTMLSelectElement>('select[data-key="site.kind"]')?.options[0]?.text;
    const marks = () => [...root(el).querySelectorAll('.fields .label > .visually-hidden')].map((mark) => mark.textContent);
    expect(choose()).to.equal('— Choisir —');
    expect(marks()).to.deep.equal([' (obligatoire)', ' (obligatoire)']);
    el.setAttribute('lang', 'en');
    await waitUntil(() => choose() === '— Choose —', 'the select kept its French words', { timeout: 5000 });
    expect(marks()).to.deep.equal([' (required)', ' (required)']);
  });

  it('says the words it is given again on the fields it keeps (words that come after the fields)', async () => {
    const fields = buildFormModel(
      mergeListedFields({
        cee: [
          { key: 'site.kind', label: 'Nature', type: 'select', required: true, options: ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value })) },
          { key: 'site.size', label: 'Taille', type: 'number', required: true },
        ],
      }),
      'fr',
    );
    const context = (requiredText: string, chooseText: string): ControlContext => ({
      prefix: 't',
      valueOf: () => undefined,
      errorsOf: () => undefined,
      onChange: () => undefined,
      requiredText,
      chooseText,
    });
    const host = document.createElement('div');
    render(renderFields(fields, context('obligatoire', '— Choisir —')), host);
    const select = host.querySelector('select')!;
    render(renderFields(fields, context('required', '— Choose —')), host);
    expect(host.querySelector('select') === select).to.equal(true);
    expect(select.options[0]!.text).to.equal('— Choose —');
    expect([...host.querySelectorAll('.visually-hidden')].map((mark) => mark.textContent)).to.deep.equal([' (required)', ' (required)']);
  });
});

