// The pages `npm run bench` opens. Each loads the built dist/cee-widgets.js as a partner page would and
// leaves its figures in `window.benchResult`.
const bases = `
  const origin = location.origin;
  const bases = { 'api-base': origin + '/partner', 'calc-base': origin + '/calc', 'token-endpoint': origin + '/token' };
  function widget(tag, attributes = {}) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries({ ...bases, ...attributes })) el.setAttribute(name, value);
    return el;
  }
  const inputsLoaded = (el) => new Promise((resolve) => el.addEventListener('cee-inputs-loaded', resolve, { once: true }));
  /** Clicks the submit button of \`el\`; resolves once its \`result\` event is told and its update done. */
  async function submitted(el, result) {
    const told = new Promise((resolve, reject) => {
      el.addEventListener(result, resolve, { once: true });
      el.addEventListener('cee-error', (event) => reject(new Error(JSON.stringify(event.detail))), { once: true });
    });
    el.shadowRoot.querySelector('[part~="submit"]').click();
    await told;
    await el.updateComplete;
  }
`;

const page = (script) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,"></head>
<body><script type="module">
${bases}
${script}
</script></body></html>`;

/**
 * What every render page does around its own `renderOnce()`, which inserts one form and draws it from a fresh
 * answer: it returns `{form, inserted, answer, laidOut, painted, controls}`, `inserted` the moment the form went
 * into the page (before its code, when the page fetches it then), `answer` the moment the simulation-inputs answer
 * had arrived (its `responseEnd`), `laidOut` when every control was in the DOM and laid out, `painted` when the
 * frame after that was drawn (a task posted from that frame's `requestAnimationFrame` callback runs once it is),
 * and `controls()` when its controls first appeared in the DOM (a mutation observer, the same on every page). What
 * a visitor waits for is from `inserted` to `painted`; from `answer` is shown beside it. In order, on one page:
 * - **cold**: the first form, with its trace (insertion, the token's and the inputs' requests, the answer, the
 *   controls, laid out, painted), the frames that started between the answer and its controls (the callbacks of a
 *   `requestAnimationFrame` chain running meanwhile) and the memory it added, code compiled on first use included;
 *   with `?cold`, only that;
 * - **warm**: a tenth of a second later (far less than a person takes to choose another operation), a second form,
 *   then 15 keystrokes in its first number field, each from the start of a frame to the `input` event handled,
 *   drawn and laid out (median); with `?at-once`, only the second form, drawn at once after the first one went;
 * - **twenty more** forms, one after the other, kept on the page together: their times (`later`, the median), the
 *   memory their rendering added per form (with the code the engine compiled meanwhile, which a page pays once), and
 *   the memory each holds, measured by letting them go. Twenty, not four: what a heap's reading does not owe to the
 *   forms (tens of KiB either way) is then a twentieth of a form's figure, not a quarter (the plain page's 7-field
 *   form read 123 KiB with four forms, 155 KiB with ten, twenty or forty).
 * Memory is read by `benchMemory()` (scripts/bench-harness.js), after full collections in a task of their own:
 * V8's heap and Blink's (the DOM's nodes, styles and layout objects), the same reading on every page.
 */
const renderCommon = `
  const INPUTS = origin + '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
  const TOKEN = origin + '/token';
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const channel = new MessageChannel();
  /** After every microtask of the current task (a Lit update is one), in a task of its own. */
  const settled = () => new Promise((resolve) => ((channel.port1.onmessage = () => resolve()), channel.port2.postMessage(0)));
  /** When the next frame has been drawn: a task posted from its requestAnimationFrame callback runs after it. */
  const painted = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const after = new MessageChannel();
        after.port1.onmessage = () => resolve(performance.now());
        after.port2.postMessage(0);
      }),
    );
  const aTask = () => new Promise((resolve) => setTimeout(resolve, 50));
  const FORMS = 20;
  const query = new URLSearchParams(location.search);
  const atOnce = query.has('at-once');
  const coldOnly = query.has('cold');
  /** Before the second form: a moment for what the engine does after a render (optimising the code it ran, collecting). */
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  /** V8's and Blink's heaps in use, in KiB, after full collections in a task of their own (the one after it too). */
  const memory = async () => (await aTask(), gc(), gc(), await aTask(), benchMemory());
  const minus = (a, b, per = 1) => ({ v8: (a.v8 - b.v8) / per, blink: (a.blink - b.blink) / per });
  let token;
  /**
   * The simulation-inputs answer, as the widget asks for it: a token first (once per page), then the inputs at
   * once; \`sent()\` is called once the inputs' request has left (the warm-up waits for it).
   */
  async function fetchAnswer(sent) {
    token ??= (await (await fetch(TOKEN, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } })).json()).access_token;
    const response = fetch(INPUTS, { headers: { Authorization: 'Bearer ' + token, Accept: 'application/json', 'Accept-Language': 'fr' } });
    sent?.();
    return (await response).json();
  }
  /**
   * When the page's script got the answer's body (the widget reads it with \`text()\`, the other pages with
   * \`json()\`): from the answer's arrival to then, the browser delivers it; from then on, the page works.
   */
  let bodyAt;
  for (const method of ['text', 'json']) {
    const read = Response.prototype[method];
    Response.prototype[method] = function () {
      const url = this.url;
      return read.call(this).then((body) => (url === INPUTS && (bodyAt = performance.now()), body));
    };
  }
  /** When the simulation-inputs answer had arrived. */
  const answerEnd = () => performance.getEntriesByName(INPUTS).at(-1).responseEnd;
  /** When an element matching \`selector\` first appears under \`root\` (or the root \`rootOf()\` gives, once there); read once the render is done. */
  function watchControls(root, selector = 'input, select') {
    let at;
    const observer = new MutationObserver(() => {
      if (at === undefined && root.querySelector(selector)) at = performance.now();
    });
    observer.observe(root, { childList: true, subtree: true });
    // A microtask later, so that the observer has seen what the render's last microtask put in.
    return () => Promise.resolve().then(() => (observer.disconnect(), at ?? Infinity));
  }
  /** When each frame started (its requestAnimationFrame callbacks ran) until \`stop()\`. */
  function watchFrames() {
    const starts = [];
    let on = true;
    const tick = () => on && (starts.push(performance.now()), requestAnimationFrame(tick));
    requestAnimationFrame(tick);
    return { stop: () => ((on = false), starts) };
  }
  /**
   * One form's way from its insertion to its paint, in ms from the insertion: when the token's request left and its
   * answer came (when this form asked for one), when the inputs' request left and its answer came, when the controls
   * were in the DOM, laid out, painted.
   */
  function traceOf(rendered, controlsAt) {
    const from = rendered.inserted;
    const after = (name) => performance.getEntriesByName(name).filter((entry) => entry.startTime >= from).at(-1);
    const [tokenEntry, inputsEntry] = [after(TOKEN), after(INPUTS)];
    const at = (t) => (t === undefined ? undefined : t - from);
    return {
      tokenSent: at(tokenEntry?.startTime),
      tokenAnswered: at(tokenEntry?.responseEnd),
      inputsSent: at(inputsEntry?.startTime),
      answer: at(rendered.answer),
      controls: at(controlsAt),
      laidOut: at(rendered.laidOut),
      painted: at(rendered.painted),
    };
  }
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  /** A warm render, then 15 keystrokes in its first number field; the form let go (no reference to it left here). */
  async function keystrokes(renderOnce, rootOf, selector, forget) {
    const warm = await renderOnce();
    const input = rootOf(warm.form).querySelector(selector);
    const keys = [];
    for (let i = 0; i < 16; i++) {
      await nextFrame();
      const start = performance.now();
      setValue.call(input, String(10 + i));
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await settled();
      input.getBoundingClientRect();
      if (i) keys.push(performance.now() - start);
    }
    keys.sort((a, b) => a - b);
    forget(warm.form);
    return { ...warm, key: keys[keys.length >> 1] };
  }
  /** From the insertion to the frame drawn; from the answer to laid out. */
  const waited = (rendered) => rendered.painted - rendered.inserted;
  const fromAnswer = (rendered) => rendered.laidOut - rendered.answer;
  async function measure({ renderOnce, forget, rootOf, keySelector = 'input[inputmode="decimal"]' }) {
    try {
      await nextFrame();
      let before = await memory();
      const frames = watchFrames();
      let cold = await renderOnce();
      const starts = frames.stop();
      const controlsAt = await cold.controls();
      const coldAdded = minus(await memory(), before);
      const { answer } = cold;
      const first = {
        cold: waited(cold),
        coldLaidOut: cold.laidOut - cold.inserted,
        coldAnswer: fromAnswer(cold),
        trace: traceOf(cold, controlsAt),
      };
      forget(cold.form);
      cold = undefined;
      if (coldOnly) {
        window.benchResult = first;
        return;
      }
      const between = (from, to) => starts.filter((t) => t > from && t < to).length;
      Object.assign(first, {
        frames: between(answer, controlsAt),
        // Of those, the frames that started while the browser was still handing the answer to the page.
        framesDelivery: between(answer, Math.min(bodyAt, controlsAt)),
        delivery: bodyAt - answer,
        controls: controlsAt - answer,
        coldAdded: coldAdded.v8 + coldAdded.blink,
      });
      if (atOnce) {
        // The second form at once, while the engine still finishes what the first one left it (optimising the code
        // it ran, collecting): no page asks for that, but it is shown.
        const next = await renderOnce();
        forget(next.form);
        window.benchResult = { atOnce: waited(next) };
        return;
      }
      await pause();
      const warm = await keystrokes(renderOnce, rootOf, keySelector, forget);
      before = await memory();
      let kept = [];
      for (let i = 0; i < FORMS; i++) kept.push(await renderOnce());
      const later = kept.map(waited).sort((a, b) => a - b);
      const held = await memory();
      kept.forEach((rendered) => forget(rendered.form));
      kept = undefined;
      const holds = minus(held, await memory(), FORMS);
      const added = minus(held, before, FORMS);
      window.benchResult = {
        ...first,
        warm: waited(warm),
        warmAnswer: fromAnswer(warm),
        later: (later[(FORMS - 1) >> 1] + later[FORMS >> 1]) / 2,
        key: warm.key,
        holds: holds.v8 + holds.blink,
        holdsV8: holds.v8,
        holdsBlink: holds.blink,
        added: added.v8 + added.blink,
      };
    } catch (error) {
      window.benchResult = { error: String((error && error.stack) || error) };
    }
  }
