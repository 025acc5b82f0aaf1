// The bench's plain-DOM baseline, loaded by the bench pages and by test/browser/bench/plain-baseline.test.ts: from a
// simulation-inputs answer it builds, with DOM calls only, the DOM `<cee-simulator>` draws for its form (the same
// elements, attributes, parts, ids and text), in a shadow root holding the same stylesheets, with a listener per
// control that keeps the values and one on the form that checks them on submit. The test checks that the two DOMs
// are the same, so the baseline keeps doing the widget's work and no more. `scheduleWarmUp` gives the plain page
// the warm-up the widget gives itself while the answer is on its way.

//
// For `<cee-project>`, `plainProject` and `sendPlainProject` make the project's requests as the element does, and
// `buildPlainAnswer` draws, with DOM calls, the DOM the element draws for its answer (the answer and its printed
// estimate); test/browser/bench/plain-answer.test.ts checks both.

// The field DOM contract (ids, aria-describedby order, required mark) and the warm-up sample are the widget's own
// modules, as built (npm run build:npm): no copy of them here. So are, for the project's answer, the money rules
// (`estimate`), what the explanation says (`explanation`, from the answers), the words and their formats: the
// plain page computes the same figures and text with the same code, and draws them its own way.
import { controlId, describedBy as describedByIds, hintId, REQUIRED_STAR, requiredWords, unitId } from '../dist/npm/ui/field-contract.js';
import { WARM_UP_SAMPLE } from '../dist/npm/elements/cee-simulator/warm-up-sample.js';
import { estimate } from '../dist/npm/api/estimate.js';
import { explanation, ficheUrl } from '../dist/npm/ui/aid-result/aid-result.model.js';
import { fill, formatEuros, formatNumber, lookup } from '../dist/npm/i18n/translate.js';
import { formatDate } from '../dist/npm/i18n/dates.js';
import { commonMessages } from '../dist/npm/i18n/common.js';
import { resultMessages } from '../dist/npm/ui/aid-result/aid-result.messages.js';
import { answerMessages } from '../dist/npm/elements/cee-project/project-answer.messages.js';
import { projectMessages } from '../dist/npm/elements/cee-project/cee-project.messages.js';
import { announceAnswer, countedText, generalNotes, stateText, titleOf } from '../dist/npm/elements/cee-project/project-notes.js';
import { amountText, assumptions, ceeLine, mprLine, workNotes } from '../dist/npm/ui/aid-result/estimate-words.js';

const TYPES = ['number', 'integer', 'string', 'boolean', 'select', 'date'];

/** The answer's descriptors (shape A or B, wrapped or not) as the widget reads them. */
export function descriptorsOf(answer) {
  const data = answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
  const list = Array.isArray(data) ? data : Object.entries(data).map(([key, options]) => ({ key, options: options ?? undefined }));
  return list.map((d) => {
    const options = d.options?.map((o) => (typeof o === 'object' ? { value: o.value, label: o.label ?? String(o.value) } : { value: o, label: String(o) }));
    let type = TYPES.includes(d.type) ? d.type : options?.length ? 'select' : 'string';
    const pair = options?.length === 2 && options.every((o) => typeof o.value === 'boolean');
    if (pair && (type === 'select' || type === 'boolean')) type = 'boolean';
    const kind =
      type === 'boolean' ? 'checkbox' : options?.length === 1 ? 'preset' : options?.length ? (options.length <= 3 ? 'radio' : 'select') : type === 'number' || type === 'integer' ? 'number' : type === 'date' ? 'date' : 'text';
    return { ...d, type, kind, options, required: d.required ?? true };
  });
}

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== false) node.setAttribute(name, value === true ? '' : value);
  node.append(...children);
  return node;
}

