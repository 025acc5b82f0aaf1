/**
 * What the contact step checks and hands over, with no words and no Lit (`lead-step.ts` draws it and words it):
 * the visitor's values read and checked (a name; a phone number, French or international, or an email address, at least one; a
 * postcode of 5 digits; a message of bounded length; the consent), the contact they make, the postcode a form's
 * values may give (only one the visitor typed, never one made up from a département), the privacy notice's
 * address when it is one a link may open, and the `cee-lead` detail. What the visitor typed is handed over without
 * control characters or bidirectional overrides (docs/contract.md §9, Holding under bad input), each field bounded.
 */
import * as z from 'zod/mini';
import type { Estimate } from '../../api/estimate.js';
import type { LeadKey } from './lead-step.messages.js';
import type { Attribution } from '../attribution.js';

/** The step's text fields, in the order the form shows them (and focus looks for the first error). */
export const LEAD_FIELDS = ['name', 'phone', 'email', 'postcode', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** A key with a message: a field, the phone-or-email group (`reach`), the consent box. */
export type LeadErrorKey = 'name' | 'reach' | 'phone' | 'email' | 'postcode' | 'message' | 'consent';
/** The form's order of the keys with a message. */
export const ERROR_ORDER: readonly LeadErrorKey[] = ['name', 'reach', 'phone', 'email', 'postcode', 'message', 'consent'];

/** The most characters a field takes (the controls' `maxlength`, and a check for what a host's script sets). */
export const MAX_LENGTH: Readonly<Record<LeadField, number>> = { name: 100, phone: 25, email: 254, postcode: 10, message: 1000 };

/** The values as typed (text as it is in the controls) and the consent box. */
export type LeadValues = Record<LeadField, string> & { consent: boolean };

/** What the visitor gave, read: only the fields they filled in. */
export interface LeadContact {
  name: string;
  /**
   * A French number in national form, 10 digits: `0612345678` (from `06 12 34 56 78`, `06.12.34.56.78`,
   * `+33 6 12 34 56 78`); another country's in international form: `+442079460958` (from `+44 20 7946 0958`).
   */
  phone?: string;
  email?: string;
  /** 5 digits. */
  postcode?: string;
  message?: string;
}

/** The `cee-lead` detail: the contact, the consent as the visitor gave it, and the estimate on screen. */
export interface CeeLeadDetail {
  contact: LeadContact;
  /** `text`: the consent sentence the visitor ticked, in the page's language; `at`: when they sent it (ISO 8601). */
  consent: { text: string; at: string };
  estimate: Estimate;
  /** The campaign of the visit: its landing page's `utm_*`, the referrer's origin, the page (no visitor's data). */
  attribution?: Attribution;
}

/** One message to show: its key in the step's words, and what fills it. */
export interface LeadProblem {
  key: LeadErrorKey;
  message: LeadKey;
  params?: Record<string, number>;
}

export type CheckedLead = { ok: true; contact: LeadContact } | { ok: false; problems: LeadProblem[] };

/** Spaces of every kind, dots and dashes: what people put between the digits of a number. */
const SEPARATORS = /[\s.\-\u00a0\u202f]/g;
/** The country codes of France's numbering plan: mainland, then La Réunion and Mayotte, the Antilles, Guyane. */
const FRENCH_CODES = /^(?:\+|00)(?:33|262|269|590|594|596)(?:\(0\))?([1-9]\d{8})$/;

/** A French phone number as its 10 national digits (`0612345678`); undefined when it is not one. */
export function frenchPhone(text: string): string | undefined {
  const compact = text.replace(SEPARATORS, '');
  if (/^0[1-9]\d{8}$/.test(compact)) return compact;
  const international = FRENCH_CODES.exec(compact);
  return international ? `0${international[1]}` : undefined;
}

/** A number in international form (E.164): `+`, a country code (never 0 first), 8 to 15 digits in all. */
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;
/** The codes of France's numbering plan (mainland, La Réunion and Mayotte, the Antilles, Guyane): a number there is French. */
const FRENCH_PLAN = /^\+(?:33|262|590|594|596)/;

/**
 * A phone number as the partner gets it: a French one as its 10 national digits (`0612345678`), another country's in
 * international form (`+44 20 7946 0958` as `+442079460958`, its `(0)` left out); undefined when it is neither.
 */
export function phoneOf(text: string): string | undefined {
  const french = frenchPhone(text);
  if (french) return french;
  const compact = text.replace(/\(0\)/g, '').replace(/[\s.\-\u00a0\u202f()]/g, '');
  // A number under France's codes that France's plan refuses is a French number mistyped, not a foreign one.
  return INTERNATIONAL.test(compact) && !FRENCH_PLAN.test(compact) ? compact : undefined;
}

/** A French postcode (5 digits, département 01 to 98), spaces allowed (`67 000`); undefined otherwise. */
export function postcodeOf(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const compact = text.replace(SEPARATORS, '');
  return /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/.test(compact) ? compact : undefined;
}

/** An email address as zod checks one (a name, `@`, a domain with a dot). */
export const isEmail = (text: string): boolean => z.regexes.email.test(text);

/**
 * The keys of a form whose value may be the dwelling's postcode. A département field may receive one (a service
 * that takes a postcode there); a département code itself gives none.
 */
const POSTCODE_KEYS = ['housing.postcode', 'housing.zipcode', 'housing.department'];

/** The postcode the visitor typed in a calculation's form, by dotted key; undefined when there is none. */
export function typedPostcode(values: Readonly<Record<string, unknown>> | undefined): string | undefined {
  for (const key of POSTCODE_KEYS) {
    const postcode = values && Object.hasOwn(values, key) ? postcodeOf(values[key]) : undefined;
    if (postcode) return postcode;
  }
  return undefined;
}

/** The privacy notice's address, resolved against the page, when a link may open it (http or https); else undefined. */
export function privacyHref(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What no field hands over: the bidirectional marks, embeddings, overrides and isolates (U+200E/F, U+061C,
 * U+202A–U+202E, U+2066–U+2069), which could make a name read backwards in the partner's tools, and control
 * characters (C0, DEL, C1): a space in a field of one line, gone from the message, which keeps its line breaks and tabs.
 */
const BIDI = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const CONTROLS_IN_MESSAGE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** `value` as its field hands it over: without what `BIDI` and `CONTROLS` name, a message's line breaks as `\n`. */
export function cleanText(value: string, field: LeadField): string {
  const seen = value.replace(BIDI, '');
  return field === 'message' ? seen.replace(/\r\n?/g, '\n').replace(CONTROLS_IN_MESSAGE, '') : seen.replace(CONTROLS, ' ');
}

/** The values checked: the contact they make, or every problem in the form's order. */
export function checkLead(values: LeadValues): CheckedLead {
  const problems: LeadProblem[] = [];
  const text = (field: LeadField) => cleanText(values[field], field).trim();
  const tooLong = (field: LeadField): boolean => {
    const count = text(field).length;
    if (count <= MAX_LENGTH[field]) return false;
    problems.push({ key: field, message: 'lead.error.tooLong', params: { count, max: MAX_LENGTH[field] } });
    return true;
  };
  const contact: LeadContact = { name: text('name').replace(/\s+/g, ' ') };
  if (!contact.name) problems.push({ key: 'name', message: 'lead.error.name' });
  else tooLong('name');

  const [phone, email] = [text('phone'), text('email')];
  if (!phone && !email) problems.push({ key: 'reach', message: 'lead.error.reach' });
  if (phone && !tooLong('phone')) {
    const read = phoneOf(phone);
    if (read) contact.phone = read;
    else problems.push({ key: 'phone', message: 'lead.error.phone' });
  }
  if (email && !tooLong('email')) {
    if (isEmail(email)) contact.email = email;
    else problems.push({ key: 'email', message: 'lead.error.email' });
  }
  const postcode = text('postcode');
  if (postcode) {
    const read = postcodeOf(postcode);
    if (read) contact.postcode = read;
    else problems.push({ key: 'postcode', message: 'lead.error.postcode' });
  }
  const message = text('message');
  if (message && !tooLong('message')) contact.message = message;
  if (!values.consent) problems.push({ key: 'consent', message: 'lead.error.consent' });
  return problems.length ? { ok: false, problems } : { ok: true, contact };
}
