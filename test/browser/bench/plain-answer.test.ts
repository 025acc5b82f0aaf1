/**
 * `npm run bench` compares `<cee-project>`'s answer with plain DOM calls drawing the same answer
 * (scripts/bench-plain.js). This checks that, for the bench's project of five works (scripts/bench-answers.js), the
 * plain page sends the element's requests (the same bodies, ten calculations with one token) and draws the DOM the
 * element draws (the answer, each work's explanation, the estimate for paper: elements, attributes, ids, text),
 * and says what its live region says: the baseline does the element's work, no less, no more.
 */
import { expect } from '@open-wc/testing';
// @ts-expect-error: plain JavaScript, shared with the bench's pages
import { announcePlain, buildPlainAnswer, estimateOf, normalised, plainProject, plainWords, sendPlainProject } from '../../../scripts/bench-plain.js';
// @ts-expect-error: plain JavaScript, shared with the bench's pages
import { PROJECT } from '../../../scripts/bench-answers.js';
import { sandboxRequests, type LoggedRequest } from '../helpers/sandbox.js';
import { CEE, MPR } from '../cee-simulator/simulator-helpers.js';
import { answerShown, freshSandbox, keyOf, mountProject, plain, root, setValue, statusText, submitButton } from '../cee-project/project-helpers.js';

type Project = { works: string[]; household: Record<string, string>; own: Record<string, Record<string, string | boolean>> };
const project = PROJECT as Project;

/** Where two texts part, with some context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? 'none' : `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 120), i + 120))} vs ${JSON.stringify(b.slice(Math.max(0, i - 120), i + 120))}`;
}

/** The calculations' bodies, each as text, in a stable order. */
const bodies = (log: LoggedRequest[]): string[] =>
  log.map((request) => `${request.path} ${JSON.stringify(request.body, (_, value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort()) : value))}`).sort();

describe('the bench’s plain-DOM baseline for <cee-project>’s answer', () => {
  beforeEach(freshSandbox);

  it('sends the element’s requests and draws the DOM the element draws for the five works’ answer', async () => {
    const el = await mountProject({ works: project.works.join(',') });
    el.values = project.household;
    await el.updateComplete;
    for (const code of project.works) for (const [key, value] of Object.entries(project.own[code]!)) await setValue(el, keyOf(el, code, key), value);
    submitButton(el).click();
    await answerShown(el);
    const widgetCalls = await sandboxRequests({ method: 'POST', prefix: '/calc/api/v2/' });
    const widgetAnswer = root(el).querySelector('.project-answer')!;
    const widgetPrinted = root(el).querySelector('.printed')!;
    const titleId = widgetAnswer.getAttribute('aria-labelledby');

    const words = plainWords('fr');
    const prepared = await plainProject(location.origin, project);
    const answers = await sendPlainProject(prepared);
    const log = await sandboxRequests({ method: 'POST', prefix: '/calc/api/v2/' });
    const plainCalls = log.slice(widgetCalls.length);
    const estimate = estimateOf(answers);
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const [plainAnswer, plainPrinted]: [Element, Element] = buildPlainAnswer(shadow, {
      works: answers.map((answer: { title: string; cee: unknown; mpr: unknown }, i: number) => ({ title: answer.title, figures: estimate.works[i], cee: answer.cee, mpr: answer.mpr })),
      estimate,
      titleId,
      words,
    });

    // The same ten calculations, with the same bodies, each side with one token.
    expect(widgetCalls.length).to.equal(10);
    expect(widgetCalls.filter((request) => request.path === CEE).length).to.equal(5);
    expect(widgetCalls.filter((request) => request.path === MPR).length).to.equal(5);
    expect(bodies(plainCalls)).to.deep.equal(bodies(widgetCalls));
    expect((await sandboxRequests({ method: 'POST', path: '/token' })).length).to.equal(2);

    // The same answer: five works, each with its explanation, and the estimate for paper.
    expect(widgetAnswer.querySelectorAll('.answer-work details.how .how-block').length).to.equal(10);
    // The heat pump and the water heater cannot be combined (since 2026): the choice is drawn, one is not counted.
    expect(widgetAnswer.querySelectorAll('fieldset.choice input[type="radio"]').length).to.equal(2);
    // Every work is on paper, the one not counted too.
    expect(widgetPrinted.querySelectorAll('tbody tr').length).to.equal(5);
    const text = (node: Element): string => normalised(node);
    expect(text(widgetAnswer).length).to.be.greaterThan(5000);
    expect(firstDifference(text(plainAnswer), text(widgetAnswer))).to.equal('none');
    expect(firstDifference(text(plainPrinted), text(widgetPrinted))).to.equal('none');
    expect(plain(announcePlain(words, estimate))).to.equal(statusText(el));
    host.remove();
  });
});
