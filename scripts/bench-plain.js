// The bench's plain-DOM baseline, loaded by the bench pages and by the tests of test/browser/bench/. The simulator's
// form drawn with DOM calls, and its warm-up, are in scripts/bench-plain-form.js (re-exported here), which a page
// may fetch on its own. For `<cee-project>`, `plainProject` and `sendPlainProject` make the project's requests as
// the element does, and `buildPlainAnswer` draws, with DOM calls, the DOM the element draws for its answer (the
// answer and its printed estimate); test/browser/bench/plain-answer.test.ts checks both.
//
// The money rules (`estimate`), what the explanation says (`explanation`, from the answers), the words and their
// formats are the element's own modules, as built (npm run build:npm): the plain page computes the same figures and
// text with the same code, and draws them its own way.
import { buildPlainForm, descriptorsOf, el } from './bench-plain-form.js';
import { estimate } from '../dist/npm/api/estimate.js';
import { explanation, ficheUrl } from '../dist/npm/ui/aid-result/aid-result.model.js';
import { fill, formatEuros, formatNumber, lookup } from '../dist/npm/i18n/translate.js';
import { formatDate } from '../dist/npm/i18n/dates.js';
import { commonMessages } from '../dist/npm/i18n/common.js';
import { resultMessages } from '../dist/npm/ui/aid-result/aid-result.messages.js';
import { answerMessages } from '../dist/npm/elements/cee-project/project-answer.messages.js';
import { projectMessages } from '../dist/npm/elements/cee-project/cee-project.messages.js';
import { announceAnswer, countedText, generalNotes, stateText, titleOf } from '../dist/npm/elements/cee-project/project-notes.js';
import { amountText, assumptions, ceeLine, mprLine, remainingText, workNotes } from '../dist/npm/ui/aid-result/estimate-words.js';
import { estimateFinancing, financingLines } from '../dist/npm/ui/financing/financing-words.js';
import { financingMessages } from '../dist/npm/ui/financing/financing.messages.js';
import { keepMessages } from '../dist/npm/elements/cee-project/project-keep.messages.js';
import { leadMessages } from '../dist/npm/ui/lead-step/lead-step.messages.js';

export { buildPlainForm, descriptorsOf, plainStatus, scheduleWarmUp, WORDS } from './bench-plain-form.js';

/**
 * A DOM subtree as comparable text: elements with their attributes sorted; text as it reads, each run of text
 * between two elements (comments do not break one) with its spaces collapsed and trimmed, and left out when blank.
 */
export function normalised(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ');
  let inner = '';
  let run = '';
  const flush = () => {
    inner += run.replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '');
    run = '';
  };
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) run += child.data;
    else if (child.nodeType === Node.ELEMENT_NODE) {
      flush();
      inner += normalised(child);
    }
  }
  flush();
  return `<${node.localName}${attributes ? ` ${attributes}` : ''}>${inner}</${node.localName}>`;
}

// --- <cee-project>: the project's requests and its answer ------------------------------------------------------

/** The words of the project's answer, in French, from the element's own tables, in the order it reads them. */
export function plainWords(lang = 'fr') {
  const tables = [projectMessages, answerMessages, resultMessages, commonMessages, financingMessages, keepMessages, leadMessages];
  const maybe = (key, params) => {
    const text = lookup(tables, key);
    return text === undefined ? undefined : fill(text, params);
  };
  return {
    lang,
    maybe,
    t: (key, params) => maybe(key, params) ?? key,
    number: (value, digits) => formatNumber(lang, value, digits),
    euros: (value) => formatEuros(lang, value),
  };
}

/** `{'a.b': 1}` -> `{a: {b: 1}}`. */
function nested(flat) {
  const tree = {};
  for (const [key, value] of Object.entries(flat)) {
    const path = key.split('.');
    const last = path.pop();
    let node = tree;
    for (const part of path) node = node[part] ??= {};
    node[last] = value;
  }
  return tree;
}

/** A value typed as a control gives it, read as the field's type. */
function typed(d, value) {
  if (d.type === 'number' || d.type === 'integer') return Number(String(value).replace(/\s/g, '').replace(',', '.'));
  if (d.type === 'boolean') return value === true || value === 'true';
  return String(value);
}