/** Whether `value` (a control's value, or a checkbox's state) is one the field `d` accepts. */
function acceptable(d, value) {
  if (d.kind === 'checkbox') return true;
  if (value === undefined || value === '') return !d.required;
  if (d.kind === 'number') {
    const number = Number(String(value).replace(',', '.'));
    if (!Number.isFinite(number) || (d.type === 'integer' && !Number.isInteger(number))) return false;
    return !(d.min != null && number < d.min) && !(d.max != null && number > d.max);
  }
  if (d.kind === 'text' && d.pattern) {
    try {
      return new RegExp(`^(?:${d.pattern})$`).test(value);
    } catch {
      return true;
    }
  }
  return true;
}

/**
 * Builds the form into `root` (a shadow root). `words`: `{required, choose, submit}`; `prefix`: the element's uid.
 * What the form keeps, as a form that checks and sends its values must: the answer's fields as read here (keys,
 * kinds, bounds, patterns, options) and their values, held by its listeners; not the answer itself. On submit,
 * the first field whose value it refuses takes the focus.
 */
export function buildPlainForm(root, answer, { prefix = 'cw1', words }) {
  const fields = el('div', { class: 'fields' });
  const values = {};
  const onInput = (event) => (values[event.target.getAttribute('data-key')] = event.target.value);
  const onCheck = (event) => (values[event.target.getAttribute('data-key')] = event.target.checked);
  const shown = descriptorsOf(answer).filter((d) => d.kind !== 'preset');
  for (const d of shown) {
    values[d.key] = d.kind === 'checkbox' ? [true, 'true', 1, '1', 'on'].includes(d.default) : d.default === undefined || d.default === null ? '' : String(d.default);
    const id = controlId(prefix, d.key);
    const hint = d.help ? el('p', { part: 'hint', class: 'hint', id: hintId(id) }, d.help) : undefined;
    const mark = () => [el('span', { class: 'required', 'aria-hidden': 'true' }, REQUIRED_STAR), el('span', { class: 'visually-hidden' }, requiredWords(words.required))];
    const label = (tag, attributes) => el(tag, { part: 'label', class: 'label', ...attributes }, d.label, ...(d.required && d.kind !== 'checkbox' ? mark() : []));
    const describedBy = (unit) => describedByIds(id, { unit: Boolean(unit && d.unit), hint: Boolean(d.help) });
    let field;
    if (d.kind === 'checkbox') {
      const input = el('input', { part: 'control', type: 'checkbox', id, name: d.key, 'data-key': d.key, 'aria-describedby': describedBy(false) });
      input.checked = values[d.key];
      input.addEventListener('change', onCheck);
      field = el('div', { part: 'field', class: 'field check' }, el('span', { class: 'check-row' }, input, label('label', { for: id })));
    } else if (d.kind === 'radio') {
      const options = el('div', { class: 'options' });
      options.addEventListener('change', onInput);
      d.options.forEach((o, index) => {
        const input = el('input', { part: 'control', type: 'radio', id: `${id}-${index}`, name: id, 'data-key': d.key, value: String(o.value), required: d.required });
        input.checked = String(o.value) === values[d.key];
        options.append(el('label', { class: 'option' }, input, el('span', {}, o.label)));
      });
      if (d.unit) options.append(el('span', { class: 'unit' }, d.unit));
      field = el('fieldset', { part: 'field', class: 'field group', id, tabindex: '-1', 'aria-describedby': describedBy(false), 'aria-invalid': 'false' }, label('legend', {}));
      field.append(options);
    } else {
      let control;
      const current = values[d.key];
      if (d.kind === 'select') {
        control = el('select', { part: 'control', id, name: d.key, 'data-key': d.key, required: d.required, 'aria-describedby': describedBy(true) });
        for (const [value, text] of [['', words.choose], ...d.options.map((o) => [String(o.value), o.label])]) {
          control.append(el('option', { value, selected: value === current }, text));
        }
        control.addEventListener('change', onInput);
      } else {
        const number = d.kind === 'number';
        control = el('input', {
          part: 'control',
          type: d.kind === 'date' ? 'date' : 'text',
          id,
          name: d.key,
          'data-key': d.key,
          inputmode: number ? (d.type === 'integer' ? 'numeric' : 'decimal') : undefined,
          autocomplete: 'off',
          spellcheck: number ? 'false' : undefined,
          maxlength: number ? undefined : '255',
          pattern: number ? undefined : d.pattern ?? undefined,
          required: d.required,
          'aria-describedby': describedBy(true),
        });
        control.value = current;
        control.addEventListener('input', onInput);
      }
      const shown = d.unit ? el('span', { class: 'with-unit' }, control, el('span', { class: 'unit', id: unitId(id) }, d.unit)) : control;
      field = el('div', { part: 'field', class: 'field' }, label('label', { for: id }), shown);
    }
    if (hint) field.append(hint);
    fields.append(field);
  }
  const form = el('form', { part: 'form', novalidate: true, 'aria-busy': 'false' }, fields);
  form.append(el('div', { class: 'actions' }, el('button', { type: 'submit', part: 'submit', 'aria-disabled': 'false' }, words.submit)));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const refused = shown.find((d) => !acceptable(d, values[d.key]));
    if (refused) form.querySelector(`[data-key="${CSS.escape(refused.key)}"]`)?.focus();
  });
  root.append(form);
  return form;
}


