// Compiled by `npm run typecheck` (never run): the public types a host's TypeScript relies on.
import { createClient, type ApiErrorKind, type CeeLeadDetail, type CeeResultDetail, type WorksiteCreatedDetail } from '../../src/index.js';

const simulator = document.createElement('cee-simulator');
simulator.values = { 'housing.surface': 100 };
simulator.addEventListener('cee-result', (event) => {
  const detail: CeeResultDetail = event.detail;
  void detail.aid;
});
simulator.addEventListener('cee-error', (event) => {
  const kind: ApiErrorKind = event.detail.error.kind;
  void kind;
});
simulator.lead = 'Isolation Martin';
simulator.addEventListener('cee-lead', (event) => {
  const detail: CeeLeadDetail = event.detail;
  const aids: number = detail.estimate.totals.aids;
  void [detail.contact.name, detail.contact.phone?.length, detail.consent.text, aids];
  const sent: boolean = simulator.confirmLead('Merci, nous vous rappelons demain.') || simulator.leadFailed();
  void sent;
});

const form = document.querySelector('worksite-form');
form?.addEventListener('worksite-created', (event) => {
  const detail: WorksiteCreatedDetail = event.detail;
  void detail.worksite.reference;
});

const uploader = document.createElement('doc-uploader');
uploader.typeLabels = { 1: 'Devis' };
uploader.addEventListener('document-upload-progress', (event) => void (event.detail.loaded / event.detail.total));
uploader.addEventListener('document-uploaded', (event) => void event.detail.document.status);

const client = createClient({ apiBase: '/partner' });
void client.listOperations().then((operations) => operations.map((o) => o.code));
