/**
 * `<worksite-form>` against odd and hostile input: service answers with markup, nulls, extra fields, long strings
 * and duplicates; odd prefill values; bad attributes; double clicks; removal from the page mid-request.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext, sandboxState } from '../helpers/sandbox.js';
import {
  $,
  $$,
  BENEFICIARIES_PATH,
  WORKSITES_PATH,
  addDeclarant,
  beneficiaryOptions,
  beneficiaryRequests,
  combobox,
  control,
  errorOf,
  fillValidWorksite,
  fiscalRows,
  freshSandbox,
  mountForm,
  reachInto,
  statusText,
  submitButton,
  waitForBeneficiaries,
  waitForOutcome,
  worksiteRequests,
} from './form-fixture.js';

const LONG_CITY = `Saint-${'A'.repeat(400)}`;

/** Every element in the shadow root whose tag is one of `tags` (markup that should have stayed text). */
function injected(el: HTMLElement, tags: string): number {
  return el.shadowRoot!.querySelectorAll(tags).length;
}

describe('<worksite-form> robustness', () => {
  beforeEach(freshSandbox);

  it('shows odd beneficiaries as text: markup, nulls, extra fields, long strings, a row listed twice', async () => {
    const body = JSON.stringify({
      data: [
        { id: 1, firstname: '<img src=x onerror="globalThis.hacked=1">', lastname: null, company_name: null, city: LONG_CITY, zipcode: null, extra: { deep: [1] } },
        { id: 1, firstname: 'Doublon', lastname: 'Même id' },
        { id: 2, firstname: null, lastname: null, company_name: '<b>ACME</b>', siren: '123456789', siret: null, city: null, zipcode: '75001' },
      ],
      meta: null,
      unexpected: 'x',
    });
    await failNext({ method: 'GET', path: BENEFICIARIES_PATH, status: 200, body });
    const el = await mountForm();
    await waitForBeneficiaries(el, 2);
    combobox(el).click();
    await el.updateComplete;

    const rows = beneficiaryOptions(el);
    expect(rows.map((o) => o.querySelector('.choice-name')?.textContent)).to.deep.equal(['<img src=x onerror="globalThis.hacked=1">', '<b>ACME</b>']);
    expect(rows[1]?.querySelector('.choice-details')?.textContent).to.equal('SIREN 123456789 · 75001');
    expect(new Set(rows.map((o) => o.id)).size).to.equal(2);
    expect(injected(el, 'img, b, script')).to.equal(0);
    expect('hacked' in globalThis).to.equal(false);
    expect(rows[0]!.scrollWidth <= rows[0]!.clientWidth).to.equal(true);
  });

  it('says a malformed page of beneficiaries is unreadable, and loads it on retry', async () => {
    await failNext({ method: 'GET', path: BENEFICIARIES_PATH, status: 200, body: JSON.stringify({ data: [{ id: 'one' }] }) });
    const el = await mountForm();
    reachInto(el);
    await waitUntil(() => $(el, '.error-panel') !== null, 'the failure is shown');
    expect($(el, '.error-panel p')?.textContent).to.equal('La réponse du service est illisible. Réessayez dans un instant.');
    ($(el, '.error-panel [part~="retry"]') as HTMLButtonElement).click();
    await waitForBeneficiaries(el, 20);
  });

  it('shows a created worksite with odd fields as text, and announces it without a missing status', async () => {
    const created = { id: 900, reference: '<script>globalThis.hacked=1</script>', status: null, status_id: 3, created_at: null, fiscal_informations: null, extra: { a: 1 } };
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 201, body: JSON.stringify({ data: created }) });
    const el = await mountForm();
    const events: Array<{ id: number; status_id?: string }> = [];
    el.addEventListener('worksite-created', (e) => events.push((e as CustomEvent).detail.worksite));
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the result is shown');

    expect($(el, '[part~="result"] .reference')?.textContent).to.equal('<script>globalThis.hacked=1</script>');
    expect($(el, '[part~="result"] .worksite-status') === null).to.equal(true);
    expect(statusText(el)).to.equal('Chantier <script>globalThis.hacked=1</script> créé.');
    expect(events.map((w) => [w.id, w.status_id])).to.deep.equal([[900, '3']]);
    expect(injected(el, 'script')).to.equal(0);
  });

  it('shows the service’s 422 messages as text, never as markup', async () => {
    const body = JSON.stringify({
      message: '<i>Refus</i>',
      errors: { address: ['<img src=x>Adresse refusée'], other: ['<a href="javascript:alert(1)">lien</a>'] },
    });
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 422, body });
    const el = await mountForm();
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);
    expect(errorOf(el, control(el, 'Adresse'))).to.equal('<img src=x>Adresse refusée');
    expect($$(el, '.error-summary li').map((li) => li.textContent?.trim())).to.deep.equal([
      '<img src=x>Adresse refusée',
      '<a href="javascript:alert(1)">lien</a>',
    ]);
    expect(injected(el, 'img, i, a[href^="javascript"]')).to.equal(0);
    expect(control(el, 'Adresse')?.value).to.equal('12 rue des Lilas');
  });

  it('takes what makes sense in odd prefill values and ignores the rest', async () => {
    const values = {
      zipcode: 69001,
      city: null,
      precarity_type: 'ultra',
      indivision: 'yes',
      incentive_type: 'sideways',
      fiscal_informations: [null, 'x', { firstname: 42, fiscal_number: {} }],
      beneficiary_id: 'abc',
      unknown: { deep: true },
    };
    const el = await mountForm({}, { values });
    expect(control(el, 'Code postal')?.value).to.equal('69001');
    expect(control(el, 'Ville')?.value).to.equal('');
    // An unknown precarity is not read as "classic": none is checked, the visitor chooses.
    expect(($$(el, 'input[type="radio"]') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value)).to.deep.equal([]);
    expect(($(el, 'input[type="checkbox"]') as HTMLInputElement).checked).to.equal(false);
    expect((control(el, 'Type d’incitation') as unknown as HTMLSelectElement).value).to.equal('');
    const [row] = fiscalRows(el);
    expect(fiscalRows(el).length).to.equal(1);
    expect([control(el, 'Prénom', row)?.value, control(el, 'Numéro fiscal', row)?.value]).to.deep.equal(['42', '']);
    expect(combobox(el).value).to.equal('');
  });

  it('names every bad attribute, loads nothing, and shows the form once they are fixed', async () => {
    const el = await mountForm({ 'api-base': undefined, 'convention-id': 'abc', 'mandatary-id': '1.5', 'beneficiary-id': '-2', 'page-size': '0' });
    expect($$(el, '.config-error li').map((li) => li.textContent)).to.deep.equal([
      'La valeur « abc » de l’attribut convention-id n’est pas valide (un entier positif).',
      'La valeur « 1.5 » de l’attribut mandatary-id n’est pas valide (un entier positif).',
      'La valeur « -2 » de l’attribut beneficiary-id n’est pas valide (un entier positif).',
      'La valeur « 0 » de l’attribut page-size n’est pas valide (un entier de 1 à 100).',
      'L’attribut api-base est requis.',
    ]);
    expect($(el, '[role="status"]') !== null).to.equal(true);
    await expect(el).to.be.accessible();

    el.setAttribute('api-base', `${location.origin}/partner`);
    el.setAttribute('convention-id', '1');
    el.setAttribute('mandatary-id', '1');
    el.removeAttribute('beneficiary-id');
    el.setAttribute('page-size', '5');
    await waitForBeneficiaries(el, 5);
    expect($(el, '.config-error') === null).to.equal(true);
    const requests = await beneficiaryRequests();
    expect(requests.map((r) => [r.query.page, r.query.per_page, r.query.mandatary_id])).to.deep.equal([['1', '5', '1']]);
  });

  it('sends the retry once when its button is clicked twice', async () => {
    await failNext({ method: 'POST', path: WORKSITES_PATH, status: 500 });
    const el = await mountForm();
    await fillValidWorksite(el);
    submitButton(el).click();
    await waitForOutcome(el);
    const retry = $(el, '.error-panel [part~="retry"]') as HTMLButtonElement;
    retry.click();
    retry.click();
    await waitUntil(() => $(el, '[part~="result"]') !== null, 'the retry creates the worksite', { timeout: 10_000 });
    expect((await worksiteRequests()).map((r) => r.status)).to.deep.equal([500, 201]);
  });

  it('removes one declarant, not two, from a double click on its remove button', async () => {
    const el = await mountForm();
    for (const firstname of ['Jeanne', 'Paul', 'Luc']) {
      await addDeclarant(el, { firstname, lastname: 'Martin', fiscal_number: '0123456789012', fiscal_reference: 'ABCDEF1234567' });
    }
    const remove = fiscalRows(el)[0]!.querySelector('[part~="remove-row"]') as HTMLButtonElement;
    remove.click();
    remove.click();
    await el.updateComplete;
    expect(fiscalRows(el).map((row) => control(el, 'Prénom', row)?.value)).to.deep.equal(['Paul', 'Luc']);
  });

  it('stops loading beneficiaries when removed from the page, and loads them again when put back', async () => {
    // Its own page size tells its requests from a form of the test before, which may still be listing: the
    // delay is for its own first page, never another's.
    await failNext({ method: 'GET', path: BENEFICIARIES_PATH, query: { per_page: '15' }, delayMs: 10_000 });
    const el = await mountForm({ 'beneficiary-id': '999', 'page-size': '15' });
    const requests = async () => (await beneficiaryRequests()).filter((r) => r.query.per_page === '15');
    await waitUntil(async () => (await requests()).length === 1, 'the first page is asked');
    const parent = el.parentElement!;
    el.remove();
    await waitUntil(async () => (await requests())[0]?.status === 0, 'the request is aborted');
    expect($(el, '.error-panel') === null).to.equal(true);

    parent.append(el);
    await waitUntil(() => ($(el, '[part~="hint"]')?.textContent ?? '').includes('n’a pas été trouvé'), 'the preselection search ends');
    expect((await requests()).map((r) => [r.query.page, r.status])).to.deep.equal([
      ['1', 0],
      ['1', 200],
      ['2', 200],
      ['3', 200],
    ]);
  });

  it('loads its beneficiaries when moved in the page while the first page is on its way, with the request on its way', async () => {
    // A move is a removal and an insertion in one turn: the page asked again joins the request on its way.
    await failNext({ method: 'GET', path: BENEFICIARIES_PATH, query: { per_page: '16' }, delayMs: 1000 });
    const el = await mountForm({ 'page-size': '16' });
    const requests = async () => (await beneficiaryRequests()).filter((r) => r.query.per_page === '16');
    reachInto(el);
    await waitUntil(async () => (await requests()).length === 1, 'the first page is asked');
    el.parentElement!.append(el);
    await waitForBeneficiaries(el, 16);
    expect((await requests()).map((r) => r.status)).to.deep.equal([200]);
  });

  it('still creates the worksite and tells the host when removed while it is on its way', async () => {
    await failNext({ method: 'POST', path: WORKSITES_PATH, delayMs: 500 });
    const el = await mountForm();
    const references: string[] = [];
    el.addEventListener('worksite-created', (e) => references.push((e as CustomEvent).detail.worksite.reference));
    await fillValidWorksite(el);
    const before = (await sandboxState()).worksites;
    submitButton(el).click();
    el.remove();
    await waitUntil(() => references.length === 1, 'worksite-created is fired', { timeout: 10_000 });
    expect((await sandboxState()).worksites).to.equal(before + 1);
    expect(references[0]).to.match(/^CH-/);
  });
});
