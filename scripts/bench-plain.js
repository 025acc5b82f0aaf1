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
import { noteText as wordsOfNote } from '../dist/npm/elements/cee-project/project-notes.js';

export { buildPlainForm, descriptorsOf, plainStatus, scheduleWarmUp } from './bench-plain-form.js';

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
  const tables = [projectMessages, answerMessages, resultMessages, commonMessages];
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
  const shared = (d) => new Set(askers.get(d.key)).size === 1 && (askers.get(d.key).length > 1 || !d.key.startsWith('operation.'));
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
export const estimateOf = (works) => estimate({ works, context: 'b2c', keep: {} });

/**
 * Draws into `root` the answer `<cee-project>` draws (src/elements/cee-project/project-answer.ts) for `works` (as
 * `sendPlainProject` gives them) and their `estimate`: its headline, each work's figures, sentences and "Comment ce
 * montant est calculé", the choice between works that cannot be combined, the totals, the print button, and the
 * estimate for paper, with a listener on each control. Answers with a failed call are not drawn here (the bench's
 * have none). Returns the two sections.
 */
export function buildPlainAnswer(root, { works, estimate: est, titleId, partner, words, onPrint, onKeep }) {
  const euros = (value) => words.euros(Math.round(value));
  const percent = (rate) => `${words.number(Math.round(rate * 100))}\u00a0%`;
  const amount = (text, cls = 'amount') => el('span', { part: 'amount', class: cls }, text);
  const line = (label, value, o = {}) =>
    el('div', { class: `row ${o.cls ?? ''}` }, el('dt', {}, label), el('dd', {}, amount(value), ...(o.why ? [el('span', { class: 'why' }, o.why)] : [])));
  const totals = () => {
    const { totals: t } = est;
    const rows = [line(words.t('answer.totals.aids'), `≈\u00a0${euros(t.aids)}`, { cls: 'aids' })];
    if (t.quote !== undefined) rows.push(line(words.t('answer.totals.quote'), euros(t.quote), { cls: 'quote' }));
    if (t.remaining !== undefined) rows.push(line(words.t('answer.totals.remaining'), euros(t.remaining), { cls: 'remaining' }));
    return el('dl', { part: 'totals', class: 'totals figures' }, ...rows);
  };
  const noteText = (note, figures) => wordsOfNote(words, note, figures);
  const howBlock = (answer, aid, o) => {
    const { rows, more } = explanation(words, answer, aid, o);
    const url = ficheUrl(answer);
    const list = el(
      'dl',
      {},
      ...rows.map((row) =>
        el('div', { class: row.value.length > 60 ? 'detail long' : 'detail', 'data-key': row.key }, el('dt', {}, row.label), el('dd', {}, row.value), ...(row.meaning ? [el('dd', { class: 'meaning' }, row.meaning)] : [])),
      ),
    );
    const block = el('div', { class: `how-block ${aid}` }, el('h3', {}, words.t(aid === 'cee' ? 'result.cee' : 'result.mpr')), list);
    if (more) block.append(el('p', { class: 'more' }, words.t('result.more')));
    if (url) block.append(el('p', {}, el('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, words.t('result.ficheLink', { code: answer.fiche.code }))));
    return block;
  };
  const work = ({ figures, title, cee, mpr }) => {
    if (figures.errors?.length) throw new Error('buildPlainAnswer draws no failed call');
    const notes = est.notes.filter((note) => 'fost' in note && note.fost === figures.fost);
    const capped = notes.some((note) => note.kind === 'capped');
    const sentences = notes.filter((note) => !(capped && note.kind === 'ceiling')).map((note) => noteText(note, figures)).filter(Boolean);
    const excluded = est.excluded.find((entry) => entry.fost === figures.fost);
    const rows = [];
    if (figures.cee) {
      const label = est.category ? words.t(`result.ceeFor.${est.category}`) : words.t('answer.work.cee');
      rows.push(
        figures.cee.euros !== undefined
          ? line(label, `≈\u00a0${euros(figures.cee.euros)}`, { cls: 'cee' })
          : line(label, words.t('result.noPriceLabel'), { cls: 'cee', why: words.t('result.noPrice') }),
      );
    }
    if (figures.mpr) {
      const label = est.color ? words.t('result.mprColor', { color: words.t(`result.color.${est.color}`) }) : words.t('answer.work.mpr');
      rows.push(
        figures.mpr.eligible || figures.mpr.amount > 0
          ? line(label, `≈\u00a0${euros(figures.mpr.amount)}`, { cls: 'mpr' })
          : line(label, words.t('result.none'), { cls: 'mpr zero', why: figures.mpr.reason ?? mpr?.reason ?? words.t('result.zero.mpr') }),
      );
    }
    rows.push(line(words.t('answer.work.aids'), `≈\u00a0${euros(figures.aids)}`, { cls: 'aids' }));
    if (figures.quote !== undefined) {
      rows.push(line(words.t('answer.work.quote'), euros(figures.quote), { cls: 'quote' }));
      rows.push(line(words.t('answer.work.remaining'), euros(figures.remaining ?? 0), { cls: 'remaining' }));
    }
    const item = el('li', { part: 'work', class: `answer-work ${excluded ? 'excluded' : ''}`, 'data-fost': figures.fost });
    item.append(el('h3', { class: 'answer-work-title' }, title, ' ', el('span', { class: 'code' }, figures.fost)));
    if (excluded) item.append(el('p', { class: 'why excluded-why' }, words.t('answer.excluded', { reason: excluded.reason })));
    item.append(el('dl', { class: 'figures' }, ...rows), ...sentences.map((text) => el('p', { class: 'why note' }, text)));
    if (figures.quote === undefined && !excluded) item.append(el('p', { class: 'why' }, words.t('answer.work.noQuote')));
    if (cee || mpr) {
      const how = el('details', { class: 'how' }, el('summary', {}, words.t('result.how')));
      if (cee) how.append(howBlock(cee, 'cee', { volume: true, category: est.category }));
      if (mpr) how.append(howBlock(mpr, 'mpr', { volume: false }));
      item.append(how);
    }
    return item;
  };
  const choice = (pair) => {
    const name = `${titleId}-keep-${pair.fost}-${pair.with}`;
    const titleOf = (code) => works.find((entry) => entry.figures.fost === code)?.title ?? code;
    const options = el('div', { class: 'options' });
    for (const code of [pair.with, pair.fost]) {
      const input = el('input', { type: 'radio', part: 'control', name });
      input.checked = code === pair.with;
      if (onKeep) input.addEventListener('change', () => onKeep(pair.fost, pair.with, code));
      options.append(el('label', { class: 'option' }, input, el('span', {}, words.t('answer.keep', { work: titleOf(code) }))));
    }
    return el('fieldset', { class: 'choice', part: 'field' }, el('legend', { part: 'label' }, words.t('answer.excludedTitle')), el('p', { class: 'why' }, `${pair.reason} ${words.t('answer.excludedChoose')}`), options);
  };

  const counted = est.works.filter((entry) => !entry.excluded).length;
  const general = est.notes.filter((note) => note.kind === 'quote-missing' || note.kind === 'category-unknown');
  const print = el('button', { type: 'button', part: 'print', class: 'secondary' }, words.t('answer.print'));
  if (onPrint) print.addEventListener('click', onPrint);
  const answer = el(
    'section',
    { part: 'result', class: 'result project-answer ', 'aria-labelledby': titleId },
    el('h2', { class: 'result-title', id: titleId, tabindex: '-1' }, words.t('answer.title')),
    el(
      'div',
      { class: 'summary' },
      el('p', { class: 'headline-label' }, words.t('answer.total')),
      el(
        'p',
        { class: 'headline' },
        amount(`≈\u00a0${euros(est.totals.aids)}`, 'amount total'),
        el('span', { class: 'worth' }, counted === 1 ? words.t('answer.totalForOne') : words.t('answer.totalFor', { count: words.number(counted) })),
      ),
    ),
    ...est.excluded.map(choice),
    el('ol', { class: 'answer-works' }, ...works.map(work)),
    totals(),
    ...general.map((note) => el('p', { class: 'why' }, words.t(note.kind === 'quote-missing' ? 'answer.quoteMissing' : 'answer.categoryUnknown'))),
    el('p', { class: 'disclaimer' }, `${words.t('result.disclaimer')} ${words.t('result.rounded')}`),
    el('div', { class: 'actions' }, print),
  );

  const printed = el('section', { class: 'printed', 'aria-hidden': 'true' }, el('h2', {}, words.t('answer.print.title')), el('p', {}, words.t('answer.print.date', { date: formatDate(words.lang, est.date) })));
  if (partner) printed.append(el('p', {}, words.t('answer.print.partner', { partner })));
  if (est.category) printed.append(el('p', {}, words.t('answer.print.category', { category: words.t(`value.category.${est.category}`) })));
  const body = el('tbody', {});
  for (const { title, figures, cee } of works.filter((entry) => !entry.figures.excluded)) {
    const fiche = cee?.fiche;
    const head = el('th', { scope: 'row' }, title, ' ', el('span', { class: 'code' }, `(${figures.fost})`));
    if (fiche?.version) head.append(el('br', {}), el('small', {}, words.t('answer.print.fiche', { code: fiche.code, version: fiche.version })));
    const cell = el('td', {});
    if (figures.cee?.euros !== undefined) cell.append(`${words.t('answer.work.cee')} ≈\u00a0${euros(figures.cee.euros)}`, el('br', {}));
    if (figures.mpr) {
      const cap = figures.mpr.capped ? ` (${words.t('answer.print.cap', { rate: percent(figures.mpr.capped.rate) })})` : '';
      cell.append(`${words.t('answer.work.mpr')} ≈\u00a0${euros(figures.mpr.amount)}${cap}`, el('br', {}));
    }
    cell.append(`${words.t('answer.work.aids')} ≈\u00a0${euros(figures.aids)}`);
    if (figures.quote !== undefined) {
      cell.append(el('br', {}), `${words.t('answer.work.quote')} ${euros(figures.quote)}`, el('br', {}), `${words.t('answer.work.remaining')} ${euros(figures.remaining ?? 0)}`);
    }
    body.append(el('tr', {}, head, cell));
  }
  printed.append(el('table', {}, body), totals());
  if (est.engagementDate) printed.append(el('p', {}, words.t('answer.print.engagement', { date: formatDate(words.lang, est.engagementDate) })));
  printed.append(el('p', {}, words.t('answer.print.indicative')));
  root.append(answer, printed);
  return [answer, printed];
}

/** What the element's live region says of the answer (src/elements/cee-project/project-answer.ts). */
export function announcePlain(words, est) {
  const euros = (value) => words.euros(Math.round(value));
  const parts = [`${words.t('answer.title')}.`, words.t('answer.say', { label: words.t('answer.total'), amount: `≈ ${euros(est.totals.aids)}` })];
  for (const work of est.works) if (!work.excluded) parts.push(words.t('answer.say', { label: work.title ?? work.fost, amount: `≈ ${euros(work.aids)}` }));
  if (est.totals.remaining !== undefined) parts.push(words.t('answer.say', { label: words.t('answer.totals.remaining'), amount: euros(est.totals.remaining) }));
  return parts.join(' ');
}
