// The partner's glue between the three steps, as an installer's site writes it: the simulation's département and
// precarity carried into a new worksite, then the worksite's documents. Only public events, attributes and
// properties of the elements are used. Shared by index.html, en.html and cms.html.

export interface FlowWords {
  /** What step 2 says once a simulation filled some of its fields. */
  carried(parts: string[]): string;
  zipcode(zipcode: string): string;
  precarity(label: string): string;
  precarityLabels: Record<string, string>;
  /** Step 3's heading line once a worksite exists. */
  uploadFor(reference: string): string;
  uploaded(count: number): string;
  typeLabels: Record<string, string>;
  done: string;
}

export const FRENCH: FlowWords = {
  carried: (parts) => `Repris de votre simulation : ${parts.join(', ')}. Vérifiez puis complétez.`,
  zipcode: (zipcode) => `code postal ${zipcode}`,
  precarity: (label) => `ménage ${label}`,
  precarityLabels: { 'very-low': 'très modeste', low: 'modeste', mid: 'intermédiaire', classic: 'aux revenus supérieurs' },
  uploadFor: (reference) => `Chantier ${reference} : joignez le devis signé, la facture et l'attestation sur l'honneur.`,
  uploaded: (count) => (count === 1 ? '1 document joint.' : `${count} documents joints.`),
  typeLabels: { 1: 'Devis signé', 2: 'Facture', 3: "Attestation sur l'honneur", 9999: 'Autre document' },
  done: 'Terminé',
};

export const ENGLISH: FlowWords = {
  carried: (parts) => `Carried over from your estimate: ${parts.join(', ')}. Check them, then fill in the rest.`,
  zipcode: (zipcode) => `postcode ${zipcode}`,
  precarity: (label) => `${label} household`,
  precarityLabels: { 'very-low': 'very low income', low: 'low income', mid: 'middle income', classic: 'higher income' },
  uploadFor: (reference) => `Worksite ${reference}: attach the signed quote, the invoice and the sworn statement.`,
  uploaded: (count) => (count === 1 ? '1 document attached.' : `${count} documents attached.`),
  typeLabels: { 1: 'Signed quote', 2: 'Invoice', 3: 'Sworn statement', 9999: 'Other document' },
  done: 'Done',
};

/** A postcode for a département: its prefecture's style, `67` -> `67000`, `971` -> `97100`. */
function zipcodeOf(department: unknown): string | undefined {
  const text = String(department ?? '').trim();
  if (/^\d{2}$/.test(text)) return `${text}000`;
  if (/^\d{3}$/.test(text)) return `${text}00`;
  return undefined;
}

function markDone(root: ParentNode, step: string, words: FlowWords): void {
  const marker = root.querySelector<HTMLElement>(`[data-step="${step}"]`);
  if (!marker || marker.dataset.done) return;
  marker.dataset.done = 'true';
  const badge = document.createElement('span');
  badge.className = 'done-badge';
  badge.textContent = words.done;
  marker.querySelector('h2')?.append(' ', badge);
}

type WorksiteFormElement = HTMLElement & { values?: Record<string, unknown> };
type UploaderElement = HTMLElement & { typeLabels?: Record<string, string> };

export function startPartnerFlow(words: FlowWords, root: ParentNode = document): void {
  const simulator = root.querySelector('cee-simulator[data-flow]');
  const worksiteForm = root.querySelector<WorksiteFormElement>('worksite-form[data-flow]');
  const uploader = root.querySelector<UploaderElement>('doc-uploader[data-flow]');
  const carried = root.querySelector<HTMLElement>('[data-flow-carried]');
  const uploadHint = root.querySelector<HTMLElement>('[data-flow-upload-hint]');
  const uploadCount = root.querySelector<HTMLElement>('[data-flow-upload-count]');
  if (uploader) uploader.typeLabels = words.typeLabels;

  simulator?.addEventListener('cee-result', (event) => {
    const { request, result } = (event as CustomEvent).detail;
    const precarity: string | undefined = result?.mpr?.precarity ?? result?.precarity;
    const zipcode = zipcodeOf(request?.cee?.housing?.department ?? request?.mpr?.housing?.department ?? request?.housing?.department);
    markDone(root, '1', words);
    if (!worksiteForm) return;
    worksiteForm.values = {
      ...worksiteForm.values,
      ...(precarity ? { precarity_type: precarity } : {}),
      ...(zipcode ? { zipcode } : {}),
    };
    const parts = [
      ...(zipcode ? [words.zipcode(zipcode)] : []),
      ...(precarity && words.precarityLabels[precarity] ? [words.precarity(words.precarityLabels[precarity]!)] : []),
    ];
    if (carried && parts.length) {
      carried.textContent = words.carried(parts);
      carried.hidden = false;
    }
  });

  worksiteForm?.addEventListener('worksite-created', (event) => {
    const { worksite } = (event as CustomEvent).detail;
    const operationId = worksite?.worksite_operations?.[0]?.id;
    markDone(root, '2', words);
    if (!uploader || !operationId) return;
    uploader.setAttribute('worksite-id', String(worksite.id));
    uploader.setAttribute('worksite-operation-id', String(operationId));
    uploader.hidden = false;
    if (uploadHint) uploadHint.textContent = words.uploadFor(String(worksite.reference ?? worksite.id));
  });

  let uploaded = 0;
  uploader?.addEventListener('document-uploaded', () => {
    uploaded += 1;
    markDone(root, '3', words);
    if (uploadCount) uploadCount.textContent = words.uploaded(uploaded);
  });
}
