// Host words that are not text (#27): a CMS export gives `null` for an untranslated key, a number or an object by
// mistake. Every key of an element given each of these, page-wide: our words show, the console says so once per
// key, and the element does its whole job (a result, a worksite created, a document uploaded). One entry per element.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait-until.js';
import { configure, resetConfiguration } from '../../src/index.js';
import type { Messages } from '../../src/i18n/translate.js';
import { commonMessages } from '../../src/i18n/common.js';
import { summaryMessages } from '../../src/i18n/summary.js';
import { frenchRules } from '../../src/i18n/rules.fr.js';
import { simulatorMessages } from '../../src/elements/cee-simulator/cee-simulator.messages.js';
import { resultMessages } from '../../src/ui/aid-result/aid-result.messages.js';
import { pickerMessages } from '../../src/ui/simulation/operation-picker.js';
import { worksiteFormMessages } from '../../src/elements/worksite-form/worksite-form.messages.js';
import { projectMessages } from '../../src/elements/cee-project/cee-project.messages.js';
import { answerMessages } from '../../src/elements/cee-project/project-answer.messages.js';
import { leadMessages } from '../../src/ui/lead-step/lead-step.messages.js';
import { answerShown, answerText, fillWork, mountProject, submitButton as projectSubmit } from './cee-project/project-helpers.js';
import { codeMessages } from '../../src/elements/worksite-form/worksite-code.messages.js';
import { docUploaderMessages } from '../../src/elements/doc-uploader/doc-uploader.messages.js';
import { uploadMessages } from '../../src/elements/doc-uploader/upload-code.messages.js';
import { HEAT_PUMP, fieldError, fill as fillSimulator, freshSandbox, mountSimulator, resultShown, resultText, submitButton } from './cee-simulator/simulator-helpers.js';
import { control as formControl, fillValidWorksite, mountForm, submitButton as createButton, waitForOutcome } from './worksite-form/form-fixture.js';
import { action, chooseType, item, mountUploader, pdf, pickFiles, waitForStates } from './doc-uploader/uploader-fixture.js';

/** What a partner's table may hold where words should be: each key gets one of them in turn. */
const NOT_TEXT: unknown[] = [null, 1234567, { fr: 'objet' }];
const SHOWN_IF_TAKEN = /\bnull\b|1234567|\[object Object\]/;

function wordsNotText(...tables: Messages[]): Record<string, unknown> {
  const keys = [...new Set([commonMessages, summaryMessages, frenchRules, ...tables].flatMap((table) => Object.keys(table)))];
  return Object.fromEntries(keys.map((key, index) => [key, NOT_TEXT[index % NOT_TEXT.length]]));
}

const shownText = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');

interface Case {
  tag: string;
  words: Record<string, unknown>;
  /** Drives the element to the end of its job; answers what its words and events say. */
  run(): Promise<{ el: HTMLElement; ours: string[]; events: number }>;
}

const CASES: Case[] = [
  {
    tag: 'cee-simulator',
    words: wordsNotText(simulatorMessages, resultMessages, pickerMessages),
    async run() {
      const el = await mountSimulator({ fost: 'BAR-TH-171', price: '8' });
      let events = 0;
      el.addEventListener('cee-result', () => events++);
      submitButton(el).click();
      await waitUntil(() => fieldError(el, 'housing.department') !== '', 'no check of the empty form', { timeout: 10_000 });
      const refusal = fieldError(el, 'housing.department');
      await fillSimulator(el, HEAT_PUMP);
      submitButton(el).click();
      await resultShown(el);
      await waitUntil(() => events === 1, 'no cee-result');
      return { el, ours: [submitButton(el).textContent!.trim(), refusal, resultText(el)], events };
    },
  },
  {
    tag: 'cee-project',
    words: wordsNotText(projectMessages, answerMessages, resultMessages, pickerMessages, leadMessages),
    async run() {
      const el = await mountProject({ works: 'BAR-EN-101', price: '8' });
      let events = 0;
      el.addEventListener('cee-project-result', () => events++);
      await fillWork(el, 'BAR-EN-101', { 'operation.surface': '80', 'project.quote': '9000', 'housing.department': '67', 'household.size': '3', 'household.income': '32000' });
      projectSubmit(el).click();
      await answerShown(el);
      await waitUntil(() => events === 1, 'no cee-project-result');
      return { el, ours: [projectSubmit(el).textContent!.trim(), answerText(el)], events };
    },
  },
  {
    tag: 'worksite-form',
    words: wordsNotText(worksiteFormMessages, codeMessages),
    async run() {
      const el = await mountForm();
      let events = 0;
      el.addEventListener('worksite-created', () => events++);
      const parcel = formControl(el, 'Parcelle cadastrale');
      const hint = el.shadowRoot!.getElementById(`${parcel?.id}-hint`)?.textContent ?? '';
      await fillValidWorksite(el);
      const label = createButton(el).textContent!.trim();
      createButton(el).click();
      await waitForOutcome(el);
      await waitUntil(() => events === 1, 'no worksite-created', { timeout: 10_000 });
      return { el, ours: [hint, label], events };
    },
  },
  {
    tag: 'doc-uploader',
    words: wordsNotText(docUploaderMessages, uploadMessages),
    async run() {
      const el = await mountUploader({ multiple: true });
      let events = 0;
      el.addEventListener('document-uploaded', () => events++);
      await pickFiles(el, [pdf('devis.pdf')]);
      await chooseType(el, item(el, 0), '3');
      action(item(el, 0), 'send')!.click();
      await waitForStates(el, (states) => states.join() === 'done', 'the upload ends');
      return { el, ours: [shownText(el)], events };
    },
  },
];

describe('host words that are not text', () => {
  const warnings: string[] = [];
  const warn = console.warn;
  beforeEach(async () => {
    await freshSandbox();
    warnings.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
    resetConfiguration();
  });

  it('covers every element the package registers', async () => {
    const { ELEMENTS } = await import('../../src/element-classes.js');
    expect(CASES.map((c) => c.tag).sort().join()).to.equal(ELEMENTS.map((element) => element.tag).sort().join());
  });

  for (const { tag, words, run } of CASES) {
    it(`<${tag}> shows its own words for null, a number or an object, warns once per key and does its job`, async () => {
      configure({ messages: { fr: words as never } });
      const { el, ours, events } = await run();
      expect(events).to.equal(1);
      for (const text of ours) expect(text.trim() === '' || SHOWN_IF_TAKEN.test(text), text).to.equal(false);
      expect(SHOWN_IF_TAKEN.exec(shownText(el))?.[0] ?? 'none').to.equal('none');
      const warned = warnings.filter((w) => w.includes('are not text')).map((w) => /"([^"]+)"/.exec(w)?.[1] ?? '');
      expect(warned.length > 0 || tag !== CASES[0]!.tag).to.equal(true);
      expect(warned.length).to.equal(new Set(warned).size);
      for (const key of warned) expect(Object.hasOwn(words, key), key).to.equal(true);
    });
  }
});
