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

/** Builds the same controls as a simulator would, with plain DOM calls, from the same answer. */
const plainRender = `
  function plainRender(answer) {
    const list = Array.isArray(answer.data) ? answer.data : Object.entries(answer.data).map(([key, options]) => ({ key, options }));
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const form = document.createElement('form');
    list.forEach((d, i) => {
      const field = document.createElement('div');
      const label = document.createElement('label');
      label.htmlFor = 'f' + i;
      label.textContent = d.label ?? d.key;
      let control;
      if (d.options) {
        control = document.createElement('select');
        for (const o of d.options) {
          const option = document.createElement('option');
          option.value = String(o.value ?? o);
          option.textContent = String(o.label ?? o.value ?? o);
          control.append(option);
        }
      } else {
        control = document.createElement('input');
        control.type = d.type === 'boolean' ? 'checkbox' : d.type === 'number' || d.type === 'integer' ? 'number' : 'text';
        if (d.min !== undefined) control.min = String(d.min);
        if (d.max !== undefined) control.max = String(d.max);
      }
      control.id = 'f' + i;
      control.name = d.key;
      field.append(label, control);
      if (d.unit) field.append(document.createTextNode(d.unit));
      form.append(field);
    });
    root.append(form);
    document.body.append(host);
    document.body.offsetHeight;
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

  'render.html': page(`
    ${plainRender}
    await import('/dist/cee-widgets.js');
    const params = new URLSearchParams(location.search);
    const fost = params.get('fost');
    const url = origin + '/calc/api/v2/simulation-inputs/' + fost + '/b2c';

    const el = widget('cee-simulator', { fost });
    const loaded = inputsLoaded(el);
    document.body.append(el);
    await loaded;
    await el.updateComplete;
    document.body.offsetHeight;
    const widgetEnd = performance.now();
    const widgetAnswer = performance.getEntriesByName(url).at(-1);
    // Whatever the widget still does after showing its fields (announcements, events) is over before the plain run.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const token = (await (await fetch(origin + '/token', { method: 'POST' })).json()).access_token;
    const response = await fetch(url, { headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' } });
    const answer = JSON.parse(await response.text());
    plainRender(answer);
    const plainEnd = performance.now();
    const plainAnswer = performance.getEntriesByName(url).at(-1);
    window.benchResult = {
      widgetMs: widgetEnd - widgetAnswer.responseEnd,
      plainMs: plainEnd - plainAnswer.responseEnd,
    };
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
