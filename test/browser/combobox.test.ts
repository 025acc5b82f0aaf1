/**
 * One combobox for both pickers (issue #28: the two keyboard state machines had drifted apart on Escape): the
 * operation picker and the beneficiary picker answer the same keys the same way, a choice survives a stray Escape,
 * and neither draws a `<style>` element (its look is adopted, as a strict CSP requires).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { sendKeys } from '@web/test-runner-commands';
import { freshSandbox, mountSimulator, root } from './cee-simulator/simulator-helpers.js';
import { pickerReady } from './cee-simulator/picker-helpers.js';
import { combobox, mountForm, waitForBeneficiaries } from './worksite-form/form-fixture.js';

interface Picker {
  host: HTMLElement & { updateComplete: Promise<boolean> };
  input: HTMLInputElement;
}

async function operationPicker(): Promise<Picker> {
  const host = await mountSimulator();
  return { host, input: await pickerReady(host) };
}

async function beneficiaryPicker(): Promise<Picker> {
  const host = await mountForm();
  combobox(host).focus();
  await waitForBeneficiaries(host, 20);
  return { host, input: combobox(host) };
}

async function press(picker: Picker, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await sendKeys({ press: key });
    await picker.host.updateComplete;
  }
}

const activeText = ({ host, input }: Picker) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? root(host).getElementById(id)?.querySelector('.choice-name')?.textContent?.trim() ?? '' : '';
};

describe('the one combobox of both pickers', () => {
  beforeEach(freshSandbox);

  for (const [name, open] of [
    ['operation picker', operationPicker],
    ['beneficiary picker', beneficiaryPicker],
  ] as const) {
    it(`${name}: keys, a choice, Escape that closes then takes back only what was typed`, async () => {
      const picker = await open();
      const { input, host } = picker;
      input.focus();
      const escapes: number[] = [];
      document.addEventListener('keydown', (event) => event.key === 'Escape' && escapes.push(1));

      await press(picker, 'ArrowDown');
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      const first = activeText(picker);
      await press(picker, 'ArrowDown', 'ArrowUp');
      expect(activeText(picker)).to.equal(first);
      await press(picker, 'ArrowDown', 'Enter');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      const chosen = input.value;
      expect(chosen.length).to.be.greaterThan(0);

      // Open, then Escape: the list closes, the choice shows.
      await press(picker, 'ArrowDown', 'Escape');
      expect(`${input.getAttribute('aria-expanded')} ${input.value}`).to.equal(`false ${chosen}`);
      // A stray Escape on the closed list keeps the choice and goes on to the page (a dialog may close).
      await press(picker, 'Escape');
      expect(input.value).to.equal(chosen);
      expect(escapes.length).to.equal(1);

      // What is typed is taken back by Escape: the list closes first, then the text goes.
      await sendKeys({ type: 'zz' });
      await host.updateComplete;
      await press(picker, 'Escape');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      await press(picker, 'Escape');
      await waitUntil(() => input.value !== `${chosen}zz` && input.value !== 'zz', 'the typed text is taken back');
      expect(root(host).querySelectorAll('style').length).to.equal(0);
      await expect(host).to.be.accessible();
    });
  }
});
