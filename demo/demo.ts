// The partner's glue: page-wide configuration, then the simulation carried into the worksite and its documents.
import { configure } from '../src/index.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

const simulator = document.querySelector('cee-simulator[fost]');
const worksiteForm = document.querySelector('worksite-form');
const uploader = document.querySelector('doc-uploader');

simulator?.addEventListener('cee-result', (event) => {
  const { request, result } = (event as CustomEvent).detail;
  const precarity = result?.mpr?.precarity ?? result?.precarity;
  const department = request?.cee?.housing?.department ?? request?.housing?.department;
  if (worksiteForm) {
    worksiteForm.values = {
      ...worksiteForm.values,
      ...(precarity ? { precarity_type: precarity } : {}),
      ...(department && /^\d{2}$/.test(department) ? { zipcode: `${department}000` } : {}),
    };
  }
});

worksiteForm?.addEventListener('worksite-created', (event) => {
  const { worksite } = (event as CustomEvent).detail;
  const operationId = worksite.worksite_operations?.[0]?.id;
  if (!uploader || !operationId) return;
  uploader.setAttribute('worksite-id', String(worksite.id));
  uploader.setAttribute('worksite-operation-id', String(operationId));
  uploader.typeLabels = { 1: 'Devis signé', 2: 'Facture', 3: 'Attestation sur l’honneur', 9999: 'Autre document' };
  uploader.hidden = false;
  document.getElementById('upload-hint')!.textContent = `Documents du chantier ${worksite.reference ?? worksite.id}`;
});
