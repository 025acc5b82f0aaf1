// How an estimate goes from the homeowner's public page to the installer's back office. A real site sends it to
// its own server with the contact request; the demo keeps it in this tab's sessionStorage. Only what the worksite
// needs leaves the simulator: the postcode of the département, the household's category and the amounts, never
// the household's income.

export interface Estimate {
  fost: string;
  /** The prefecture's postcode of the département typed in the simulation (`67` -> `67000`). */
  zipcode?: string;
  /** The worksite's `precarity_type` matching the MaPrimeRénov' category. */
  precarity?: 'very-low' | 'low' | 'mid' | 'classic';
  kwhCumac?: number;
  ceeEuros?: number;
  mprAmount?: number;
  /** ISO date and time the homeowner sent it. */
  sentAt: string;
}

const STORAGE_KEY = 'cee-demo-estimates';

/** MaPrimeRénov' category (calculation API) -> `precarity_type` (partner API). */
const PRECARITY_OF_CATEGORY: Record<string, Estimate['precarity']> = {
  tres_modeste: 'very-low',
  modeste: 'low',
  intermediaire: 'mid',
  superieur: 'classic',
};

/** A postcode for a département: its prefecture's style, `67` -> `67000`, `971` -> `97100`. */
export function zipcodeOf(department: unknown): string | undefined {
  const text = String(department ?? '').trim();
  if (/^\d{2}$/.test(text)) return `${text}000`;
  if (/^\d{3}$/.test(text)) return `${text}00`;
  return undefined;
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The estimate in the `cee-result` event's detail: `{aid, request, result}`, with `{cee, mpr}` for `aid="both"`. */
export function estimateOf(detail: { aid?: string; request?: any; result?: any }, now = new Date()): Estimate {
  const both = detail.aid === 'both';
  const cee = both ? detail.result?.cee : detail.aid === 'mpr' ? undefined : detail.result;
  const mpr = both ? detail.result?.mpr : detail.aid === 'mpr' ? detail.result : undefined;
  const requests = both ? [detail.request?.cee, detail.request?.mpr] : [detail.request];
  const request = requests.find((candidate) => candidate?.fost_code) ?? {};
  const department = requests.map((candidate) => candidate?.housing?.department).find((value) => value !== undefined);
  const estimate: Estimate = { fost: String(request.fost_code ?? ''), sentAt: now.toISOString() };
  const zipcode = zipcodeOf(department);
  const precarity = PRECARITY_OF_CATEGORY[String(mpr?.category ?? '')];
  const kwhCumac = numberOr(cee?.kwhCumac);
  const ceeEuros = numberOr(cee?.euros);
  const mprAmount = numberOr(mpr?.amount);
  if (zipcode) estimate.zipcode = zipcode;
  if (precarity) estimate.precarity = precarity;
  if (kwhCumac !== undefined) estimate.kwhCumac = kwhCumac;
  if (ceeEuros !== undefined) estimate.ceeEuros = ceeEuros;
  if (mprAmount !== undefined) estimate.mprAmount = mprAmount;
  return estimate;
}

/** The worksite form's `values` for an estimate: what the README calls a prefill from a simulation. */
export function worksiteValuesOf(estimate: Estimate): Record<string, unknown> {
  return {
    ...(estimate.zipcode ? { zipcode: estimate.zipcode } : {}),
    ...(estimate.precarity ? { precarity_type: estimate.precarity } : {}),
  };
}

export function sendEstimate(estimate: Estimate, storage: Storage = sessionStorage): void {
  const sent = receivedEstimates(storage);
  storage.setItem(STORAGE_KEY, JSON.stringify([estimate, ...sent].slice(0, 5)));
}

/** The estimates homeowners sent, newest first. */
export function receivedEstimates(storage: Storage = sessionStorage): Estimate[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is Estimate => typeof item?.fost === 'string') : [];
  } catch {
    return [];
  }
}

export function forgetEstimates(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