let warmed = false;

/**
 * What src/elements/cee-simulator/simulator-warmup.ts does for the widget, done for the plain page while its answer
 * is on its way: once per page, after the frame being drawn, in a task of its own, the language's number and plural
 * formats, and the same fields read and drawn off the page.
 */
export function scheduleWarmUp(locale, words) {
  if (warmed) return;
  warmed = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      new Intl.PluralRules(locale).select(1);
      new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1);
      buildPlainForm(document.createElement('div'), { data: WARM_UP_SAMPLE }, { prefix: 'warm', words });
    }),
  );
}

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
export const estimateOf = (works) => estimate({ works, context: 'b2c', keep: {} });

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
    if (t.remaining !== undefined) rows.push(row(words.t(all ? 'answer.totals.remaining' : 'answer.totals.remainingOf'), words.euros(t.remaining), { cls: 'remaining' }));
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
      if (figures.remaining !== undefined) rows.push(row(words.t('answer.work.remaining'), words.euros(figures.remaining), { cls: 'remaining' }));
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
    ...generalNotes(words, est).map((text) => el('p', { class: 'why' }, text)),
    el('p', { class: 'disclaimer' }, `${words.t('result.disclaimer')} ${words.t('result.rounded')}`),
    el('div', { class: 'actions' }, print),
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
    if (figures.remaining !== undefined) cell.append(el('p', {}, words.t('answer.work.remaining'), ' ', el('strong', {}, words.euros(figures.remaining))));
    const sentences = figures.state === 'excluded' ? [figures.excludedBy.reason] : workNotes(words, est, figures.fost, ['capped', 'at-most', 'unreadable']);
    cell.append(...sentences.map((text) => el('p', {}, el('small', {}, text))));
    const assumed = figures.state === 'excluded' ? undefined : assumptions(words, figures);
    if (assumed) cell.append(el('p', {}, el('small', {}, assumed)));
    body.append(el('tr', { class: figures.state }, head, cell));
  }
  printed.append(el('table', {}, body), totals(), ...generalNotes(words, est).map((text) => el('p', {}, text)));
  if (est.engagementDate) printed.append(el('p', {}, words.t('answer.print.engagement', { date: formatDate(words.lang, est.engagementDate) })));
  printed.append(el('p', {}, words.t('result.rounded')), el('p', {}, words.t('answer.print.indicative')));
  root.append(answer, printed);
  return [answer, printed];
}

/** What the element's live region says of the answer: the element's own words (src/elements/cee-project/project-notes.ts). */
export const announcePlain = (words, est) => announceAnswer(words, est);
