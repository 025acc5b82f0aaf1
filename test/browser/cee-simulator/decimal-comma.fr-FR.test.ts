/**
 * Issue #12, the decimal comma, in a browser set to French (the `fr-FR` group of web-test-runner.config.mjs): a
 * number is typed as text and read in the page's language. In French "95,5" and "95.5" are 95.5 and "1 200" is
 * 1200; what does not read without guessing ("1.200,5", "1,2,3", "12 34") is an error on the field in our words,
 * with what was typed still there, and nothing is sent.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { readNumber } from '../../../src/inputs/read-number.js';
import { twoReadings } from '../../../src/i18n/two-readings.js';
import { sandboxRequests } from '../helpers/sandbox.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';
import { CEE, HEAT_PUMP, control, fieldError, fill, freshSandbox, mountSimulator, resultShown, submitButton, valuesChecked } from './simulator-helpers.js';

const SURFACE = 'housing.surface';

/** Types into the surface as a person does, key by key, through the browser's own keyboard. */
async function typeSurface(el: CeeSimulator, text: string): Promise<HTMLInputElement> {
  const input = control(el, SURFACE) as HTMLInputElement;
  input.value = '';
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
  return input;
}

async function surfaceSent(el: CeeSimulator): Promise<unknown> {
  submitButton(el).click();
  await resultShown(el);
  const sent = await sandboxRequests({ method: 'POST', path: CEE });
  return (sent.at(-1)!.body as { housing: { surface: unknown } }).housing.surface;
}

describe('decimal comma (browser in fr-FR)', () => {
  beforeEach(freshSandbox);

  it('runs in a French browser', () => {
    expect(navigator.language).to.equal('fr-FR');
  });

  it('offers a text control with a decimal keyboard, not a number input', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    const input = control(el, SURFACE) as HTMLInputElement;
    expect(`${input.type} ${input.inputMode}`).to.equal('text decimal');
  });

  for (const [typed, value] of [
    ['95,5', 95.5],
    ['95.5', 95.5],
    ['1 000', 1000],
    [' 80 ', 80],
  ] as const) {
    it(`reads "${typed}" typed in French as ${value}`, async () => {
      const el = await mountSimulator({ fost: 'BAR-TH-171' });
      await fill(el, { ...HEAT_PUMP, [SURFACE]: '' });
      const input = await typeSurface(el, typed);
      expect(input.value).to.equal(typed);
      expect(await surfaceSent(el)).to.equal(value);
    });
  }

  for (const typed of ['1.200,5', '1,2,3', '12 34', '95,5,']) {
    it(`says "${typed}" is not a number it can read, keeps it, and sends nothing`, async () => {
      const el = await mountSimulator({ fost: 'BAR-TH-171' });
      await fill(el, { ...HEAT_PUMP, [SURFACE]: '' });
      const input = await typeSurface(el, typed);
      submitButton(el).click();
      await valuesChecked(el);
      expect(fieldError(el, SURFACE).replace(/\s/g, ' ')).to.equal('Surface chauffée : indiquez un nombre écrit comme 95,5 ou 1 200.');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect((control(el, SURFACE) as HTMLInputElement).value).to.equal(typed);
      expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
      await expect(el).to.be.accessible();
    });
  }

  // An income of « 45.000 » read as 45 € would put a household in the lowest category: the field asks instead.
  for (const [typed, readings] of [
    ['25.000', '25 ou 25 000'],
    ['1,250', '1,25 ou 1 250'],
  ] as const) {
    it(`asks which of two numbers "${typed}" is, keeps it, and sends nothing`, async () => {
      const el = await mountSimulator({ fost: 'BAR-TH-171' });
      await fill(el, { ...HEAT_PUMP, [SURFACE]: '' });
      const input = await typeSurface(el, typed);
      submitButton(el).click();
      await valuesChecked(el);
      expect(fieldError(el, SURFACE).replace(/\s/g, ' ')).to.equal(`Surface chauffée : « ${typed} » peut se lire ${readings}. Écrivez celui que vous voulez dire.`);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.value).to.equal(typed);
      expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
      await expect(el).to.be.accessible();
      // Written as meant (a surface of 25 m², 1,25 m²), it is read and sent.
      const meant = readings.split(' ou ')[0]!;
      await typeSurface(el, meant);
      expect(await surfaceSent(el)).to.equal(Number(meant.replace(',', '.')));
    });
  }

  it('reads English as English: "." decimal, "," thousands; "95,5" is an error in our English words', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171', lang: 'en' });
    await fill(el, { ...HEAT_PUMP, [SURFACE]: '' });
    await typeSurface(el, '95,5');
    submitButton(el).click();
    await valuesChecked(el);
    expect(fieldError(el, SURFACE)).to.match(/: enter a number written like 95\.5 or 1,200\.$/);
    expect((await sandboxRequests({ method: 'POST', path: CEE })).length).to.equal(0);
    await expect(el).to.be.accessible();
    await typeSurface(el, '95.5');
    expect(await surfaceSent(el)).to.equal(95.5);
  });
});

