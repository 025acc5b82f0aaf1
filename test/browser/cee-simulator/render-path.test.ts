/**
 * How the form is drawn (issue #16): the answer's fields go into the page at once, built off it; a keystroke draws
 * again only the field typed in (and its message), not the form; options follow the form's state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { control, controlsOf, fill, freshSandbox, HEAT_PUMP, mountSimulator, root, setValue, submitButton } from './simulator-helpers.js';

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

  it('puts the answer\'s fields into the page in one insertion, built off the page', async () => {
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
});
