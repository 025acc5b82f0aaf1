/** Scripted answers of the shapes docs/contract.md §1 names, and a household's simulator filled in, for the result tests. */
import { failNext } from '../helpers/sandbox.js';
import { CEE, HEAT_PUMP, MPR, fill, mountSimulator } from './simulator-helpers.js';
import type { CeeSimulator } from '../../../src/elements/cee-simulator/cee-simulator.js';

export const HOUSEHOLD = { ...HEAT_PUMP, 'household.size': '3', 'household.income': '32000' };

/** A CEE answer as docs/contract.md §1 gives it: one volume, the modest household's euros at its own price, the explanation. */
export const CEE_ANSWER = {
  kwhCumac: 655200,
  euros: 5241.6,
  eurosClassic: 5241.6,
  eurosModest: 5860.49,
  climateZone: 'H1',
  fiche: {
    code: 'BAR-TH-171',
    title: 'Pompe à chaleur de type air/eau',
    version: 'A78-4',
    validFrom: '2026-01-01',
    validTo: '2028-06-30',
    url: 'https://www.ecologie.gouv.fr/BAR-TH-171.pdf',
    verified: true,
  },
  engagementDate: '2026-11-23',
  factors: [
    { key: 'tableValue', label: 'Montant de la fiche (maison, Etas ≥ 140 %)', value: 109200, unit: 'kWh cumac' },
    { key: 'surfaceFactor', label: 'Facteur correctif de surface', value: 1 },
    { key: 'zoneFactor', label: 'Facteur correctif de zone (H1)', value: 1.2 },
    { key: 'bonification', label: 'Bonification : remplacement d’une chaudière au fioul', value: 5 },
    { key: 'precarityPriceRatio', label: 'Rapport prix précarité / classique', value: 1.1181 },
    { key: 'eurosMwhCumacModest', label: 'Prix du MWh cumac pour un ménage modeste', value: 8.94, unit: '€/MWh cumac' },
  ],
  eurosMwhCumac: 8,
};

export const MPR_ANSWER = {
  amount: 4000,
  eligible: true,
  category: 'modeste',
  categoryLabel: 'Modeste',
  color: 'jaune',
  precarity: 'low',
  region: 'hors_ile_de_france',
  incomeCeiling: 39148,
  forfait: { key: 'pac_air_eau', label: 'Pompe à chaleur air/eau' },
  engagementDate: '2026-11-23',
  factors: [{ key: 'forfaitAmount', label: 'Forfait de la catégorie modeste', value: 4000, unit: '€' }],
};

export const MPR_ZERO = {
  amount: 0,
  eligible: false,
  category: 'superieur',
  categoryLabel: 'Supérieur',
  color: 'rose',
  incomeCeiling: null,
  forfait: { key: 'pac_air_eau', label: 'Pompe à chaleur air/eau' },
  reason: "Les ménages aux revenus supérieurs (catégorie rose) n’ont pas droit à MaPrimeRénov’ par geste.",
  factors: [{ key: 'incomeCeiling', label: 'Revenu au-dessus du plafond intermédiaire', value: 55196, unit: '€' }],
};

const body = (data: unknown) => JSON.stringify({ data });

/** Scripts the next CEE and MPR answers (status 200 replays the body; another status fails). */
export async function script(cee: unknown, mpr?: unknown): Promise<void> {
  if (cee !== undefined) await failNext({ method: 'POST', path: CEE, status: typeof cee === 'number' ? cee : 200, ...(typeof cee === 'number' ? {} : { body: body(cee) }) });
  if (mpr !== undefined) await failNext({ method: 'POST', path: MPR, status: typeof mpr === 'number' ? mpr : 200, ...(typeof mpr === 'number' ? {} : { body: body(mpr) }) });
}

export async function household(options: { lang?: string; price?: string } = {}): Promise<CeeSimulator> {
  const el = await mountSimulator({ fost: 'BAR-TH-171', aid: 'both', price: options.price ?? '8', lang: options.lang });
  await fill(el, HOUSEHOLD);
  return el;
}

