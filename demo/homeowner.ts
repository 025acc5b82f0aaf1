// The homeowner's page of an installer's site: the simulator only. Once an estimate is shown, the visitor may send
// it with a quote request; the installer finds it in the back office (partenaire.html). Shared by particulier.html
// and en.html.
import { estimateOf, sendEstimate } from './handoff.js';

export interface HomeownerWords {
  /** What the quote panel says once an estimate is shown. */
  ready: string;
  /** What the live region says once the request is sent. */
  sent: string;
}

export const FRENCH: HomeownerWords = {
  ready: 'Votre estimation est prête. Envoyez-la avec votre demande de devis : notre conseiller la reprend dans votre dossier.',
  sent: 'Demande envoyée. Un conseiller de Chauffage Durable vous rappelle sous 48 heures ouvrées.',
};

export const ENGLISH: HomeownerWords = {
  ready: 'Your estimate is ready. Send it with your quote request: our adviser carries it into your file.',
  sent: 'Request sent. A Chauffage Durable adviser will call you back within 2 working days.',
};

export function startHomeownerPage(words: HomeownerWords, root: ParentNode = document): void {
  const panel = root.querySelector<HTMLElement>('[data-quote-panel]');
  const intro = root.querySelector<HTMLElement>('[data-quote-intro]');
  const button = root.querySelector<HTMLButtonElement>('[data-quote-send]');
  const status = root.querySelector<HTMLElement>('[data-quote-status]');
  let last: ReturnType<typeof estimateOf> | undefined;

  root.addEventListener('cee-result', (event) => {
    last = estimateOf((event as CustomEvent).detail);
    if (!panel || !button) return;
    // Right after the simulator that gave the result, next in reading and tab order.
    const section = (event.target as Element).closest('section');
    if (section && section !== panel && section.nextElementSibling !== panel) section.after(panel);
    panel.hidden = false;
    button.disabled = false;
    if (intro) intro.textContent = words.ready;
    if (status) status.textContent = '';
  });

  button?.addEventListener('click', () => {
    if (!last) return;
    sendEstimate(last);
    button.disabled = true;
    if (status) status.textContent = words.sent;
  });
}
