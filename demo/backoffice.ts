// The installer's back office: the estimates homeowners sent, a worksite opened from one of them (its values
// passed to <worksite-form> through the `values` property, as the README shows), then the worksite's documents.
// Only public events, attributes and properties of the elements are used.
import { type Estimate, receivedEstimates, worksiteValuesOf } from './handoff.js';

/** Shown when no homeowner sent an estimate in this tab yet, so the page works on its own. */
export const SAMPLE_ESTIMATE: Estimate = {
  fost: 'BAR-TH-171',
  zipcode: '67000',
  precarity: 'low',
  kwhCumac: 133_800,
  ceeEuros: 1_070.4,
  mprAmount: 4_000,
  sentAt: '2026-11-23T09:30:00.000Z',
};

const PRECARITY_LABELS: Record<NonNullable<Estimate['precarity']>, string> = {
  'very-low': 'ménage très modeste',
  low: 'ménage modeste',
  mid: 'ménage intermédiaire',
  classic: 'ménage aux revenus supérieurs',
};

const TYPE_LABELS = { 1: 'Devis signé', 2: 'Facture', 3: 'Attestation sur l’honneur', 9999: 'Autre document' };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const mwh = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** One line per fact of an estimate, in the installer's words. */
export function describeEstimate(estimate: Estimate): string[] {
  return [
    `Opération ${estimate.fost}`,
    ...(estimate.zipcode ? [`code postal ${estimate.zipcode}`] : []),
    ...(estimate.precarity ? [PRECARITY_LABELS[estimate.precarity]] : []),
    ...(estimate.kwhCumac !== undefined ? [`${mwh.format(estimate.kwhCumac / 1000)} MWh cumac`] : []),
    ...(estimate.ceeEuros !== undefined ? [`prime CEE ${euros.format(estimate.ceeEuros)}`] : []),
    ...(estimate.mprAmount !== undefined ? [`MaPrimeRénov’ ${euros.format(estimate.mprAmount)}`] : []),
  ];
}

type WorksiteFormElement = HTMLElement & { values?: Record<string, unknown> };
type UploaderElement = HTMLElement & { typeLabels?: Record<string, string> };

export function startBackOffice(root: ParentNode = document, estimates: Estimate[] = receivedEstimates()): void {
  const list = root.querySelector<HTMLElement>('[data-requests]');
  const worksiteForm = root.querySelector<WorksiteFormElement>('worksite-form');
  const uploader = root.querySelector<UploaderElement>('doc-uploader');
  const carried = root.querySelector<HTMLElement>('[data-carried]');
  const worksiteHeading = root.querySelector<HTMLElement>('[data-worksite-heading]');
  const uploadHint = root.querySelector<HTMLElement>('[data-upload-hint]');
  const uploadCount = root.querySelector<HTMLElement>('[data-upload-count]');
  if (uploader) uploader.typeLabels = TYPE_LABELS;

  const shown = estimates.length ? estimates : [SAMPLE_ESTIMATE];
  list?.replaceChildren(
    ...shown.map((estimate, index) => {
      const item = document.createElement('li');
      const title = document.createElement('p');
      const sample = estimates.length === 0;
      title.className = 'request-title';
      title.textContent = sample
        ? `Exemple de demande (aucune demande reçue dans cet onglet)`
        : `Demande reçue le ${when.format(new Date(estimate.sentAt))}`;
      const facts = document.createElement('p');
      facts.textContent = describeEstimate(estimate).join(' · ');
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'action';
      open.textContent = 'Ouvrir un chantier avec cette demande';
      open.setAttribute('aria-describedby', `request-${index}`);
      facts.id = `request-${index}`;
      open.addEventListener('click', () => {
        if (!worksiteForm) return;
        const values = worksiteValuesOf(estimate);
        worksiteForm.values = { ...worksiteForm.values, ...values };
        if (carried) {
          const parts = [
            ...(estimate.zipcode ? [`code postal ${estimate.zipcode}`] : []),
            ...(estimate.precarity ? [PRECARITY_LABELS[estimate.precarity]] : []),
          ];
          carried.textContent = parts.length
            ? `Repris de la demande : ${parts.join(', ')}. Choisissez le bénéficiaire et complétez l’adresse.`
            : "La demande ne donne ni code postal ni situation du ménage : complétez le formulaire.";
          carried.hidden = false;
        }
        worksiteHeading?.focus();
      });
      item.append(title, facts, open);
      return item;
    }),
  );

  worksiteForm?.addEventListener('worksite-created', (event) => {
    // The request is used: what was taken from it is no longer said, and the next worksite starts empty.
    if (carried) carried.hidden = true;
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
