// The installer's back office: the contact requests homeowners sent (read from the site's back end, with exactly the
// estimate they saw: every work they added with its state, its amounts and the answers it rests on), a worksite
// opened from one of them (only what the homeowner gave is passed to <worksite-form>, through its `values`
// property, as the README shows), then the worksite's documents. The works are named in the back office's own
// language (French) from their codes; the answers stay in the customer's words, and the customer's language is
// said. Only public events, attributes and properties of the elements are used; nothing is kept in the browser.
import { connect, operationCalls, type Estimate, type Operation, type WorkEstimate } from '../src/api/index.js';
import { receivedEstimateEmails, receivedLeads, worksiteValuesOf, type EstimateEmail, type Lead } from './handoff.js';

type ShownLead = Pick<Lead, 'contact' | 'consent' | 'estimate' | 'receivedAt' | 'attribution'>;

/** Shown when no homeowner sent a request yet, so the page works on its own. */
export const SAMPLE_LEAD: ShownLead = {
  receivedAt: '2026-11-23T09:15:00.000Z',
  contact: { name: 'Jeanne Exemple', phone: '0612345678', postcode: '67000', message: 'Plutôt le matin.' },
  consent: { text: 'J’accepte que Chauffage Durable utilise ces informations pour me recontacter au sujet de ce projet.', at: '2026-11-23T09:15:00.000Z' },
  estimate: {
    date: '2026-11-23',
    lang: 'fr',
    context: 'b2c',
    category: 'modeste',
    color: 'jaune',
    works: [
      {
        fost: 'BAR-TH-171',
        title: 'Pompe à chaleur de type air/eau',
        state: 'counted',
        quote: 15000,
        answers: [
          { key: 'housing.type', label: 'Type de logement', value: 'maison', text: 'Maison individuelle' },
          { key: 'housing.surface', label: 'Surface chauffée', value: 100, text: '100 m²' },
          { key: 'operation.etas', label: 'Efficacité énergétique saisonnière (Etas)', value: '>=200', text: '200 % ou plus' },
          { key: 'operation.replaces_fossil_boiler', label: 'Remplace une chaudière au fioul ou au gaz', value: true, text: 'Oui' },
          { key: 'housing.department', label: 'Département', value: '67', text: '67' },
          { key: 'household.size', label: 'Nombre de personnes du foyer', value: 3, text: '3' },
        ],
        cee: { euros: 5860, kwhCumac: 655200 },
        mpr: { amount: 3140, eligible: true, capped: { from: 4000, rate: 0.75, limit: 9000, eligibleExpense: 12000, ceiling: 12000 } },
        conditions: ['pour une résidence principale', 'travaux réalisés par un professionnel RGE'],
        aids: 9000,
        remaining: 6000,
      },
      {
        fost: 'BAR-EN-104',
        title: 'Fenêtre ou porte-fenêtre complète avec vitrage isolant',
        state: 'incomplete',
        quote: 9800,
        answers: [{ key: 'operation.windows', label: 'Nombre de fenêtres', value: 6, text: '6' }],
        missing: ['Surface vitrée'],
        conditions: [],
        aids: 0,
      },
    ],
    totals: { cee: 5860, mpr: 3140, aids: 9000, quote: 24800, quoted: 2, counted: 1, of: 2 },
    notes: [],
    notices: [],
  },
};

const CATEGORY_LABELS: Record<string, string> = {
  tres_modeste: 'ménage très modeste',
  modeste: 'ménage modeste',
  intermediaire: 'ménage aux revenus intermédiaires',
  superieur: 'ménage aux revenus supérieurs',
};

/** The customer's language, in the back office's words. */
const LANGUAGES: Record<string, string> = { fr: 'français', en: 'anglais', de: 'allemand', es: 'espagnol', it: 'italien', nl: 'néerlandais' };

