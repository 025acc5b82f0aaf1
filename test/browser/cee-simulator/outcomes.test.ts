/**
 * `<cee-simulator>`: what it says when an answer is odd. An empty list of inputs is not "4 fields"; an
 * unreadable answer offers a retry (its message says to try again); a 422 filed under `__proto__` is shown.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { failNext } from '../helpers/sandbox.js';
import { CEE, HEAT_PUMP, INPUTS_171, engage, fieldError, fill, freshSandbox, has, mountSimulator, plain, root, statusText, submitButton } from './simulator-helpers.js';

describe('<cee-simulator> odd answers', () => {
  beforeEach(freshSandbox);

  it('says there is nothing to fill in when the service lists no input, not "4 fields"', async () => {
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data: [] }) });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    engage(el);
    await waitUntil(() => statusText(el) !== '' && !statusText(el).startsWith('Chargement'), 'the inputs are loaded', { timeout: 10_000 });
    expect(plain(statusText(el))).to.equal('Aucune valeur à saisir : lancez le calcul.');
  });

  it('says "1 champ" for one field', async () => {
    const one = [{ key: 'housing.surface', label: 'Surface chauffée', type: 'number', min: 1 }];
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify({ data: one }) });
    const el = await mountSimulator({ fost: 'BAR-TH-171', ready: false });
    engage(el);
    await waitUntil(() => plain(statusText(el)).startsWith('Formulaire prêt'), 'the inputs are loaded', { timeout: 10_000 });
    expect(plain(statusText(el))).to.equal('Formulaire prêt : 1 champ.');
  });

  it('offers a retry for an unreadable answer, and the retry calculates', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, HEAT_PUMP);
    await failNext({ method: 'POST', path: CEE, status: 200, body: '{"data": {"kwhCumac": "beaucoup"}}' });
    submitButton(el).click();
    await waitUntil(() => has(el, '.error-panel'), 'the failure is shown', { timeout: 10_000 });
    expect(plain(root(el).querySelector('.error-panel p')!.textContent!)).to.equal('La réponse du service est illisible. Réessayez dans un instant.');
    root(el).querySelector<HTMLButtonElement>('.error-panel [part~="retry"]')!.click();
    await waitUntil(() => has(el, '[part~="result"]'), 'the retry calculates', { timeout: 10_000 });
  });

  it('shows a 422 message filed under "__proto__" in the summary', async () => {
    const body = '{"message": "Données invalides.", "errors": {"__proto__": ["Le service refuse ce calcul."]}}';
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, HEAT_PUMP);
    await failNext({ method: 'POST', path: CEE, status: 422, body });
    submitButton(el).click();
    await waitUntil(() => has(el, '[part~="error-summary"]'), 'the summary is shown', { timeout: 10_000 });
    expect(plain(root(el).querySelector('[part~="error-summary"]')!.textContent!)).to.contain('Le service refuse ce calcul.');
  });

  it('words a refused pattern with the field’s help as the example: the département written like 69, 2A or 974', async () => {
    const el = await mountSimulator({ fost: 'BAR-TH-171' });
    await fill(el, { ...HEAT_PUMP, 'housing.department': '99' });
    submitButton(el).click();
    await waitUntil(() => fieldError(el, 'housing.department') !== '', 'the département is refused', { timeout: 10_000 });
    const message = plain(fieldError(el, 'housing.department'));
    expect(message.startsWith('Département')).to.equal(true);
    expect(message).to.contain('69');
    expect(message).not.to.contain('Le format n’est pas valide.');
  });
});