`;

/**
 * A page with one simulator, loading the library from `src`, in `lang`: done once a whole simulation has run
 * (fields shown, values given, calculated, result shown), so every script such a page needs is counted; `shown`
 * lists the scripts it had downloaded when the form was shown, before any gesture.
 */
const simulatorOnly = (src, lang = 'fr') =>
  page(`
    await import('${src}');
    const el = widget('cee-simulator', { fost: 'BAR-TH-171', lang: '${lang}' });
    const loaded = inputsLoaded(el);
    document.body.append(el);
    await loaded;
    await el.updateComplete;
    // What the page downloaded to show the form, before the visitor does anything (a moment to settle first).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shown = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).map((entry) => entry.name);
    el.values = { 'housing.department': '67', 'housing.type': 'maison', 'housing.surface': '100', 'operation.usage': 'ecs', 'operation.etas': '140-170' };
    await el.updateComplete;
    await submitted(el, 'cee-result');
    window.benchResult = { ok: true, shown, result: el.shadowRoot.querySelector('[part~="result"]')?.textContent.replace(/\\s+/g, ' ').trim() };
  `);

/**
 * What the project pages share: the project (scripts/bench-answers.js), when its last calculation answer had
 * arrived, a wait on what the page shows (checked on each change, no polling), and, for `<cee-project>`, showing
 * it, typing the project in it as a visitor does, and calculating. The render pages calculate twice: **cold**, the
 * first answer on a fresh page, and **warm**, a tenth of a second after a quote changed; each timed from the
 * arrival of the last of its ten calculation answers (its `responseEnd`) to the frame after the answer was drawn and
 * laid out, drawn too (and to laid out, shown beside it).
 */
const projectCommon = `
  const { PROJECT } = await import('/scripts/bench-answers.js');
  const CALCULATIONS = ['/calc/api/v2/cee', '/calc/api/v2/mpr'].map((path) => origin + path);
  /** When the last calculation answer asked for after \`since\` had arrived. */
  function lastAnswer(since) {
    const ends = performance.getEntriesByType('resource').filter((e) => CALCULATIONS.includes(e.name) && e.startTime >= since).map((e) => e.responseEnd);
    if (ends.length !== 10) throw new Error(ends.length + ' calculation answers instead of 10');
    return Math.max(...ends);
  }
  /** Resolves once \`ready()\` holds, checked on every change under \`root\`. */
  function until(root, ready) {
    return new Promise((resolve) => {
      if (ready()) return resolve();
      const observer = new MutationObserver(() => ready() && (observer.disconnect(), resolve()));
      observer.observe(root, { childList: true, subtree: true, attributes: true });
    });
  }
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  /** When the next frame has been drawn: a task posted from its requestAnimationFrame callback runs after it. */
  const painted = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const after = new MessageChannel();
        after.port1.onmessage = () => resolve(performance.now());
        after.port2.postMessage(0);
      }),
    );
  /** The elements of the answer region (the answer and its printed estimate), as a check that both draw as much. */
  const elementsOf = (root) => [...root.querySelectorAll('.project-answer, .printed')].reduce((n, section) => n + 1 + section.querySelectorAll('*').length, 0);
  /** The warm calculation's change: the last work's quote. */
  const LAST = PROJECT.works.at(-1);
  const WARM_QUOTE = String(Number(PROJECT.own[LAST]['project.quote']) + 100);

  /** A <cee-project> of the project's works, the household's answers given through \`values\`, on the page. */
  function appendProject(...before) {
    const el = widget('cee-project', { works: PROJECT.works.join(','), lang: 'fr' });
    el.values = PROJECT.household;
    document.body.append(...before, el);
    return el;
  }
  const workOf = (el, code) => el.shadowRoot.querySelector('section[part~="work"][data-fost="' + code + '"]');
  /** Every work shows its questions, and works can be added ("Ajouter des travaux"). */
  async function worksShown(el) {
    await customElements.whenDefined('cee-project');
    const shown = () => PROJECT.works.every((code) => workOf(el, code) && !workOf(el, code).querySelector('[aria-busy="true"]'));
    await until(el.shadowRoot, () => shown() && el.shadowRoot.querySelector('[part~="add-work-button"], [part~="operation-picker"]'));
    await el.updateComplete;
  }
  /** A work's own control (\`<id>|<key>\`), else the household's, set as a visitor does. */
  async function type(el, code, key, value) {
    const root = el.shadowRoot;
    const own = workOf(el, code).dataset.work + '|' + key;
    const controls = [...root.querySelectorAll('[data-key="' + CSS.escape(own) + '"]')];
    const list = controls.length ? controls : [...root.querySelectorAll('[data-key="' + CSS.escape(key) + '"]')];
    const first = list[0];
    if (!first) throw new Error('no control for ' + key + ' of ' + code);
    if (first.type === 'radio') list.find((radio) => radio.value === String(value)).click();
    else if (first.type === 'checkbox') first.checked !== value && first.click();
    else {
      first.value = String(value);
      first.dispatchEvent(new Event(first.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true, composed: true }));
    }
    await el.updateComplete;
  }
  /** Each work's own answers and its quote, typed in its controls. */
  async function typeProject(el) {
    for (const code of PROJECT.works) for (const [key, value] of Object.entries(PROJECT.own[code])) await type(el, code, key, value);
  }
  /** "Calculer", as a click: resolves once the answer is drawn (its event told, the element's update done). */
  const calculateProject = (el) => submitted(el, 'cee-project-result');