const TYPE_LABELS = { 1: 'Devis signé', 2: 'Facture', 3: 'Attestation sur l’honneur', 9999: 'Autre document' };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** The home the request is about, when the homeowner chose its address or gave its DPE, in the installer's words. */
export function describeHome(estimate: Pick<Estimate, 'address' | 'dpe'>): string[] {
  const { address, dpe } = estimate;
  const lines = address ? [`Logement : ${address.label}`] : [];
  if (dpe && 'number' in dpe) lines.push(`DPE n° ${dpe.number} du ${day.format(new Date(dpe.date))} : classe énergie ${dpe.classEnergy}${dpe.classClimate ? `, classe climat ${dpe.classClimate}` : ''}`);
  else if (dpe) lines.push(`DPE : classe énergie ${dpe.classEnergy} (indiquée par le client)`);
  return lines;
}

/** The contact lines of a request, in the installer's words. */
export function describeContact(lead: Pick<Lead, 'contact'>): string[] {
  const { contact } = lead;
  return [
    contact.name,
    // A French number in pairs of digits; another country's as it came (international form).
    ...(contact.phone ? [`tél. ${contact.phone.startsWith('+') ? contact.phone : contact.phone.replace(/(\d{2})(?=\d)/g, '$1 ')}`] : []),
    ...(contact.email ? [contact.email] : []),
    ...(contact.postcode ? [`code postal ${contact.postcode}`] : []),
  ];
}

/** Which campaign brought the customer (the lead's `attribution`), in the installer's words; undefined without one. */
export function describeAttribution(lead: Pick<Lead, 'attribution'>): string | undefined {
  const a = lead.attribution;
  if (!a) return undefined;
  const campaign = [a.utm_source, a.utm_medium, a.utm_campaign, a.utm_term, a.utm_content].filter(Boolean).join(' / ');
  const parts = [campaign ? `campagne ${campaign}` : 'sans campagne', `page d’arrivée ${a.page}`, ...(a.referrer_origin ? [`depuis ${a.referrer_origin}`] : [])];
  return `Provenance : ${parts.join(', ')}`;
}

/** The language the customer used, said so that the installer calls back in it. */
export function languageOf(estimate: Pick<Estimate, 'lang'>): string {
  const lang = typeof estimate.lang === 'string' ? estimate.lang : 'fr';
  return `Langue du client : ${LANGUAGES[lang.slice(0, 2).toLowerCase()] ?? lang}`;
}

/** What became of a work, in the installer's words. */
function stateOf(work: WorkEstimate, name: (code: string) => string): string {
  switch (work.state) {
    case 'counted':
      return 'compté';
    case 'incomplete':
      return work.missing?.length ? `non compté, à compléter : ${work.missing.join(', ')}` : 'non compté, questions non chargées';
    case 'excluded':
      return `non compté, non cumulable avec ${work.excludedBy ? name(work.excludedBy.fost) : 'un autre travail'}`;
    case 'not-eligible':
      return `sans aide${work.reason ? ` (${work.reason})` : ''}`;
    case 'failed':
      return 'non compté, calcul non abouti';
    default:
      return String(work.state);
  }
}

/** One work as the homeowner saw it: its name in French, its state, its amounts, nothing computed again. */
export function describeWork(work: WorkEstimate, name: (code: string) => string): string {
  const cee = work.cee;
  const parts = [
    `${name(work.fost)} (${work.fost})`,
    stateOf(work, name),
    ...(cee?.euros !== undefined && !cee.zero ? [`prime CEE ${euros.format(cee.euros)}`] : cee?.priceByOffer ? ['prime CEE selon votre offre'] : []),
    ...(work.mpr ? [`MaPrimeRénov’ ${work.mpr.eligible ? euros.format(work.mpr.amount) : 'non accessible'}${work.mpr.capped ? ' (plafonnée)' : ''}`] : []),
    ...(work.state === 'counted' || work.state === 'not-eligible' ? [`aides ${work.atMost !== undefined ? 'au plus ' : ''}${euros.format(work.aids)}`] : []),
    ...(work.quote !== undefined ? [`devis ${euros.format(work.quote)}`] : []),
    ...(work.remaining !== undefined ? [`reste ${euros.format(work.remaining)}`] : []),
  ];
  return parts.join(' · ');
}

