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
`;

const page = (script) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,"></head>
<body><script type="module">
${bases}
${script}
</script></body></html>`;

/**
 * A page with one simulator, loading the library from `src`, in `lang`: done once a whole simulation has run
 * (fields shown, values given, calculated, result shown), so every script such a page needs is counted; `shown`
 * lists the scripts it had downloaded when the form was shown, before any gesture.
 */
/**
 * What both render pages do around their own `renderOnce()` (the answer's arrival, its \`responseEnd\`, to every
 * control in the DOM, laid out): a cold render, with the V8 heap it added (full collections before and after, the
 * one after in a task of its own, as a collection in the task that let go of something leaves some of it); then on
 * the same page, a tenth of a second later, a warm render of a new form (with \`?at-once\`: that render alone, at
 * once); 15 keystrokes in that form's first number field, each from the start of a frame to the input event
 * handled, rendered and laid out (median); then four more forms, one after the other, kept on the page together:
 * their render times (\`later\`, the median), the heap their rendering added, per form, and the heap each holds,
 * measured by letting them go (what rendering added also counts the code the engine compiled meanwhile, which stays:
 * a page pays it once). The plain page keeps each answer, as a form that validates and sends its values must (the
 * widget keeps it parsed); what the answers weigh is measured by letting them go first.
 */