`;

/** A project of five works, as scripts/bench-answers.js describes it, typed and calculated as a visitor does. */
const projectWidget = (src) =>
  page(`
    ${projectCommon}
    await import('${src}');
    try {
      const el = appendProject();
      await worksShown(el);
      await typeProject(el);
      async function calculate() {
        const since = performance.now();
        await calculateProject(el);
        el.shadowRoot.querySelector('.project-answer').getBoundingClientRect();
        const end = performance.now();
        const drawn = await painted();
        const last = lastAnswer(since);
        return { laidOut: end - last, painted: drawn - last };
      }
      await pause();
      const cold = await calculate();
      await type(el, LAST, 'project.quote', WARM_QUOTE);
      await pause();
      const warm = await calculate();
      window.benchResult = { cold: cold.painted, coldLaidOut: cold.laidOut, warm: warm.painted, warmLaidOut: warm.laidOut, elements: elementsOf(el.shadowRoot), all: el.shadowRoot.querySelectorAll('*').length };
    } catch (error) {
      window.benchResult = { error: String((error && error.stack) || error) };
    }
  `);

/**
 * The plain page: the project's requests, a form of its questions, and the answer, all drawn with DOM calls
 * (scripts/bench-plain.js) in a shadow root holding the stylesheets `<cee-project>`'s holds when it draws its
 * answer (its own, the result view's, the answer's), with its polite live region; it takes the same focus and scroll.
 */
const projectPlain = page(`
  ${projectCommon}
  const plain = await import('/scripts/bench-plain.js');
  const { sheets } = await import('/bench/project-styles.js');
  try {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = sheets.map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    const status = shadow.appendChild(document.createElement('div'));
    for (const [name, value] of Object.entries({ part: 'status ', class: 'status visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' })) status.setAttribute(name, value);
    const words = plain.plainWords('fr');
    const prepared = await plain.plainProject(origin, PROJECT);
    // A form on the page too, drawn by the plain page's own DOM code before any answer, as the element has drawn
    // its own: the questions the works share once, then each work's (plainProjectForm; not the element's DOM).
    plain.plainProjectForm(shadow, prepared);
    const titleId = 'cw1-answer-title';
    let drawn = [];
    async function calculate() {
      const since = performance.now();
      // As the element does on "Calculer": the previous answer goes while the new one is calculated.
      for (const section of drawn) section.remove();
      const answers = await plain.sendPlainProject(prepared);
      const estimate = plain.estimateOf(answers);
      const works = answers.map((answer, i) => ({ title: answer.title, figures: estimate.works[i], cee: answer.cee, mpr: answer.mpr }));
      drawn = plain.buildPlainAnswer(shadow, { works, estimate, titleId, words, onPrint: () => print(), onKeep: () => undefined });
      status.textContent = plain.announcePlain(words, estimate);
      const heading = shadow.getElementById(titleId);
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.parentElement.scrollIntoView({ block: 'nearest', behavior: reduce ? 'instant' : 'smooth' });
      heading.focus({ preventScroll: true });
      drawn[0].getBoundingClientRect();
      const end = performance.now();
      const shown = await painted();
      const last = lastAnswer(since);
      return { laidOut: end - last, painted: shown - last };
    }
    await pause();
    const cold = await calculate();
    prepared.works.find((work) => work.fost === LAST).quote = Number(WARM_QUOTE);
    await pause();
    const warm = await calculate();
    window.benchResult = { cold: cold.painted, coldLaidOut: cold.laidOut, warm: warm.painted, warmLaidOut: warm.laidOut, elements: elementsOf(shadow), all: shadow.querySelectorAll('*').length };
  } catch (error) {
    window.benchResult = { error: String((error && error.stack) || error) };
  }
