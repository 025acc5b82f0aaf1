// The weight of the address and DPE fields (issue #35), apart from the bench's timings: what an element with
// `address` or `dpe-lookup` adds to its first view (src/ui/address/home-lookups.ts, fetched at insertion when one is on, with address-field.ts and its words: budget 1.5 KB
// gzip), what an element without them carries (src/ui/address/home-slot.ts), and each look-up's chunk with all it
// brings (budget 6 KB gzip): the address's (address-search.ts, fetched on the first focus of the address), the DPE's
// (dpe-panel.ts, fetched on the first focus of the DPE number or the first address chosen), each with what a fill
// does (home-fill.ts, which both import), and both, for a visitor who uses both. Each is
// built minified as the library is (vite, rolldown, our literal minifier), with what every element's first view
// already holds left out: Lit, the API core's request and errors, the words and their formats, the base element,
// the lazy-chunk loader, the département rule. The combobox and its popup's look count in the chunk (a simulator
// given its `fost` has no operation picker to share them with). `node scripts/bench-address.js`, or
// `addressWeights()` from `npm run bench`.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'vite';
import { minifyLiterals } from './minify-literals.js';

const root = join(import.meta.dirname, '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** What every element's first view already holds, which the fields share rather than bring. */
const ALREADY_THERE = /(^|\/node_modules\/)(lit|lit-html|lit-element|@lit\/[^/]+)(\/|$)|^lit(\/|$)|\/src\/(api\/(errors|http|reader|schemas|place-codes)|i18n\/(translate|common|english-packs|overrides|message-key|rules|rules\.fr|summary)|ui\/(localize|lazy-chunk|widget-element|field|live-announcer|styles)|inputs\/department)\.ts$/;

export const ADDRESS_BUDGETS = { firstView: 1.5 * 1024, lookup: 6 * 1024 };

/** The gzip size of each part: `{firstView, address, dpe, both}` in bytes, with the modules each holds. */
export async function addressWeights() {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [minifyLiterals()],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: { slot: join(root, 'src/ui/address/home-slot.ts'), field: join(root, 'src/ui/address/home-lookups.ts'), address: join(root, 'src/ui/address/address-search.ts'), dpe: join(root, 'src/ui/address/dpe-panel.ts') },
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id) => ALREADY_THERE.test(id),
        output: { minify: true, comments: false },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  /** The files an entry loads: itself and the chunks it shares with another entry. */
  const filesOf = (name) => {
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    if (!entry) throw new Error(`bench-address: no ${name} chunk`);
    return [entry, ...entry.imports.map((file) => chunks.find((chunk) => chunk.fileName === file)).filter(Boolean)];
  };
  const part = (...names) => {
    const files = [...new Set(names.flatMap(filesOf))];
    // Each file is compressed on its own, as a browser fetches it.
    return {
      bytes: files.reduce((total, file) => total + gzipSync(file.code, { level: 9 }).length, 0),
      minified: files.reduce((total, file) => total + file.code.length, 0),
      modules: files.flatMap((file) => Object.keys(file.modules)),
    };
  };
  return { slot: part('slot'), firstView: part('field'), address: part('address'), dpe: part('dpe'), both: part('address', 'dpe') };
}

/** Prints the two figures with their budgets; returns whether both are met. */
export async function printAddressWeights(print = console.log) {
  const parts = await addressWeights();
  const { slot, firstView, address, dpe, both } = parts;
  const row = (label, bytes, budget) => {
    const target = budget ? `  [target ≤ ${kb(budget)}: ${bytes <= budget ? 'met' : `missed by ${kb(bytes - budget)}`}]` : '';
    print(`${label.padEnd(64)} ${kb(bytes)}${target}`);
  };
  print('\nThe address and DPE fields (minified + gzip, beyond what every element already holds)');
  // An element without `address` or `dpe-lookup` carries the slot that waits for one (home-slot.ts, in the shared
  // chunk: once for a simulator and a project), the five attributes' declarations and the few lines that hand the
  // slot its form (not counted here).
  print(`${'  an element without them: the slot (home-slot.ts)'.padEnd(64)} ${slot.minified} B minified, ${slot.bytes} B gzip alone (less inside its chunk)`);
  row('  first view: the inputs and their labels', firstView.bytes, ADDRESS_BUDGETS.firstView);
  row('  the address look-up, on the first focus of the address', address.bytes, ADDRESS_BUDGETS.lookup);
  row('  the DPE look-up, on the first focus of the DPE or an address', dpe.bytes, ADDRESS_BUDGETS.lookup);
  row('  both look-ups', both.bytes);
  if (process.argv.includes('--files')) {
    for (const [name, part] of Object.entries(parts)) print(`  ${name}: ${part.modules.map((module) => module.replace(`${root}/`, '')).join(', ')}`);
  }
  return [firstView.bytes <= ADDRESS_BUDGETS.firstView, address.bytes <= ADDRESS_BUDGETS.lookup, dpe.bytes <= ADDRESS_BUDGETS.lookup].every(Boolean);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const met = await printAddressWeights();
  process.exitCode = met ? 0 : 1;
}