/**
 * What a page needs to calculate `project` (scripts/bench-answers.js) as `<cee-project>` does, with the element's
 * requests: a token (once per page), the catalogue (the works' names), each work's CEE and MaPrimeRénov' inputs.
 * Each calculation's body holds the keys its inputs list, valued as typed, else as the field's default.
 */
export async function plainProject(origin, project, { lang = 'fr' } = {}) {
  const token = (await (await fetch(`${origin}/token`, { method: 'POST' })).json()).access_token;
  const headers = { Accept: 'application/json', 'Accept-Language': lang, Authorization: `Bearer ${token}` };
  const catalogue = fetch(`${origin}/partner/v1/operations`, { headers: { Accept: 'application/json', 'Accept-Language': lang } }).then((r) => r.json());
  const inputs = (code, aid) =>
    fetch(`${origin}/calc/api/v2/simulation-inputs/${code}/b2c${aid === 'mpr' ? '?aid=mpr' : ''}`, { headers }).then((r) => r.json());
  const listed = await Promise.all(project.works.map((code) => Promise.all([inputs(code, 'cee'), inputs(code, 'mpr')])));
  const names = new Map(((await catalogue).data ?? []).map((operation) => [operation.code, operation.operation_name]));
  const works = project.works.map((code, i) => {
    const given = { ...project.household, ...project.own[code] };
    const body = (answer) => {
      const values = {};
      for (const d of descriptorsOf(answer)) {
        const value = Object.hasOwn(given, d.key) ? given[d.key] : d.default;
        if (value !== undefined && value !== null && value !== '') values[d.key] = typed(d, value);
      }
      return { ...nested(values), fost_code: code, context: 'b2c' };
    };
    const quote = given['project.quote'];
    return {
      fost: code,
      title: names.get(code) ?? code,
      quote: quote === undefined ? undefined : Number(quote),
      inputs: listed[i],
      cee: body(listed[i][0]),
      mpr: body(listed[i][1]),
    };
  });
  return { origin, headers, works };
}

/**
 * A form of the project's questions, for the plain page to hold one as the element does: the questions several
 * works ask alike (and the household's and the dwelling's) once, then each work's own with its quote, each set
 * drawn as the simulator's form (`buildPlainForm`) into a section of its own. Not the element's DOM (no test
 * compares them; the element's also has its picker and headings): a form of about its size, drawn by the plain
 * page's own code before any answer, as the element has drawn its own with Lit.
 */
export function plainProjectForm(root, { works }) {
  const words = { required: 'obligatoire', choose: '— Choisir —', submit: 'Calculer les aides du projet' };
  const lists = works.map((work) => {
    const byKey = new Map();
    for (const answer of work.inputs) for (const d of descriptorsOf(answer)) if (!byKey.has(d.key)) byKey.set(d.key, d);
    return [...byKey.values()];
  });
  const askers = new Map();
  for (const list of lists) for (const d of list) askers.set(d.key, [...(askers.get(d.key) ?? []), d.label]);
  // As the element asks them: once when several works ask a key alike, the project's own keys always.
  const shared = (d) => new Set(askers.get(d.key)).size === 1 && (askers.get(d.key).length > 1 || d.key === 'mpr.application_date');
  const seen = new Set();
  const household = lists.flat().filter((d) => shared(d) && !seen.has(d.key) && seen.add(d.key));
  const section = () => root.appendChild(document.createElement('section'));
  buildPlainForm(section(), { data: household }, { prefix: 'cw1', words });
  // Each work's own questions, and its quote (the element's field, never sent).
  const quote = { key: 'project.quote', label: 'Montant des travaux (TTC)', type: 'number', unit: '€', min: 0, max: 10_000_000, required: false, help: 'Le montant du devis' };
  lists.forEach((list, i) => buildPlainForm(section(), { data: [...list.filter((d) => !shared(d)), quote] }, { prefix: `cw1-w${i + 1}`, words }));
}

/**
 * Every work's CEE and MaPrimeRénov' calculation, four at most in flight as the element sends them; each work with
 * its quote and answers, as `estimate()` takes them.
 */
export async function sendPlainProject({ origin, headers, works }) {
  const jobs = works.flatMap((work, i) => ['cee', 'mpr'].map((aid) => ({ i, aid, body: work[aid] })));
  const answers = works.map((work) => ({ fost: work.fost, title: work.title, ...(work.quote !== undefined && { quote: work.quote }) }));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { i, aid, body } = jobs[next++];
      const response = await fetch(`${origin}/calc/api/v2/${aid}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${aid} of ${body.fost_code}: ${response.status}`);
      const answer = await response.json();
      answers[i][aid] = answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return answers;
}