`);

/** The stylesheets of `<cee-project>`'s shadow root once it shows an answer, as text (from the built modules). */
async function projectStyles() {
  const [{ CeeProject }, { resultStyles }, { answerStyles }] = await Promise.all([
    import('../dist/npm/elements/cee-project/cee-project.js'),
    import('../dist/npm/ui/aid-result/aid-result.styles.js'),
    import('../dist/npm/elements/cee-project/project-answer.js'),
  ]);
  const sheets = [...[CeeProject.styles].flat(Infinity), resultStyles, answerStyles].map((styles) => styles.cssText);
  return `export const sheets = ${JSON.stringify(sheets)};\n`;
}

/**
 * A page with one `<cee-project>` of the bench's five works, loading the library from `src`: `shown` lists the
 * scripts it had downloaded once every work showed its questions and the picker was ready, before any gesture;
 * then the project is typed and calculated, so every script a whole project needs is counted. With `simulator`, a
 * `<cee-simulator>` of BAR-TH-171 stands above it, and the page stops at `shown`.
 */
const projectOnly = (src, { simulator = false } = {}) =>
  page(`
    ${projectCommon}
    await import('${src}');
    try {
      const sim = ${simulator} ? widget('cee-simulator', { fost: 'BAR-TH-171', lang: 'fr' }) : undefined;
      const simulatorShown = sim ? inputsLoaded(sim) : undefined;
      const el = appendProject(...(sim ? [sim] : []));
      await worksShown(el);
      await simulatorShown;
      // What the page downloaded to show its elements, before the visitor does anything (a moment to settle first).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const shown = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).map((entry) => entry.name);
      if (sim) window.benchResult = { ok: true, shown, result: 'shown' };
      else {
        await typeProject(el);
        await calculateProject(el);
        window.benchResult = { ok: true, shown, result: el.shadowRoot.querySelector('.project-answer')?.textContent.replace(/\\s+/g, ' ').trim() };
      }
    } catch (error) {
      window.benchResult = { error: String((error && error.stack) || error) };
    }
  `);

/**
 * A page drawing `<cee-simulator>` forms of BAR-TH-171 with the library from `src`: the single file, loaded and
 * defined before the first form, or the lazy build's loader, which fetches the element's code when the first form's
 * tag appears in the page (after its insertion, then, as a partner's page does).
 */
const renderWidget = (src) =>
  page(`
    ${renderCommon}
    const lib = await import('${src}');
    const host = document.body.appendChild(document.createElement('main'));
    async function renderOnce() {
      // Each form its own answer, as on the plain page (simulators of one code share theirs otherwise); the lazy
      // loader has no such call, and its page draws only the first form.
      lib.clearApiCache?.();
      const inserted = performance.now();
      const el = widget('cee-simulator', { fost: 'BAR-TH-171', lang: 'fr' });
      const loaded = inputsLoaded(el);
      host.append(el);
      // Defined now (the single file), or once its code is here (the lazy build: before its first render).
      const watching = customElements.get('cee-simulator')
        ? watchControls(el.shadowRoot, '.fields [data-key]')
        : customElements.whenDefined('cee-simulator').then(() => watchControls(el.shadowRoot, '.fields [data-key]'));
      await loaded;
      await el.updateComplete;
      el.shadowRoot.querySelector('form').getBoundingClientRect();
      const laidOut = performance.now();
      const controls = await watching;
      return { form: el, inserted, answer: answerEnd(), laidOut, painted: await painted(), controls };
    }
    await measure({ renderOnce, forget: (el) => (el.remove(), lib.clearApiCache?.()), rootOf: (el) => el.shadowRoot });
  `);

/**
 * The plain page beside `renderWidget(src)`: the same form and live region drawn with DOM calls
 * (scripts/bench-plain-form.js) in a shadow root holding the element's stylesheets, made from their text when the first form goes in, as the element
 * makes them. Its form code is loaded before the first form beside the single file, and fetched when the first form
 * goes in beside the lazy build, as the lazy loader fetches the element's code. The page loads `src` too, as the
 * widget's page does (it draws nothing with it).
 */
const renderPlain = (src) =>
  page(`
    ${renderCommon}
    await import('${src}');
    const { sheets } = await import('/bench/simulator-styles.js');
    const lazy = ${JSON.stringify(src.includes('/lazy/'))};
    let plain = lazy ? undefined : await import('/scripts/bench-plain-form.js');
    let styles;
    const host = document.body.appendChild(document.createElement('main'));
    async function renderOnce() {
      const inserted = performance.now();
      plain ??= await import('/scripts/bench-plain-form.js');
      // The requests first, as the element sends them once its code is here; the widget's warm-up, the plain page's
      // way, once they have left (once per page).
      let answered = false;
      const answering = fetchAnswer(() => plain.scheduleWarmUp('fr-FR', plain.WORDS, () => !answered));
      const el = host.appendChild(document.createElement('div'));
      const shadow = el.attachShadow({ mode: 'open' });
      styles ??= sheets.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      });
      shadow.adoptedStyleSheets = styles;
      // The element's polite live region, from its first render, silent on a page's load (nobody has asked anything).
      const status = plain.plainStatus(shadow, '');
      const controls = watchControls(shadow, '.fields [data-key]');
      const answer = await answering;
      answered = true;
      plain.buildPlainForm(shadow, answer, { prefix: 'cw1', words: plain.WORDS, status });
      // As on the widget's page, where Lit puts the controls in within a microtask and the page lays them out after:
      // the mutation observer sees them before the layout.
      await null;
      shadow.querySelector('form').getBoundingClientRect();
      const laidOut = performance.now();
      return { form: el, inserted, answer: answerEnd(), laidOut, painted: await painted(), controls };
    }
    await measure({ renderOnce, forget: (el) => el.remove(), rootOf: (el) => el.shadowRoot });
  `);

/** The stylesheets of `<cee-simulator>`'s shadow root, as text (from the built modules). */
async function simulatorStyles() {
  const { CeeSimulator } = await import('../dist/npm/elements/cee-simulator/cee-simulator.js');
  const sheets = [CeeSimulator.styles].flat(Infinity).map((styles) => styles.cssText);
  return `export const sheets = ${JSON.stringify(sheets)};\n`;
}

/**
 * A partner's page as written (the README's first example): the script tag in the head, the element in the HTML with
 * its attributes. It leaves, from the navigation's start, when the controls were painted (the frame after the first
 * control is in the DOM) and when the inputs' request left and its answer came (resource timing). `npm run bench`
 * opens it on a network it slows down (DevTools' emulation), where each file fetched before another costs a round trip.
 */
const partnerPage = (src) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,">
<script type="module" src="${src}"></script></head>
<body><main><h1>Vos aides</h1>
<cee-simulator calc-base="/calc" token-endpoint="/token" fost="BAR-TH-171"></cee-simulator></main>
<script type="module">
  try {
    const el = document.querySelector('cee-simulator');
    const look = () => el.shadowRoot?.querySelector('.fields [data-key]');
    await customElements.whenDefined('cee-simulator');
    if (!look()) await new Promise((resolve) => new MutationObserver((_, observer) => look() && (observer.disconnect(), resolve())).observe(el.shadowRoot, { subtree: true, childList: true }));
    const painted = await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
    const inputs = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/simulation-inputs/'));
    const files = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length;
    window.benchResult = { painted, inputsSent: inputs.startTime, answer: inputs.responseEnd, files };
  } catch (error) {
    window.benchResult = { error: String((error && error.stack) || error) };
  }
</script></body></html>`;

