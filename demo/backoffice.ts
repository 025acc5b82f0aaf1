// The installer's back office: the contact requests homeowners sent (read from the site's back end, with exactly the
// amounts they saw), a worksite opened from one of them (only what the homeowner gave is passed to <worksite-form>,
// through its `values` property, as the README shows), then the worksite's documents. Only public events,
// attributes and properties of the elements are used; nothing is kept in the browser.
import { receivedLeads, worksiteValuesOf, type Lead } from './handoff.js';

/** Shown when no homeowner sent a request yet, so the page works on its own. */
export const SAMPLE_LEAD: Pick<Lead, 'contact' | 'consent' | 'estimate' | 'receivedAt'> = {
  receivedAt: '2026-11-23T09:15:00.000Z',
  contact: { name: 'Jeanne Exemple', phone: '0612345678', postcode: '67000', message: 'Plutôt le matin.' },
  consent: { text: 'J’accepte que Chauffage Durable utilise ces informations pour me recontacter au sujet de ce projet.', at: '2026-11-23T09:15:00.000Z' },
  estimate: {
    date: '2026-11-23',
    context: 'b2c',
    category: 'modeste',
    color: 'jaune',
    works: [
      {
        fost: 'BAR-TH-171',
        title: 'Pompe à chaleur de type air/eau',
        quote: 15000,
        cee: { euros: 5860, kwhCumac: 655200 },
        mpr: { amount: 3140, eligible: true, capped: { from: 4000, rate: 0.75, eligibleExpense: 12000 } },
        aids: 9000,
        remaining: 6000,
      },
    ],
    excluded: [],
    totals: { cee: 5860, mpr: 3140, aids: 9000, quote: 15000, remaining: 6000 },
    notes: [],
    notices: [],
  },
};

const CATEGORY_LABELS: Record<string, string> = {
  tres_modeste: 'ménage très modeste',
  modeste: 'ménage modeste',
  intermediaire: 'ménage aux revenus intermédiaires',
  superieur: 'ménage aux revenus supérieurs',
};

const TYPE_LABELS = { 1: 'Devis signé', 2: 'Facture', 3: 'Attestation sur l’honneur', 9999: 'Autre document' };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The contact lines of a request, in the installer's words. */
export function describeContact(lead: Pick<Lead, 'contact'>): string[] {
  const { contact } = lead;
  return [
    contact.name,
    ...(contact.phone ? [`tél. ${contact.phone.replace(/(\d{2})(?=\d)/g, '$1 ')}`] : []),
    ...(contact.email ? [contact.email] : []),
    ...(contact.postcode ? [`code postal ${contact.postcode}`] : []),
  ];
}

/** Each work of the estimate as the homeowner saw it, then the totals: the same amounts, nothing computed again. */
export function describeEstimate(lead: Pick<Lead, 'estimate'>): string[] {
  const { estimate } = lead;
  const works = estimate.works
    .filter((work) => !work.excluded)
    .map((work) => {
      const parts = [
        `${work.title ?? work.fost} (${work.fost})`,
        ...(work.cee?.euros !== undefined ? [`prime CEE ${euros.format(work.cee.euros)}`] : []),
        ...(work.mpr ? [`MaPrimeRénov’ ${euros.format(work.mpr.amount)}${work.mpr.capped ? ' (plafonnée)' : ''}`] : []),
        `aides ${euros.format(work.aids)}`,
        ...(work.quote !== undefined ? [`devis ${euros.format(work.quote)}`, `reste ${euros.format(work.remaining ?? 0)}`] : []),
      ];
      return parts.join(' · ');
    });
  const { totals } = estimate;
  return [
    ...(estimate.category ? [CATEGORY_LABELS[estimate.category] ?? estimate.category] : []),
    ...works,
    [`Total des aides ${euros.format(totals.aids)}`, ...(totals.remaining !== undefined ? [`reste à payer ${euros.format(totals.remaining)}`] : [])].join(' · '),
  ];
}

type WorksiteFormElement = HTMLElement & { values?: Record<string, unknown> };
type UploaderElement = HTMLElement & { typeLabels?: Record<string, string> };

