// Page-wide configuration: what `configure()` sets, every element without the attribute uses; attributes win.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { clearApiCache, clearTokens, configure, resetConfiguration } from '../../src/index.js';
import { bases, resetSandbox, sandboxRequests } from './helpers/sandbox.js';

/** Waits for `condition`, naming `what` when it does not come. */
const until = (condition: () => boolean, what: string) => waitUntil(condition, `timed out waiting for ${what}`, { timeout: 5000 });

const controlCount = (el: Element) => el.shadowRoot?.querySelectorAll('input, select').length ?? 0;
const text = (el: Element) => el.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('configure()', () => {
  beforeEach(async () => {
    await resetSandbox();
    clearTokens();
    clearApiCache();
  });
  afterEach(() => resetConfiguration());

  it('gives every element without attributes its bases and token endpoint', async () => {
    configure(bases());
    const el = await fixture(html`<cee-simulator fost="BAR-TH-171"></cee-simulator>`);
    await until(() => controlCount(el) > 3, 'the fields');
    const inputs = await sandboxRequests({ prefix: '/calc/api/v2/simulation-inputs' });
    expect(inputs.length).to.equal(1);
    expect((await sandboxRequests({ path: '/token' })).length).to.equal(1);
  });

  it('lets an element shown before configure() recover once the page configures it', async () => {
    const el = await fixture(html`<cee-simulator fost="BAR-TH-171"></cee-simulator>`);
    await until(() => el.shadowRoot?.querySelector('.config-error') !== null, 'the configuration message');
    expect(controlCount(el)).to.equal(0);
    configure(bases());
    await until(() => controlCount(el) > 3, 'the fields after configure()');
    expect(el.shadowRoot?.querySelector('.config-error')).to.equal(null);
  });

  it('lets an attribute win over the page configuration', async () => {
    configure({ ...bases(), calcBase: `${location.origin}/nowhere` });
    const { calcBase } = bases();
    const el = await fixture(html`<cee-simulator fost="BAR-TH-171" calc-base=${calcBase}></cee-simulator>`);
    await until(() => controlCount(el) > 3, 'the fields');
    expect((await sandboxRequests({ prefix: '/calc/api/v2/simulation-inputs' })).length).to.equal(1);
  });

  it('speaks the configured language, unless the element says otherwise', async () => {
    configure({ ...bases(), lang: 'en' });
    const english = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    const french = await fixture(html`<worksite-form convention-id="1" lang="fr"></worksite-form>`);
    await until(() => text(english).includes('Beneficiary') && text(french).includes('Bénéficiaire'), 'both languages');
    expect(text(english).includes('Bénéficiaire')).to.equal(false);
  });

  it('reflects a language set as a property to the lang attribute, for assistive technologies', async () => {
    configure(bases());
    const el = await fixture(html`<worksite-form convention-id="1"></worksite-form>`);
    (el as HTMLElement).lang = 'en';
    await until(() => text(el).includes('Beneficiary'), 'English labels');
    expect(el.getAttribute('lang')).to.equal('en');
  });

  it('reads the shared attributes alike in every element: context in any case, partner-auth checked', async () => {
    configure(bases());
    const wrapper = await fixture(html`<div>
      <cee-simulator fost="BAR-TH-171" context="B2C" partner-auth="basic"></cee-simulator>
      <worksite-form convention-id="1" context="B2C" partner-auth="basic"></worksite-form>
      <doc-uploader worksite-id="1" worksite-operation-id="11" partner-auth="basic"></doc-uploader>
    </div>`);
    for (const tag of ['cee-simulator', 'worksite-form', 'doc-uploader']) {
      const el = wrapper.querySelector(tag)!;
      await until(() => el.shadowRoot?.querySelector('.config-error') !== null, `${tag}'s configuration message`);
      const message = el.shadowRoot!.querySelector('.config-error')!.textContent!.replace(/\s+/g, ' ');
      expect(message, tag).to.contain('partner-auth');
      expect(message, tag).to.contain('« basic »');
      expect(message.includes('context'), tag).to.equal(false);
    }
  });
});