/**
 * The totals as the homeowner saw them: how many works are counted, the quotes given and what remains; a total that
 * is a ceiling (a counted work without its quote) says « au plus », as the screen and the print do.
 */
export function describeTotals(estimate: Estimate): string {
  const { totals } = estimate;
  const of = totals.counted < totals.of ? ` pour ${totals.counted} des ${totals.of} travaux` : '';
  return [
    `Total des aides ${totals.atMost ? 'au plus ' : ''}${euros.format(totals.aids)}${of}`,
    ...(totals.quote !== undefined ? [`devis ${euros.format(totals.quote)}${totals.quoted < totals.of ? ` (${totals.quoted} des ${totals.of} travaux chiffrés)` : ''}`] : []),
    ...(totals.remaining !== undefined ? [`reste à payer ${euros.format(totals.remaining)}`] : []),
  ].join(' · ');
}

type WorksiteFormElement = HTMLElement & { values?: Record<string, unknown> };
type UploaderElement = HTMLElement & { typeLabels?: Record<string, string> };

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

/** One work of a request: its line, then the answers it rests on (in the customer's words) and what it assumes. */
function workItem(work: WorkEstimate, name: (code: string) => string): HTMLLIElement {
  const item = element('li', undefined, `request-work ${work.state}`);
  item.append(element('p', describeWork(work, name)));
  const answers = Array.isArray(work.answers) ? work.answers : [];
  if (answers.length) {
    const list = element('dl', undefined, 'request-answers');
    for (const answer of answers) {
      const entry = element('div');
      entry.append(element('dt', answer.label), element('dd', answer.text));
      list.append(entry);
    }
    item.append(list);
  }
  if (work.conditions?.length) item.append(element('p', `Hypothèses du montant : ${work.conditions.join(' ; ')}`, 'request-conditions'));
  return item;
}

/** One request in the list: when it came, who, in which language, the estimate they saw, their message, and the worksite button. */
function requestItem(lead: ShownLead, index: number, sample: boolean, name: (code: string) => string, open: () => void): HTMLLIElement {
  const item = element('li');
  const title = element('p', sample ? 'Exemple de demande (aucune demande reçue pour l’instant)' : `Demande reçue le ${when.format(new Date(lead.receivedAt))}`, 'request-title');
  const contact = element('p', describeContact(lead).join(' · '));
  const language = element('p', languageOf(lead.estimate), 'request-lang');
  const estimate = element('div', undefined, 'request-estimate');
  estimate.id = `request-${index}`;
  const category = lead.estimate.category ? CATEGORY_LABELS[lead.estimate.category] : undefined;
  if (category) estimate.append(element('p', `Catégorie de revenus : ${category}`));
  const works = element('ul', undefined, 'request-works');
  works.append(...(lead.estimate.works ?? []).map((work) => workItem(work, name)));
  estimate.append(works, element('p', describeTotals(lead.estimate), 'request-totals'));
  const source = describeAttribution(lead);
  const home = describeHome(lead.estimate).map((line) => element('p', line, 'request-home'));
  const parts: HTMLElement[] = [title, contact, language, ...home, ...(source ? [element('p', source, 'request-source')] : []), estimate];
  if (lead.contact.message) parts.push(element('blockquote', lead.contact.message));
  const consent = element('p', `Consentement donné le ${when.format(new Date(lead.consent.at))} : « ${lead.consent.text} »`, 'request-consent');
  const button = element('button', 'Ouvrir un chantier avec cette demande', 'action');
  button.type = 'button';
  button.setAttribute('aria-describedby', estimate.id);
  button.addEventListener('click', open);
  item.append(...parts, consent, button);
  return item;
}