export const benchPages = {
  'simulator-only.html': simulatorOnly('/dist/cee-widgets.js'),
  'simulator-only-lazy.html': simulatorOnly('/dist/lazy/cee-widgets.js'),
  'simulator-only-lazy-en.html': simulatorOnly('/dist/lazy/cee-widgets.js', 'en'),
  'project-only-lazy.html': projectOnly('/dist/lazy/cee-widgets.js'),
  'simulator-and-project-lazy.html': projectOnly('/dist/lazy/cee-widgets.js', { simulator: true }),

  // A page with all four elements, before any gesture: what it downloads once each shows its first state.
  'four-elements-lazy.html': page(`
    ${projectCommon}
    await import('/dist/lazy/cee-widgets.js');
    const simulator = widget('cee-simulator', { fost: 'BAR-TH-171' });
    const loaded = inputsLoaded(simulator);
    const project = appendProject(simulator, widget('worksite-form', { 'convention-id': '1' }), widget('doc-uploader', { 'worksite-id': '1', 'worksite-operation-id': '11' }));
    await Promise.all([loaded, worksShown(project)]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const shown = [...document.querySelectorAll('worksite-form, doc-uploader')].every((el) => el.shadowRoot && el.shadowRoot.querySelector('form, [part~="drop-zone"], [part]'));
    window.benchResult = { ok: true, shown: [], result: shown ? 'shown' : '' };
  `),

  'many-widgets.html': page(`
    await import('/dist/cee-widgets.js');
    const simulators = [
      widget('cee-simulator', { fost: 'BAR-TH-171' }),
      widget('cee-simulator', { fost: 'BAR-TH-171' }),
      widget('cee-simulator', { fost: 'BAR-EN-101', aid: 'both' }),
    ];
    const loaded = Promise.all(simulators.map(inputsLoaded));
    document.body.append(...simulators, widget('worksite-form', { 'convention-id': '1' }),
      widget('doc-uploader', { 'worksite-id': '1', 'worksite-operation-id': '11' }));
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 500));
    window.benchResult = { ok: true };
  `),

  // The single file run by a fresh page: fetched and compiled first (a module preload), then imported, so that the
  // import's time is its evaluation alone (every module's top-level code, the four elements defined).
  'partner-page.html': partnerPage('/dist/cee-widgets.js'),
  'partner-page-lazy.html': partnerPage('/dist/lazy/cee-widgets.js'),
  'evaluate-single.html': page(`
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/dist/cee-widgets.js' });
    await new Promise((resolve, reject) => { link.onload = resolve; link.onerror = reject; document.head.append(link); });
    const start = performance.now();
    await import('/dist/cee-widgets.js');
    window.benchResult = { ms: performance.now() - start, defined: Boolean(customElements.get('cee-simulator')) };
  `),

  'render-widget.html': renderWidget('/dist/cee-widgets.js'),
  'render-widget-lazy.html': renderWidget('/dist/lazy/cee-widgets.js'),
  'render-plain.html': renderPlain('/dist/cee-widgets.js'),
  'render-plain-lazy.html': renderPlain('/dist/lazy/cee-widgets.js'),
  'simulator-styles.js': simulatorStyles,

  'project-widget.html': projectWidget('/dist/cee-widgets.js'),
  'project-plain.html': projectPlain,
  'project-styles.js': projectStyles,

  // The peers (scripts/bench-peers/), each in its documented default setup and in its fastest one for the same
  // behaviour (see scripts/bench-peers.js).
  ...Object.fromEntries(
    ['rjsf', 'jsonforms'].flatMap((peer) =>
      ['default', 'fastest'].map((setup) => [
        `render-${peer}${setup === 'default' ? '' : '-fastest'}.html`,
        page(`
          ${renderCommon}
          const { render } = await import('/peers/${peer}.js');
          const host = document.body.appendChild(document.createElement('main'));
          async function renderOnce() {
            const inserted = performance.now();
            const el = host.appendChild(document.createElement('div'));
            const controls = watchControls(el);
            const answer = await fetchAnswer();
            el.unmount = render(answer, el, '${setup}');
            el.getBoundingClientRect();
            const laidOut = performance.now();
            return { form: el, inserted, answer: answerEnd(), laidOut, painted: await painted(), controls };
          }
          await measure({ renderOnce, forget: (el) => (el.unmount(), el.remove()), rootOf: (el) => el, keySelector: 'input[type="number"]' });
        `),
      ]),
    ),
  ),

  // Lit alone (scripts/bench-peers/lit.js): the plain page's DOM, requests, checks and warm-up, drawn by a bare
  // LitElement with the simulator's stylesheets, the single file loaded as on the two other pages.
  'render-lit.html': page(`
    ${renderCommon}
    await import('/dist/cee-widgets.js');
    const { sheets } = await import('/bench/simulator-styles.js');
    const { litForm } = await import('/peers/lit.js');
    customElements.define('lit-form', litForm({ sheets, fetchAnswer }));
    const host = document.body.appendChild(document.createElement('main'));
    async function renderOnce() {
      const inserted = performance.now();
      const el = host.appendChild(document.createElement('lit-form'));
      const controls = watchControls(el.shadowRoot, '.fields [data-key]');
      await el.answered;
      await el.updateComplete;
      el.shadowRoot.querySelector('form').getBoundingClientRect();
      const laidOut = performance.now();
      return { form: el, inserted, answer: answerEnd(), laidOut, painted: await painted(), controls };
    }
    await measure({ renderOnce, forget: (el) => el.remove(), rootOf: (el) => el.shadowRoot });
  `),

  'upload.html': page(`
    const { createClient } = await import('/dist/cee-widgets.js');
    const file = new File([new Uint8Array(20 * 1024 * 1024)], 'plan.pdf', { type: 'application/pdf' });
    const url = origin + '/partner/v1/worksites/1/documents';
    function plainUpload() {
      return new Promise((resolve, reject) => {
        const form = new FormData();
        form.append('type_id', '1');
        form.append('worksite_operation_id', '11');
        form.append('name', file.name);
        form.append('file', file, file.name);
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.upload.addEventListener('progress', () => {});
        xhr.addEventListener('load', () => (xhr.status === 201 ? resolve() : reject(new Error(String(xhr.status)))));
        xhr.addEventListener('error', reject);
        xhr.send(form);
      });
    }
    const client = createClient({ apiBase: origin + '/partner' });
    const libraryUpload = () =>
      client.uploadDocument(1, { type_id: 1, worksite_operation_id: 11, file, name: file.name }, { onProgress: () => {} });
    const timed = async (upload) => {
      const start = performance.now();
      await upload();
      return performance.now() - start;
    };
    // Warm both paths, then alternate so neither always runs first.
    await plainUpload();
    await libraryUpload();
    let widgetMs = 0;
    let plainMs = 0;
    for (let i = 0; i < 2; i++) {
      widgetMs += await timed(libraryUpload);
      plainMs += await timed(plainUpload);
      plainMs += await timed(plainUpload);
      widgetMs += await timed(libraryUpload);
    }
    widgetMs /= 4;
    plainMs /= 4;
    window.benchResult = { widgetMs, plainMs };
  `),
};