describe('readNumber', () => {
  it('reads French: one "," or "." as the decimal separator, spaces of any kind grouping thousands by three', () => {
    const read = (text: string) => String(readNumber(text, 'fr'));
    const cases = ['95,5', '95.5', '1 200', '1\u00a0200', '12\u202f500,5', '1 234 567', '-3,5', ',5', '0012'];
    expect(cases.map(read).join(' | ')).to.equal('95.5 | 95.5 | 1200 | 1200 | 12500.5 | 1234567 | -3.5 | 0.5 | 12');
  });

  it('reads nothing it would have to guess, in French', () => {
    const cases = ['1.200,5', '1,200.5', '1,2,3', '1.2.3', '12 34', '1 2000', '5,', '-', '1e3', '0x10', '95 ,5', '1 200\u00a0300,', '0 500'];
    expect(cases.map((text) => String(readNumber(text, 'fr'))).join()).to.equal(cases.map(() => 'undefined').join());
  });

  it('reads neither way a French number that reads two ways, and says both; English has one reading', () => {
    const cases = ['25.000', '1,250', '-1.500', '999,999', ' 45.000 '];
    expect(cases.map((text) => String(readNumber(text, 'fr'))).join()).to.equal(cases.map(() => 'undefined').join());
    expect(cases.map((text) => JSON.stringify(twoReadings(text, 'fr'))).join(' | ')).to.equal(
      '{"decimal":25,"thousands":25000} | {"decimal":1.25,"thousands":1250} | {"decimal":-1.5,"thousands":-1500} | {"decimal":999.999,"thousands":999999} | {"decimal":45,"thousands":45000}',
    );
    // One reading only: a leading zero, a grouped integer part, other than three decimals, or English.
    const one = ['0.125', '0,500', '12 500,500', '95.50', '1.2345', '1000.000'];
    expect(one.map((text) => String(readNumber(text, 'fr'))).join(' | ')).to.equal('0.125 | 0.5 | 12500.5 | 95.5 | 1.2345 | 1000');
    expect(one.map((text) => String(twoReadings(text, 'fr'))).join()).to.equal(one.map(() => 'undefined').join());
    expect(`${readNumber('25.000', 'en')} ${readNumber('1,250', 'en')} ${twoReadings('25.000', 'en')}`).to.equal('25 1250 undefined');
  });

  it('reads English: "." decimal, "," or spaces grouping thousands, never a decimal comma', () => {
    const read = (text: string) => String(readNumber(text, 'en'));
    expect(['95.5', '1,200', '1,200.5', '1 200', '1,234,567'].map(read).join(' | ')).to.equal('95.5 | 1200 | 1200.5 | 1200 | 1234567');
    expect(['95,5', '1,5', '1.200,5', '1,200 300', '12,34', '0,001', '0 500'].map(read).join()).to.equal('undefined,undefined,undefined,undefined,undefined,undefined,undefined');
  });
});