/** One estimate to send by e-mail: to whom, when, the totals the homeowner saw, the consent, the link to the project. */
function emailItem(entry: EstimateEmail): HTMLLIElement {
  const item = element('li');
  item.append(
    element('p', `Demandée le ${when.format(new Date(entry.receivedAt))} · à envoyer à ${entry.email}`, 'request-title'),
    element('p', describeTotals(entry.estimate), 'request-totals'),
    element('p', `Consentement donné le ${when.format(new Date(entry.consent.at))} : « ${entry.consent.text} »`, 'request-consent'),
  );
  if (entry.link) {
    const link = element('a', 'Ouvrir le projet du particulier');
    link.href = entry.link;
    const line = element('p');
    line.append(link);
    item.append(line);
  }
  return item;
}

export interface BackOfficeOptions {
  /** The operation catalogue in the back office's language, to name the works from their codes. */
  catalogue?: () => Promise<Operation[]>;
}

/** The demo's catalogue, in French: the same service the page's elements use. */
const frenchCatalogue = (): Promise<Operation[]> => operationCalls(connect({ apiBase: `${location.origin}/partner`, lang: 'fr' })).listOperations();

export async function startBackOffice(root: ParentNode = document, leads?: Lead[], options: BackOfficeOptions = {}): Promise<void> {
  const list = root.querySelector<HTMLElement>('[data-requests]');
  const worksiteForm = root.querySelector<WorksiteFormElement>('worksite-form');
  const uploader = root.querySelector<UploaderElement>('doc-uploader');
  const carried = root.querySelector<HTMLElement>('[data-carried]');
  const worksiteHeading = root.querySelector<HTMLElement>('[data-worksite-heading]');
  const uploadHint = root.querySelector<HTMLElement>('[data-upload-hint]');
  const uploadCount = root.querySelector<HTMLElement>('[data-upload-count]');
  if (uploader) uploader.typeLabels = TYPE_LABELS;

  const [received, operations] = await Promise.all([leads ?? receivedLeads(), (options.catalogue ?? frenchCatalogue)().catch((): Operation[] => [])]);
  const emailList = root.querySelector<HTMLElement>('[data-estimate-emails]');
  if (emailList) {
    const emails = await receivedEstimateEmails().catch((): EstimateEmail[] => []);
    emailList.replaceChildren(...(emails.length ? emails.map(emailItem) : [element('li', 'Aucune demande d’envoi pour l’instant.')]));
  }
  const names = new Map(operations.map((operation) => [operation.code, operation.operation_name]));
  const shown = received.length ? received : [SAMPLE_LEAD];
  list?.replaceChildren(
    ...shown.map((lead, index) => {
      // A work's name in the back office's language; the customer's own title when the catalogue does not have it.
      const name = (code: string): string => names.get(code) ?? lead.estimate.works.find((work) => work.fost === code)?.title ?? code;
      return requestItem(lead, index, received.length === 0, name, () => {
        if (!worksiteForm) return;
        worksiteForm.values = { ...worksiteForm.values, ...worksiteValuesOf(lead) };
        if (carried) {
          const home = lead.estimate.address;
          const facts = [
            ...(home ? [`le logement au ${home.label}`] : lead.contact.postcode ? [`code postal ${lead.contact.postcode}`] : []),
            ...(lead.estimate.category ? [CATEGORY_LABELS[lead.estimate.category] ?? lead.estimate.category] : []),
          ];
          // The lead's address is the worksite's: a beneficiary whose record has another is said by the form itself.
          const check = home
            ? 'Choisissez le bénéficiaire : si l’adresse de sa fiche diffère de celle du logement, le formulaire le signale et garde celle de la demande.'
            : 'Choisissez le bénéficiaire et vérifiez l’adresse.';
          carried.textContent = facts.length
            ? `Repris de la demande de ${lead.contact.name} : ${facts.join(', ')}. ${check}`
            : `La demande de ${lead.contact.name} ne donne ni code postal ni situation du ménage : complétez le formulaire.`;
          carried.hidden = false;
        }
        worksiteHeading?.focus();
      });
    }),
  );

  worksiteForm?.addEventListener('worksite-created', (event) => {
    // The worksite exists: what was carried over from the request is no longer a hint to follow.
    if (carried) carried.hidden = true;
    // The request is used: the next worksite starts without its values.
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
