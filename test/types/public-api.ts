// Compiled by `npm run typecheck` (never run): the public types a host's TypeScript relies on.
import { estimate, type Estimate, type WorkState } from '../../src/api/index.js';
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

// One spelling (#27): the price is `eurosMwhCumac` in the headless payload as on the element and in the answer.
void client.calculateCee({ fost_code: 'BAR-TH-171', context: 'b2c', housing: { surface: 100 }, eurosMwhCumac: 8 }).then((r) => r.eurosMwhCumac);
// @ts-expect-error the service's spelling is not ours: a misspelt known key is not taken for a group of inputs
void client.calculateCee({ fost_code: 'BAR-TH-171', context: 'b2c', housing: { surface: 100 }, eurosMwHCumac: 8 });
// @ts-expect-error `context` is `b2c` or `b2b`
void client.calculateMpr({ fost_code: 'BAR-TH-171', context: 'b2x', household: { size: 2 } });

// estimate() (#33, #39): its inputs and outputs typed as docs/contract.md states them.
const typed: Estimate = estimate({ works: [{ fost: 'BAR-EN-101', quote: 9000, answers: [{ key: 'operation.surface', label: 'Surface', value: 80, text: '80 m²' }] }], category: 'low', lang: 'en' });
const state: WorkState = typed.works[0]!.state;
const counted: number = typed.totals.counted + typed.totals.of + typed.totals.quoted;
const conditions: string[] = typed.works[0]!.conditions;
void [state, counted, conditions, typed.lang, typed.works[0]!.missing?.length, typed.works[0]!.excludedBy?.fost];
// @ts-expect-error `category` is a category or a precarity type, not any value
void estimate({ works: [], category: 42 });
// @ts-expect-error a category is one of the four MaPrimeRénov' names or a precarity type
void estimate({ works: [], category: 'jaune' });
// @ts-expect-error `state` is one of five
const wrong: WorkState = 'dropped';
void wrong;