const renderCommon = `
  const INPUTS = origin + '/calc/api/v2/simulation-inputs/BAR-TH-171/b2c';
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const channel = new MessageChannel();
  /** After every microtask of the current task (a Lit update is one), in a task of its own. */
  const settled = () => new Promise((resolve) => ((channel.port1.onmessage = () => resolve()), channel.port2.postMessage(0)));
  const aTask = () => new Promise((resolve) => setTimeout(resolve, 50));
  const FORMS = 4;
  /**
   * Before the second form: a moment (far less than a person takes to choose another operation) for what the engine
   * does after a render (optimising the code it ran, collecting).
   */
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  /** The V8 heap in use, in KiB, after full collections in a task of its own. */
  const heap = async () => (await aTask(), gc(), gc(), performance.memory.usedJSHeapSize / 1024);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  /** A warm render, then 15 keystrokes in its first number field; the form let go (no reference to it left here). */
  async function keystrokes(renderOnce, rootOf, selector, forget) {
    const warm = await renderOnce();
    const input = rootOf(warm).querySelector(selector);
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
    forget(warm);
    return { ms: warm.ms, key: keys[keys.length >> 1] };
  }
  async function measure(renderOnce, forget, rootOf, selector = 'input[inputmode="decimal"]') {
    try {
      await nextFrame();
      let before = await heap();
      let cold = await renderOnce();
      const coldHeap = (await heap()) - before;
      const { ms: coldMs, frames } = cold;
      forget(cold);
      cold = undefined;
      if (location.search === '?at-once') {
        // The second form at once, while the engine still finishes what the first one left it (optimising the code
        // it ran, collecting): no page asks for that, but it is shown.
        window.benchResult = { atOnce: (await renderOnce()).ms };
        return;
      }
      await pause();
      const warm = await keystrokes(renderOnce, rootOf, selector, forget);
      // Four more forms, kept on the page together: the heap each holds, the code compiled by now.
      before = await heap();
      let kept = [];
      for (let i = 0; i < FORMS; i++) kept.push(await renderOnce());
      const later = kept.map((form) => form.ms).sort((a, b) => a - b);
      const held = await heap();
      const formHeap = (held - before) / FORMS;
      // The answers the plain page keeps, then the forms: what is freed when each is let go.
      kept.forEach((form) => (form.answer = undefined));
      const withoutAnswers = await heap();
      const answerHeap = (held - withoutAnswers) / FORMS;
      kept.forEach(forget);
      kept = undefined;
      const freed = (withoutAnswers - (await heap())) / FORMS;
      const holds = answerHeap + freed;
      window.benchResult = { cold: coldMs, warm: warm.ms, later: (later[1] + later[2]) / 2, key: warm.key, coldHeap, formHeap, holds, answerHeap, frames };
    } catch (error) {
      window.benchResult = { error: String(error && error.stack || error) };
    }
  }
`;

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
    const result = new Promise((resolve, reject) => {
      el.addEventListener('cee-result', resolve, { once: true });
      el.addEventListener('cee-error', (event) => reject(new Error(JSON.stringify(event.detail))), { once: true });
    });
    el.shadowRoot.querySelector('[part~="submit"]').click();
    await result;
    await el.updateComplete;
    window.benchResult = { ok: true, shown, result: el.shadowRoot.querySelector('[part~="result"]')?.textContent.replace(/\\s+/g, ' ').trim() };
  `);

export const benchPages = {
  'simulator-only.html': simulatorOnly('/dist/cee-widgets.js'),
  'simulator-only-lazy.html': simulatorOnly('/dist/lazy/cee-widgets.js'),
  'simulator-only-lazy-en.html': simulatorOnly('/dist/lazy/cee-widgets.js', 'en'),

  // A page with all three elements, before any gesture: what it downloads once each shows its first state.
  'three-elements-lazy.html': page(`
    await import('/dist/lazy/cee-widgets.js');
    const simulator = widget('cee-simulator', { fost: 'BAR-TH-171' });
    const loaded = inputsLoaded(simulator);
    document.body.append(simulator, widget('worksite-form', { 'convention-id': '1' }), widget('doc-uploader', { 'worksite-id': '1', 'worksite-operation-id': '11' }));
    await loaded;
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

  'render-widget.html': page(`
    ${renderCommon}
    const lib = await import('/dist/cee-widgets.js');
    const host = document.body.appendChild(document.createElement('main'));
    async function renderOnce() {
      // Each form its own answer, as on the plain page (simulators of one code share theirs otherwise).
      lib.clearApiCache();
      const el = widget('cee-simulator', { fost: 'BAR-TH-171', lang: 'fr' });
      let controlsAt;
      const observer = new MutationObserver(() => {
        if (controlsAt === undefined && el.shadowRoot.querySelector('.fields [data-key]')) controlsAt = performance.now();
      });
      const loaded = inputsLoaded(el);
      host.append(el);
      observer.observe(el.shadowRoot, { childList: true, subtree: true });
      await loaded;
      await el.updateComplete;
      el.shadowRoot.querySelector('form').getBoundingClientRect();
      const end = performance.now();
      observer.disconnect();
      const answer = performance.getEntriesByName(INPUTS).at(-1).responseEnd;
      // From the answer to its controls in the DOM (before layout): within a frame's time, the next frame shows them.
      return { el, ms: end - answer, frames: controlsAt === undefined ? Infinity : controlsAt - answer };
    }
    await measure(renderOnce, (form) => (form.el.remove(), lib.clearApiCache()), (rendered) => rendered.el.shadowRoot);
  `),

  'render-plain.html': page(`
    ${renderCommon}
    await import('/dist/cee-widgets.js');
    const { buildPlainForm } = await import('/scripts/bench-plain.js');
    const styles = customElements.get('cee-simulator').elementStyles.map((s) => s.styleSheet);
    const token = (await (await fetch(origin + '/token', { method: 'POST' })).json()).access_token;
    const host = document.body.appendChild(document.createElement('main'));
    const words = { required: 'obligatoire', choose: '— Choisir —', submit: 'Calculer la prime' };
    async function renderOnce() {
      const response = await fetch(INPUTS, { headers: { Authorization: 'Bearer ' + token, Accept: 'application/json', 'Accept-Language': 'fr' } });
      const answer = await response.json();
      const el = host.appendChild(document.createElement('div'));
      const shadow = el.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = styles;
      buildPlainForm(shadow, answer, { prefix: 'cw1', words });
      shadow.querySelector('form').getBoundingClientRect();
      const end = performance.now();
      return { el, answer, ms: end - performance.getEntriesByName(INPUTS).at(-1).responseEnd, frames: 0 };
    }
    await measure(renderOnce, (first) => first.el.remove(), (rendered) => rendered.el.shadowRoot);
  `),

  ...Object.fromEntries(
    ['rjsf', 'jsonforms'].map((peer) => [
      `render-${peer}.html`,
      page(`
        ${renderCommon}
        const { render } = await import('/peers/${peer}.js');
        const token = (await (await fetch(origin + '/token', { method: 'POST' })).json()).access_token;
        const host = document.body.appendChild(document.createElement('main'));
        async function renderOnce() {
          const response = await fetch(INPUTS, { headers: { Authorization: 'Bearer ' + token, Accept: 'application/json', 'Accept-Language': 'fr' } });
          const answer = await response.json();
          const el = host.appendChild(document.createElement('div'));
          const unmount = render(answer, el);
          el.getBoundingClientRect();
          const end = performance.now();
          return { el, unmount, ms: end - performance.getEntriesByName(INPUTS).at(-1).responseEnd, frames: 0 };
        }
        await measure(renderOnce, (first) => (first.unmount(), first.el.remove()), (rendered) => rendered.el, 'input[type="number"]');
      `),
    ]),
  ),

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