/** One request in the list: when it came, who, the estimate they saw, their message, and the worksite button. */
function requestItem(lead: Pick<Lead, 'contact' | 'consent' | 'estimate' | 'receivedAt'>, index: number, sample: boolean, open: () => void): HTMLLIElement {
  const item = document.createElement('li');
  const title = document.createElement('p');
  title.className = 'request-title';
  title.textContent = sample ? 'Exemple de demande (aucune demande reçue pour l’instant)' : `Demande reçue le ${when.format(new Date(lead.receivedAt))}`;
  const contact = document.createElement('p');
  contact.textContent = describeContact(lead).join(' · ');
  const figures = document.createElement('ul');
  figures.className = 'request-figures';
  figures.id = `request-${index}`;
  figures.append(...describeEstimate(lead).map((line) => Object.assign(document.createElement('li'), { textContent: line })));
  const parts: HTMLElement[] = [title, contact, figures];
  if (lead.contact.message) {
    const message = document.createElement('blockquote');
    message.textContent = lead.contact.message;
    parts.push(message);
  }
  const consent = document.createElement('p');
  consent.className = 'request-consent';
  consent.textContent = `Consentement donné le ${when.format(new Date(lead.consent.at))} : « ${lead.consent.text} »`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'action';
  button.textContent = 'Ouvrir un chantier avec cette demande';
  button.setAttribute('aria-describedby', figures.id);
  button.addEventListener('click', open);
  item.append(...parts, consent, button);
  return item;
}

export async function startBackOffice(root: ParentNode = document, leads?: Lead[]): Promise<void> {
  const list = root.querySelector<HTMLElement>('[data-requests]');
  const worksiteForm = root.querySelector<WorksiteFormElement>('worksite-form');
  const uploader = root.querySelector<UploaderElement>('doc-uploader');
  const carried = root.querySelector<HTMLElement>('[data-carried]');
  const worksiteHeading = root.querySelector<HTMLElement>('[data-worksite-heading]');
  const uploadHint = root.querySelector<HTMLElement>('[data-upload-hint]');
  const uploadCount = root.querySelector<HTMLElement>('[data-upload-count]');
  if (uploader) uploader.typeLabels = TYPE_LABELS;

  const received = leads ?? (await receivedLeads());
  const shown = received.length ? received : [SAMPLE_LEAD];
  list?.replaceChildren(
    ...shown.map((lead, index) =>
      requestItem(lead, index, received.length === 0, () => {
        if (!worksiteForm) return;
        worksiteForm.values = { ...worksiteForm.values, ...worksiteValuesOf(lead) };
        if (carried) {
          const facts = [
            ...(lead.contact.postcode ? [`code postal ${lead.contact.postcode}`] : []),
            ...(lead.estimate.category ? [CATEGORY_LABELS[lead.estimate.category] ?? lead.estimate.category] : []),
          ];
          carried.textContent = facts.length
            ? `Repris de la demande de ${lead.contact.name} : ${facts.join(', ')}. Choisissez le bénéficiaire et vérifiez l’adresse.`
            : `La demande de ${lead.contact.name} ne donne ni code postal ni situation du ménage : complétez le formulaire.`;
          carried.hidden = false;
        }
        worksiteHeading?.focus();
      }),
    ),
  );

  worksiteForm?.addEventListener('worksite-created', (event) => {
    // The worksite exists: what was carried over from the request is no longer a hint to follow.
    if (carried) carried.hidden = true;
    // The request is used: the next worksite starts without its values.
    worksiteForm.values = undefined;
    const { worksite } = (event as CustomEvent).detail;
    const operationId = worksite?.worksite_operations?.[0]?.id;
    if (!uploader || !operationId) return;
    uploader.setAttribute('worksite-id', String(worksite.id));
    uploader.setAttribute('worksite-operation-id', String(operationId));
    uploader.hidden = false;
    if (uploadHint) {
      uploadHint.textContent = `Chantier ${String(worksite.reference ?? worksite.id)} : joignez le devis signé, la facture et l’attestation sur l’honneur.`;
    }
  });

  let uploaded = 0;
  uploader?.addEventListener('document-uploaded', () => {
    uploaded += 1;
    if (uploadCount) uploadCount.textContent = uploaded === 1 ? '1 document joint.' : `${uploaded} documents joints.`;
  });
}
