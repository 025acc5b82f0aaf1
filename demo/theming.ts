// The theming page: a light / dark toggle that changes custom properties only (see theming.css), and a helper
// that puts every element in the states that show all its parts.
import { configure } from '../src/index.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

type Prefillable = HTMLElement & { values?: Record<string, unknown> };

const themed = document.querySelector<HTMLElement>('.themed')!;
const toggle = document.getElementById('theme-toggle')!;
const simulator = document.getElementById('sim') as Prefillable;
const worksiteForm = document.getElementById('ws') as Prefillable;
const uploader = document.getElementById('up') as HTMLElement & { typeLabels?: Record<string, string> };
const note = document.getElementById('states-note')!;

function setTheme(dark: boolean): void {
  themed.dataset.theme = dark ? 'dark' : 'light';
  toggle.setAttribute('aria-pressed', String(dark));
}
toggle.addEventListener('click', () => setTheme(themed.dataset.theme !== 'dark'));
setTheme(new URLSearchParams(location.search).get('theme') === 'dark' || matchMedia('(prefers-color-scheme: dark)').matches);

// Public properties only: a prefilled simulation and a declarant row, so `fiscal-row` and `remove-row` show.
simulator.values = {
  'housing.department': '67',
  'housing.type': 'maison',
  'housing.surface': '110',
  'operation.usage': 'ecs',
  'operation.etas': '140-170',
  'household.size': '3',
  'household.income': '26000',
};
worksiteForm.values = { fiscal_informations: [{ firstname: 'Marie', lastname: 'Martin', fiscal_number: '', fiscal_reference: '' }] };
uploader.typeLabels = { 1: 'Devis signé', 2: 'Facture', 3: 'Attestation sur l’honneur', 9999: 'Autre document' };

// ---- Demo only: what a visitor would click, done for them. A real page never reaches into the shadow roots. ----

const shadow = (el: HTMLElement) => el.shadowRoot!;
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 50));

async function sandboxFailNext(rule: Record<string, unknown>): Promise<void> {
  const response = await fetch('/__sandbox/fail-next', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`sandbox control answered ${response.status}`);
}

async function showUploaderStates(): Promise<void> {
  const path = '/partner/v1/worksites/1/documents';
  // The first upload is refused (503, then `retry` shows); the second stays in flight (`progress`, `cancel`).
  await sandboxFailNext({ method: 'POST', path, status: 503 });
  await sandboxFailNext({ method: 'POST', path, delayMs: 600_000 });
  const files = new DataTransfer();
  files.items.add(new File([new Uint8Array(180_000)], 'devis-signe.pdf', { type: 'application/pdf' }));
  files.items.add(new File([new Uint8Array(240_000)], 'facture.pdf', { type: 'application/pdf' }));
  files.items.add(new File([new Uint8Array(1_000)], 'plan.gif', { type: 'image/gif' }));
  const picker = shadow(uploader).querySelector<HTMLInputElement>('input[type="file"]')!;
  picker.files = files.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
  await nextFrame();
  const selects = [...shadow(uploader).querySelectorAll<HTMLSelectElement>('[part~="type-select"]')];
  selects.forEach((select, index) => {
    select.value = String(index + 1);
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  });
  await nextFrame();
  shadow(uploader).querySelector<HTMLButtonElement>('[id$="-send-all"]')?.click();
}

document.getElementById('show-states')!.addEventListener('click', async () => {
  note.textContent = '';
  shadow(simulator).querySelector<HTMLButtonElement>('[part~="submit"]')?.click();
  shadow(worksiteForm).querySelector<HTMLButtonElement>('[part~="submit"]')?.click();
  try {
    await showUploaderStates();
    note.textContent = 'États affichés : résultat, erreurs de champ, envoi refusé, envoi en cours, format refusé.';
  } catch {
    note.textContent = 'Les états de l’envoi demandent le bac à sable de npm start (API /__sandbox).';
  }
});
