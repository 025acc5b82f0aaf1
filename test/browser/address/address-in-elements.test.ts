/**
 * The address and DPE fields in the elements (issue #35, docs/contract.md "Address and DPE"): `<cee-simulator>` and
 * `<cee-project>` with `address` and `dpe-lookup`, against the sandbox's geocoder and DPE lines. A suggestion chosen
 * by keyboard fills the asked keys (Paris 75104 → 75; overseas 974), marked and editable; the form calculates; the
 * lead's estimate carries the address and the DPE; the project's print has the address line. axe in each state.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { fill, resultShown, submitButton } from '../cee-simulator/simulator-helpers.js';
import {
  addressInput, chooseAddress, keyControl, liveText, mountProject, mountSimulator, noteOf, optionTexts, placeText, root, shownValue, suggest,
} from './element-fixture.js';

/** The questions of BAR-TH-171 the address does not answer. */
const REST = { 'operation.engagement_date': '2025-11-15', 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'ecs', 'operation.etas': '140-170', 'household.size': '3', 'household.income': '32000' };

describe('the address field in <cee-simulator>', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });

  it('is not there, and its code not fetched, without `address`', async () => {
    const el = await mountSimulator({ address: false });
    expect(root(el).querySelector('[part~="address"], [part~="dpe"]')).to.equal(null);
    const fetched = performance.getEntriesByType('resource').filter((entry) => /\/src\/ui\/address\//.test(entry.name));
    expect(fetched.length).to.equal(0, fetched.map((entry) => entry.name).join());
  });

  it('suggestions, chosen by keyboard: 12 rue de Rivoli fills département 75 (Paris 75104, Île-de-France), marked and editable; the form calculates', async () => {
    const el = await mountSimulator();
    await expect(el).to.be.accessible();
    const found = await suggest(el, '12 rue de rivoli');
    expect(found).to.include('12 Rue de Rivoli 75004 Paris');
    await waitUntil(() => /adresses? proposées?\./.test(liveText(el)), 'the count was never said');
    await expect(el).to.be.accessible();
    await chooseAddress(el, '', '12 Rue de Rivoli 75004 Paris');
    expect(shownValue(el, 'housing.department')).to.equal('75');
    expect(noteOf(el, 'housing.department')).to.equal('Rempli d’après votre adresse.');
    expect(placeText(el)).to.equal('Paris (75) · zone climatique H1 · Île-de-France');
    await expect(el).to.be.accessible();

    await fill(el, REST);
    submitButton(el).click();
    await resultShown(el);
    const sent = (await sandboxRequests({ path: '/calc/api/v2/cee' })).at(-1);
    expect(JSON.stringify(sent?.body)).to.contain('"department":"75"');

    // Editable: the visitor's own value replaces the filled one, and its note goes.
    const department = keyControl(el, 'housing.department') as HTMLInputElement;
    department.value = '92';
    department.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(noteOf(el, 'housing.department')).to.equal('');
  });
});
