/**
 * A work added after the visitor chose the home's address and DPE takes what they answered, as the works present
 * then did (issue #35, docs/contract.md "Address and DPE"): its département and surface filled, marked as filled
 * from the address or the DPE, editable. Against the sandbox's geocoder and DPE lines.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../wait-until.js';
import { resetSandbox } from '../helpers/sandbox.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { chooseAddress, dpeCard, mountProject, plain, radios, root } from '../address/element-fixture.js';
import { openPicker, workCodes, worksReady } from './project-helpers.js';

/** The value and the note of the control of `key` inside the work of `code` (its own, or the shared one). */
function inWork(el: HTMLElement, code: string, key: string): { value: string; note: string } | undefined {
  const section = root(el).querySelector<HTMLElement>(`section[part~="work"][data-fost="${code}"]`)!;
  const control = section.querySelector<HTMLInputElement>(`[data-key$="|${key}"]`) ?? root(el).querySelector<HTMLInputElement>(`[data-key="${key}"]`);
  if (!control) return undefined;
  const note = root(el).getElementById(`${control.id}-note`) ?? control.closest('.field')?.querySelector('.note');
  return { value: control.value, note: plain(note?.textContent) };
}

describe('<cee-project>: a work added after the address and the DPE were chosen', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('takes the département the address answered and the surface the DPE answered, marked as filled from them', async () => {
    const el = await mountProject({ works: 'BAR-EN-101', dpeLookup: true });
    await chooseAddress(el, '12 rue de rivoli', '12 Rue de Rivoli 75004 Paris');
    await waitUntil(() => radios(el, 'dpe-choice').length > 0, 'the flats were never offered');
    radios(el, 'dpe-choice')[0]!.click();
    await waitUntil(() => dpeCard(el) !== null, 'the DPE filled nothing');

    await openPicker(el);
    await sendKeys({ type: 'pompe à chaleur air/eau' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await worksReady(el);
    expect(workCodes(el).length).to.equal(2);
    const added = workCodes(el)[1]!;
    const department = inWork(el, added, 'housing.department');
    expect(department?.value, `${added} asks the département`).to.equal('75');
    expect(department?.note).to.equal('Rempli d’après votre adresse.');
    // The surface, which the first work does not ask, is the DPE's in the work added (BAR-TH-171 asks it).
    expect(inWork(el, 'BAR-EN-101', 'housing.surface')).to.equal(undefined);
    const surface = inWork(el, added, 'housing.surface');
    expect(`${added} ${surface?.value} ${surface?.note}`).to.equal(`${added} 28,5 D’après votre DPE du 12 février 2024.`);
    await expect(el).to.be.accessible();
  });
});
