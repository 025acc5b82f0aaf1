// `npm run build:lib`: dist/cee-widgets.js, the single self-contained module a partner loads with one script tag
// (`--mode lazy`: dist/lazy/, a small loader that fetches each element's chunk when its tag appears).
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { minifyLiterals } from './scripts/minify-literals.js';
import { staticImports } from './scripts/static-imports.js';
import { integrity } from './scripts/integrity.js';
import { SERVER_SAFE_PRELUDE } from './scripts/server-safe.js';
import { separateMaps } from './scripts/source-maps.js';
import { loaderCopies } from './scripts/loader-copies.js';
import { preloadDeps } from './scripts/preload-deps.js';

const here = import.meta.dirname;

/**
 * The lazy build's shared chunk: what every element needs to show itself (Lit, the API core and the readers of its
 * first answers, the shared UI and words). Left to the bundler, it splits into several small chunks by which
 * elements and lazy chunks use each module, and each extra file costs a request and some gzip. The loader's own imports (the
 * version, the page configuration and words) are copied into the loader's file (scripts/loader-copies.js): the browser
 * has nothing to fetch before the loader runs, and a page without widgets loads that file only.
 * The views a calculation brings (the result, the contact step: `src/ui/aid-result/`, `src/ui/lead-step/`) are not
 * in it: they come with the code that calculates (and so does the visit's campaign, `src/ui/attribution.ts`, which a
 * lead carries). Nor is what only the two calculating elements share (`src/ui/simulation/`: the simulation form's
 * chunk, the operation picker's), nor the address and DPE fields (`src/ui/address/`, their slot included), which an
 * element without `address` or `dpe-lookup` never loads.
 */
const CORE = /node_modules\/(lit-html\/(lit-html|directive|directives\/if-defined)\.js$|(lit-element|@lit\/(reactive-element|task))\/)|\/src\/(ui\/(?!submission|creation-ledger|form-errors|listbox|combobox|field-renderers|id-attributes|aid-result|lead-step|adopted-styles|address\/|financing\/|attribution|funnel\/estimate-step|url-prefill|bounded-text|funnel\/page-prefill|simulation\/)|i18n\/(common|english-packs|translate)\.ts|api\/(errors|http|token|token-preload|connection|reader|schemas)\.ts|inputs\/known-keys\.ts)/;
/**
 * zod and the building blocks of our zod schemas: what reads a calculation's answer, the partner API's resources
 * and the form's values, in one chunk that comes with the first of them (never before a simulator's or a project's
 * first gesture: their first answers are read without it).
 */
const ZOD = /node_modules\/zod\/v4\/(core|mini)\/|\/src\/api\/schema-parts\.ts$/;
/**
 * What checks and sends what a person typed (the request checks, our rule messages, zod's French locale, the
 * submission and error controllers): one chunk, which a simulator fetches only to calculate.
 */
const VALIDATION = /\/src\/(api\/(validation|checks)|ui\/submission)\.ts$|node_modules\/zod\/v4\/locales\/fr\.js$/;
/**
 * The simulation form both calculating elements draw before a gesture (its controls, its failure and loading
 * views, the simulation inputs read into a field model), in one chunk: `<cee-project>` loads it, and the
 * simulator's own element (its attributes, submission, the inputs it chooses, the warm-up) stays in the simulator's
 * entry chunk, which a project never loads. The address and DPE fields' slot (`ui/address/home-slot.ts`: the few
 * lines that fetch their code once `address` or `dpe-lookup` is on) is theirs, once for both, and so is what applies
 * the page's URL (`prefill-from-url`): the worksite form and the uploader never read it; its reader
 * (`url-prefill.ts`) comes only with the attribute.
 */
const SIMULATION_FORM = /\/src\/(ui\/simulation\/(simulation\.styles|calculating-element|controls|calls|form)|ui\/address\/home-slot|inputs\/(form-model|records)|api\/simulation-inputs|ui\/funnel\/page-prefill)\.ts$/;
/** Where messages go and focus after them: with the code a gesture brings (the calculations', the worksite form's). */
const FORM_ERRORS = /\/src\/ui\/form-errors\.ts$/;

/** What the worksite form and the uploader share once they send: the partner API's calls and schemas, the creations kept. */
const PARTNER = /\/src\/(api\/(partner|partner-schemas|upload)|ui\/creation-ledger)\.ts$/;
/**
 * What the worksite form and the uploader share to show themselves: the field renderer (the operation picker
 * uses it too), the ids they are given, the partner API's values, sizes in bytes.
 */
const FORMS = /\/src\/(ui\/(field-renderers|id-attributes)|api\/partner-values|i18n\/format-bytes)\.ts$/;

export default defineConfig(({ mode }) => {
  const lazy = mode === 'lazy';
  return {
    // The single file inlines the English chunks: as static imports (see scripts/static-imports.js). The lazy loader
    // holds its own imports (scripts/loader-copies.js) and fetches each element's chunks at once (scripts/preload-deps.js).
    // integrity(): the sha384 of every file a page loads, printed and written to dist/integrity.json.
    // separateMaps(): the source maps to dist/maps/, which the package does not ship (scripts/source-maps.js).
    plugins: [minifyLiterals(), ...(lazy ? [loaderCopies(), preloadDeps()] : [staticImports()]), integrity({ lazy }), separateMaps({ dist: resolve(here, 'dist') })],
    build: {
      outDir: lazy ? 'dist/lazy' : 'dist',
      emptyOutDir: lazy,
      target: 'es2022',
      sourcemap: 'hidden',
      lib: {
        entry: resolve(here, lazy ? 'src/lazy/index.ts' : 'src/index.ts'),
        formats: ['es'],
        fileName: () => 'cee-widgets.js',
      },
      rolldownOptions: {
        output: {
          minify: true,
          comments: false,
          // The single file imports in Node without a DOM (see scripts/server-safe.js); the lazy loader already does.
          banner: lazy ? undefined : SERVER_SAFE_PRELUDE,
          codeSplitting: lazy && {
            groups: [
              { name: 'core', test: CORE, priority: 2 },
              { name: 'zod', test: ZOD, priority: 2 },
              { name: 'simulation-form', test: SIMULATION_FORM, priority: 1 },
              { name: 'validation', test: VALIDATION, priority: 1 },
              { name: 'form-errors', test: FORM_ERRORS, priority: 1 },
              { name: 'partner', test: PARTNER, priority: 0 },
              { name: 'forms', test: FORMS, priority: 1 },
            ],
          },
          // The lazy entries are named for what they do (define-<tag>.ts); their chunks for the element they bring.
          chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/^define-/, '')}-[hash].js`,
        },
      },
    },
  };
});
