// How a homeowner's contact request goes from the public page to the installer's back office, as a partner's site
// does it: the page listens for `cee-lead` (sent by the widget only after the visitor's consent) and posts it to the
// site's own back end, here the demo's (demo/demo-crm.js, in memory); the back office reads it from there. Nothing
// about the household is kept in the browser: no localStorage, no sessionStorage, no cookie.
import { PRECARITY_CATEGORY, type PrecarityType } from '../src/api/index.js';
import type { CeeEstimateEmailDetail, CeeLeadDetail } from '../src/index.js';

/** A request as the back end keeps it: what the widget handed over, and when it arrived. */
export interface Lead extends CeeLeadDetail {
  id: number;
  receivedAt: string;
}

const ENDPOINT = '/demo-crm/leads';

/** Posts a `cee-lead` detail to the site's back end; rejects when it was not taken. */
export async function sendLead(detail: CeeLeadDetail): Promise<Lead> {
  const response = await fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(detail) });
  if (!response.ok) throw new Error(`The demo CRM answered ${response.status}`);
  return ((await response.json()) as { data: Lead }).data;
}

/** The requests homeowners sent, newest first. */
export async function receivedLeads(): Promise<Lead[]> {
  const response = await fetch(ENDPOINT, { cache: 'no-store' });
  if (!response.ok) return [];
  const { data } = (await response.json()) as { data: unknown };
  return Array.isArray(data) ? (data as Lead[]).filter((lead) => lead && typeof lead === 'object' && lead.contact && lead.estimate) : [];
}

/** An estimate a homeowner asked to receive by e-mail, as the back end keeps it. */
export interface EstimateEmail extends CeeEstimateEmailDetail {
  id: number;
  receivedAt: string;
}

const EMAILS = '/demo-crm/estimate-emails';

/** Posts a `cee-estimate-email` detail to the site's back end (which would send the e-mail); rejects when it was not taken. */
export async function sendEstimateEmail(detail: CeeEstimateEmailDetail): Promise<EstimateEmail> {
  const response = await fetch(EMAILS, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(detail) });
  if (!response.ok) throw new Error(`The demo CRM answered ${response.status}`);
  return ((await response.json()) as { data: EstimateEmail }).data;
}

/** The estimates homeowners asked to receive, newest first. */
export async function receivedEstimateEmails(): Promise<EstimateEmail[]> {
  const response = await fetch(EMAILS, { cache: 'no-store' });
  if (!response.ok) return [];
  const { data } = (await response.json()) as { data: unknown };
  return Array.isArray(data) ? (data as EstimateEmail[]).filter((entry) => entry && typeof entry === 'object' && typeof entry.email === 'string' && entry.estimate) : [];
}

/** The worksite's `precarity_type` of the household's category (the reverse of the API core's mapping). */
export function precarityOf(category: unknown): PrecarityType | undefined {
  return (Object.keys(PRECARITY_CATEGORY) as PrecarityType[]).find((type) => PRECARITY_CATEGORY[type] === category);
}

/** The street part of a geocoder's label (`12 Rue de Rivoli` of `12 Rue de Rivoli 75004 Paris`). */
export function streetOf(address: { label: string; postcode: string; city: string }): string {
  const place = ` ${address.postcode} ${address.city}`;
  return address.label.endsWith(place) ? address.label.slice(0, -place.length) : address.label;
}

/**
 * The worksite form's `values` for a request: only what the homeowner gave. The home's address they chose (street,
 * postcode and city), else the postcode they typed (never one made up from a département), and the precarity their
 * income put them in.
 */
export function worksiteValuesOf(lead: Pick<Lead, 'contact' | 'estimate'>): Record<string, unknown> {
  const precarity = precarityOf(lead.estimate.category);
  const home = lead.estimate.address;
  const postcode = home?.postcode ?? lead.contact.postcode;
  return {
    ...(home ? { address: streetOf(home), city: home.city } : {}),
    ...(postcode ? { zipcode: postcode } : {}),
    ...(precarity ? { precarity_type: precarity } : {}),
  };
}
