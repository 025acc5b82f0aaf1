/**
 * `npm run bench` compares the simulator with plain DOM calls building the same form (scripts/bench-plain.js), and
 * `npm run bench:peers` with Lit alone too (a bare LitElement, scripts/bench-peers/lit.js). This checks that the
 * three build the same DOM (elements, attributes, ids, text: the form and its live region), for the real BAR-TH-171
 * answer and for the bench's 200 mixed fields, so each baseline does the widget's work: no less (a cheaper DOM would
 * flatter it), no more.
 */
import { expect } from '@open-wc/testing';
// @ts-expect-error: plain JavaScript, shared with the bench's pages
import { buildPlainForm, normalised, plainStatus, WORDS as words } from '../../../scripts/bench-plain.js';
// @ts-expect-error: plain JavaScript, shared with the bench's pages
import { manyDescriptors } from '../../../scripts/bench-answers.js';
// @ts-expect-error: plain JavaScript, shared with the bench's pages
import { litForm } from '../../../scripts/bench-peers/lit.js';
import { failNext } from '../helpers/sandbox.js';
import { freshSandbox, INPUTS_171, mountSimulator, root } from '../cee-simulator/simulator-helpers.js';

async function answerOf(path: string): Promise<unknown> {
  const token = ((await (await fetch('/token', { method: 'POST' })).json()) as { access_token: string }).access_token;
  return (await fetch(`/calc${path.replace(/^\/calc/, '')}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' } })).json();
}

let litForms = 0;

/** What Lit alone draws for `answer` (its shadow root: the form and the live region), as comparable text. */
async function litDom(answer: unknown, prefix: string, words: Record<string, string>): Promise<string> {
  const tag = `bench-lit-form-${++litForms}`;
  customElements.define(tag, litForm({ sheets: [], fetchAnswer: async (sent: () => void) => (sent(), answer), words, prefix }));
  const el = document.body.appendChild(document.createElement(tag)) as HTMLElement & { answered: Promise<void>; updateComplete: Promise<boolean> };
  await el.answered;
  await el.updateComplete;
  const text = [...el.shadowRoot!.children].map((child) => normalised(child)).join('');
  el.remove();
  return text;
}

/** The simulator's shadow root (its form and its live region), the plain one and Lit alone's, as comparable text. */
async function bothForms(answer: unknown): Promise<[string, string, string]> {
  const el = await mountSimulator({ fost: 'BAR-TH-171' });
  const prefix = root(el).querySelector('[data-key]')!.id.split('-f-')[0]!;
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  // On a page's load the element's region stays silent: nobody has used it yet.
  const status = plainStatus(shadow, '');
  buildPlainForm(shadow, answer, { prefix, words, status });
  const whole = (parent: ShadowRoot) => [...parent.children].map((child) => normalised(child)).join('');
  return [whole(root(el)), whole(shadow), await litDom(answer, prefix, words)];
}

/** Where two texts part, with some context (a short message rather than two whole forms). */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? 'none' : `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 80), i + 80))} vs ${JSON.stringify(b.slice(Math.max(0, i - 80), i + 80))}`;
}

describe('the bench’s plain-DOM baseline', () => {
  beforeEach(freshSandbox);

  it('builds the DOM the simulator draws for BAR-TH-171', async () => {
    const [widget, plain, lit] = await bothForms(await answerOf(INPUTS_171));
    expect(widget.length).to.be.greaterThan(2000);
    expect(firstDifference(plain, widget)).to.equal('none');
    expect(firstDifference(lit, widget)).to.equal('none');
  });

  it('checks the values it keeps on submit: the first refused field takes the focus', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const form = buildPlainForm(shadow, { data: manyDescriptors(7) }, { words: { required: 'obligatoire', choose: '— Choisir —', submit: 'Calculer' } });
    const focused = () => shadow.activeElement?.getAttribute('data-key');
    const type = (key: string, value: string) => {
      const input = shadow.querySelector<HTMLInputElement>(`[data-key="${key}"]`)!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    form.requestSubmit();
    expect(focused()).to.equal('bench.surface_0');
    type('bench.surface_0', '5000');
    form.requestSubmit();
    expect(focused()).to.equal('bench.surface_0');
    type('bench.surface_0', '120');
    form.requestSubmit();
    expect(focused()).to.equal('bench.energy_1');
    host.remove();
  });

  it('builds the DOM the simulator draws for 200 fields of every kind, with labelled options', async () => {
    const answer = { data: manyDescriptors(200) };
    await failNext({ method: 'GET', path: INPUTS_171, status: 200, body: JSON.stringify(answer) });
    const [widget, plain, lit] = await bothForms(answer);
    expect((widget.match(/<input|<select/g) ?? []).length).to.be.greaterThan(200);
    expect(firstDifference(plain, widget)).to.equal('none');
    expect(firstDifference(lit, widget)).to.equal('none');
  });
});