/** The answer's figures and words: the element's `estimate()` of the works' answers. */
export const estimateOf = (works, words = plainWords('fr')) => {
  const figures = estimate({ works, context: 'b2c', keep: {}, financing: {} });
  const financing = estimateFinancing(words, figures.financing);
  return financing ? { ...figures, financing } : figures;
};

/**
 * Draws into `root` the answer `<cee-project>` draws (src/elements/cee-project/project-answer.ts, project-printed.ts)
 * for `works` (as `sendPlainProject` gives them) and their `estimate`: its headline, each work with its state, its
 * lines, sentences and "Comment ce montant est calculé", the choice between works that cannot be combined, the
 * totals, the print button, and the estimate for paper, with a listener on each control. Answers with a failed call
 * are not drawn here (the bench's have none). Returns the two sections.
 */
export function buildPlainAnswer(root, { works, estimate: est, titleId, partner, words, onPrint, onKeep }) {
  const amount = (text, none) => el('span', { part: 'amount', class: `amount ${text === undefined ? 'none' : ''}` }, text ?? none);
  const row = (label, value, o = {}) =>
    el('div', { class: `row ${o.cls ?? ''}` }, el('dt', {}, label), el('dd', {}, amount(value, o.none), ...(o.why ? [el('span', { class: 'why' }, o.why)] : [])));
  const lineRow = (line) => row(line.label, line.amount, { cls: `${line.aid} ${line.amount ? '' : 'zero'}`, why: line.why, none: words.t('result.none') });
  const totals = () => {
    const { totals: t } = est;
    const all = t.quoted === t.of;
    const rows = [row(words.t('answer.totals.aids'), amountText(words, t.aids, Boolean(t.atMost)), { cls: 'aids' })];
    if (t.quote !== undefined) rows.push(row(all ? words.t('answer.totals.quote') : words.t('answer.totals.quoteOf', { quoted: words.number(t.quoted), of: words.number(t.of) }), words.euros(t.quote), { cls: 'quote' }));
    if (t.remaining !== undefined) rows.push(row(words.t(all ? 'answer.totals.remaining' : 'answer.totals.remainingOf'), remainingText(words, t), { cls: 'remaining' }));
    return el('dl', { part: 'totals', class: 'totals figures' }, ...rows);
  };
  const howBlock = (answer, aid, o) => {
    const { rows, more } = explanation(words, answer, aid, o);
    const url = ficheUrl(answer);
    const list = el(
      'dl',
      {},
      ...rows.map((entry) =>
        el('div', { class: entry.value.length > 60 ? 'detail long' : 'detail', 'data-key': entry.key }, el('dt', {}, entry.label), el('dd', {}, entry.value), ...(entry.meaning ? [el('dd', { class: 'meaning' }, entry.meaning)] : [])),
      ),
    );
    const block = el('div', { class: `how-block ${aid}` }, el('h3', {}, words.t(aid === 'cee' ? 'result.cee' : 'result.mpr')), list);
    if (more) block.append(el('p', { class: 'more' }, words.t('result.more')));
    if (url) block.append(el('p', {}, el('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, words.t('result.ficheLink', { code: answer.fiche.code }))));
    return block;
  };
  const linesOf = (figures, mpr) => [ceeLine(words, figures, est), mprLine(words, figures, est, mpr)].filter(Boolean);
  const work = ({ figures, title, cee, mpr }) => {
    if (figures.errors?.length) throw new Error('buildPlainAnswer draws no failed call');
    const rows = linesOf(figures, mpr).map(lineRow);
    if (figures.state === 'counted') rows.push(row(words.t('answer.work.aids'), amountText(words, figures.aids, figures.atMost !== undefined), { cls: 'aids' }));
    if (figures.quote !== undefined) {
      rows.push(row(words.t('answer.work.quote'), words.euros(figures.quote), { cls: 'quote' }));
      if (figures.remaining !== undefined) rows.push(row(words.t('answer.work.remaining'), remainingText(words, figures), { cls: 'remaining' }));
    }
    const state = stateText(words, est, figures, true);
    const sentences = figures.state === 'excluded' ? [] : workNotes(words, est, figures.fost, ['capped', 'at-most']);
    if (est.notes.some((note) => note.kind === 'aids-above-quote' && note.fost === figures.fost)) sentences.push(words.t('answer.aboveQuote'));
    const assumed = figures.state === 'excluded' ? undefined : assumptions(words, figures);
    const item = el('li', { part: 'work', class: `answer-work ${figures.state}`, 'data-fost': figures.fost, 'data-state': figures.state });
    item.append(el('h3', { class: 'answer-work-title' }, title, ' ', el('span', { class: 'code' }, figures.fost)));
    if (state) item.append(el('p', { class: 'state' }, state));
    if (rows.length) item.append(el('dl', { class: 'figures' }, ...rows));
    item.append(...sentences.map((text) => el('p', { class: 'why note' }, text)));
    if (assumed) item.append(el('p', { class: 'why assumes' }, assumed));
    if (figures.state === 'counted' && figures.quote === undefined) item.append(el('p', { class: 'why' }, words.t('answer.work.noQuote')));
    if (cee || mpr) {
      const how = el('details', { class: 'how' }, el('summary', {}, words.t('result.how')));
      if (cee) how.append(howBlock(cee, 'cee', { volume: true, category: est.category, line: figures.cee }));
      if (mpr) how.append(howBlock(mpr, 'mpr', { volume: false, category: est.category }));
      item.append(how);
    }
    return item;
  };
  const choice = (dropped) => {
    const kept = dropped.excludedBy;
    const name = `${titleId}-keep-${dropped.fost}-${kept.fost}`;
    const options = el('div', { class: 'options' });
    for (const code of [kept.fost, dropped.fost]) {
      const input = el('input', { type: 'radio', part: 'control', name });
      input.checked = code === kept.fost;
      if (onKeep) input.addEventListener('change', () => onKeep(dropped.fost, kept.fost, code));
      options.append(el('label', { class: 'option' }, input, el('span', {}, words.t('answer.keep', { work: titleOf(est, code) }))));
    }
    return el('fieldset', { class: 'choice', part: 'field' }, el('legend', { part: 'label' }, words.t('answer.excludedTitle')), el('p', { class: 'why' }, `${kept.reason} ${words.t('answer.excludedChoose')}`), options);
  };

  // Under the totals, the loans that may finance what remains (src/elements/cee-project/project-financing.ts).
  const financing = (paper) => {
    const lines = financingLines(words, est.financing);
    if (!lines.length) return [];
    const link = (line) => {
      const text = words.t('financing.officialPage', { title: line.source.title });
      if (paper) return el('p', { class: 'why' }, text, el('br', {}), el('small', {}, line.source.url));
      return el('p', { class: 'why' }, el('a', { href: line.source.url, target: '_blank', rel: 'noopener' }, text, el('span', { class: 'visually-hidden' }, ` ${words.t('lead.newTab')}`)));
    };
    return [
      el(
        'section',
        { class: 'financing', part: 'financing', 'aria-label': words.t('financing.title') },
        el('h3', { class: 'financing-title' }, words.t('financing.title')),
        ...lines.map((line) =>
          el('div', { class: `financing-line ${line.kind} ${line.ended ? 'ended' : ''}`, 'data-kind': line.kind }, el('h4', {}, line.title), ...line.text.map((text) => el('p', {}, text)), link(line)),
        ),
      ),
    ];
  };
  // "Garder votre projet" (src/elements/cee-project/project-share.ts), its ids from the element's.
  const keepId = (what) => `${titleId.replace(/-answer-title$/, '')}-keep-${what}`;
  const keep = el(
    'section',
    { part: 'keep', class: 'keep', 'aria-labelledby': keepId('title') },
    el('h3', { id: keepId('title') }, words.t('keep.title')),
    el('p', { class: 'hint' }, words.t('keep.intro')),
    el(
      'div',
      { part: 'field', class: 'field check' },
      el(
        'span',
        { class: 'check-row' },
        el('input', { id: keepId('household'), part: 'control', type: 'checkbox', 'aria-describedby': keepId('household-hint') }),
        el('label', { part: 'label', class: 'label', for: keepId('household') }, words.t('keep.withHousehold')),
      ),
      el('p', { part: 'hint', class: 'hint', id: keepId('household-hint') }, words.t('keep.withHouseholdHint')),
    ),
    el('div', { class: 'actions' }, el('button', { type: 'button', part: 'copy-link', class: 'secondary' }, words.t('keep.copy'))),
  );

  const print = el('button', { type: 'button', part: 'print', class: 'secondary' }, words.t('answer.print'));
  if (onPrint) print.addEventListener('click', onPrint);
  const headline = el('p', { class: 'headline' });
  if (est.totals.counted) headline.append(el('span', { part: 'amount', class: 'amount total' }, amountText(words, est.totals.aids, Boolean(est.totals.atMost))));
  headline.append(el('span', { class: 'worth' }, countedText(words, est)));
  const answer = el(
    'section',
    { part: 'result', class: 'result project-answer ', 'aria-labelledby': titleId },
    el('h2', { class: 'result-title', id: titleId, tabindex: '-1' }, words.t('answer.title')),
    el('div', { class: 'summary' }, el('p', { class: 'headline-label' }, words.t('answer.total')), headline),
    ...est.works.filter((entry) => entry.state === 'excluded' && entry.excludedBy).map(choice),
    el('ol', { class: 'answer-works' }, ...works.map(work)),
    totals(),
    ...financing(false),
    ...generalNotes(words, est).map((text) => el('p', { class: 'why' }, text)),
    el('p', { class: 'disclaimer' }, `${words.t('result.disclaimer')} ${words.t('result.rounded')}`),
    el('div', { class: 'actions' }, print),
    keep,
  );

  const printed = el('section', { class: 'printed', 'aria-hidden': 'true' }, el('h2', {}, words.t('answer.print.title')), el('p', {}, words.t('answer.print.date', { date: formatDate(words.lang, est.date) })));
  if (partner) printed.append(el('p', {}, words.t('answer.print.partner', { partner })));
  if (est.category) printed.append(el('p', {}, words.t('answer.print.category', { category: words.t(`value.category.${est.category}`) })));
  const total = el('p', {}, el('strong', {}, words.t('answer.total')));
  if (est.totals.counted) total.append(el('strong', {}, amountText(words, est.totals.aids, Boolean(est.totals.atMost))));
  total.append(countedText(words, est));
  printed.append(total);
  const body = el('tbody', {});
  for (const { title, figures, cee, mpr } of works) {
    const version = cee?.fiche?.version ?? mpr?.fiche?.version;
    const head = el('th', { scope: 'row' }, title, el('br', {}), el('small', { class: 'code' }, version ? words.t('answer.print.fiche', { code: figures.fost, version }) : figures.fost));
    const cell = el('td', {});
    const state = stateText(words, est, figures, true);
    if (state) cell.append(el('p', {}, el('strong', {}, state)));
    for (const line of linesOf(figures, mpr)) {
      const p = el('p', {}, line.label, ' ', el('strong', {}, line.amount ?? words.t('result.none')));
      if (line.why) p.append(el('br', {}), el('small', {}, line.why));
      cell.append(p);
    }
    if (figures.state === 'counted') cell.append(el('p', {}, words.t('answer.work.aids'), ' ', el('strong', {}, amountText(words, figures.aids, figures.atMost !== undefined))));
    if (figures.quote !== undefined) cell.append(el('p', {}, `${words.t('answer.work.quote')} ${words.euros(figures.quote)}`));
    if (figures.remaining !== undefined) cell.append(el('p', {}, words.t('answer.work.remaining'), ' ', el('strong', {}, remainingText(words, figures))));
    const sentences = figures.state === 'excluded' ? [figures.excludedBy.reason] : workNotes(words, est, figures.fost, ['capped', 'at-most', 'unreadable']);
    cell.append(...sentences.map((text) => el('p', {}, el('small', {}, text))));
    const assumed = figures.state === 'excluded' ? undefined : assumptions(words, figures);
    if (assumed) cell.append(el('p', {}, el('small', {}, assumed)));
    body.append(el('tr', { class: figures.state }, head, cell));
  }
  printed.append(el('table', {}, body), totals(), ...financing(true), ...generalNotes(words, est).map((text) => el('p', {}, text)));
  if (est.engagementDate) printed.append(el('p', {}, words.t('answer.print.engagement', { date: formatDate(words.lang, est.engagementDate) })));
  printed.append(el('p', {}, words.t('result.rounded')), el('p', {}, words.t('answer.print.indicative')));
  root.append(answer, printed);
  return [answer, printed];
}

/** What the element's live region says of the answer: the element's own words (src/elements/cee-project/project-notes.ts). */
export const announcePlain = (words, est) => announceAnswer(words, est);
