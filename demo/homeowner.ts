// The homeowner's page of an installer's site (particulier.html, en.html, simulateur.html): a `<cee-project>` (or a
// `<cee-simulator>`) with `lead`. When the visitor sends the contact step, the widget hands the request to the page
// (`cee-lead`, after consent); the page posts it to the site's own back end and tells the widget how it went. That
// is the whole of what a partner's page does with personal data: it keeps nothing in the browser.
import { sendEstimateEmail, sendLead } from './handoff.js';

export interface HomeownerWords {
  /** What the contact step says once the request reached the site's back end. */
  sent: string;
  /** What it says when it could not (the visitor's values stay; they may send again). */
  failed: string;
  /** What the e-mail step says once the site's back end took the estimate to send (`{email}`: the address). */
  emailSent: string;
  emailFailed: string;
}

export const FRENCH: HomeownerWords = {
  sent: 'Votre demande est bien arrivée chez Chauffage Durable. Un conseiller vous contacte sous deux jours ouvrés.',
  failed: 'Votre demande n’a pas pu être transmise. Réessayez dans un instant, ou appelez-nous au 03 88 00 00 00.',
  emailSent: 'C’est noté : Chauffage Durable vous envoie cette estimation à {email}.',
  emailFailed: 'L’estimation n’a pas pu être transmise. Réessayez dans un instant.',
};

export const ENGLISH: HomeownerWords = {
  sent: 'Your request reached Chauffage Durable. An adviser will contact you within two working days.',
  failed: 'Your request could not be passed on. Try again in a moment, or call us on +33 3 88 00 00 00.',
  emailSent: 'Noted: Chauffage Durable is sending this estimate to {email}.',
  emailFailed: 'The estimate could not be passed on. Try again in a moment.',
};

type LeadTarget = HTMLElement & { confirmLead(message?: string): boolean; leadFailed(message?: string): boolean };
type EmailTarget = HTMLElement & { confirmEmail(message?: string): boolean; emailFailed(message?: string): boolean };

export function startHomeownerPage(words: HomeownerWords, root: ParentNode = document): void {
  root.addEventListener('cee-lead', (event) => {
    const target = event.target as LeadTarget;
    sendLead((event as CustomEvent).detail).then(
      () => target.confirmLead(words.sent),
      () => target.leadFailed(words.failed),
    );
  });
  // "Recevoir cette estimation par e-mail": the site's back end sends it (the demo's keeps it and shows it in the back office).
  root.addEventListener('cee-estimate-email', (event) => {
    const target = event.target as EmailTarget;
    const detail = (event as CustomEvent).detail;
    sendEstimateEmail(detail).then(
      () => target.confirmEmail(words.emailSent.replace('{email}', detail.email)),
      () => target.emailFailed(words.emailFailed),
    );
  });
}
