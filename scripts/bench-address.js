// The weight of the address and DPE fields (issue #35), apart from the bench's timings: what an element with
// `address` or `dpe-lookup` adds to its first view (src/ui/address/home-lookups.ts, fetched at insertion when one is
// on, with address-field.ts and its words: budget 1.5 KB gzip), what an element without them carries (the slot,
// src/ui/address/home-slot.ts, counted as what it adds to a file that holds Lit, as the simulation form's chunk
// does), and each look-up's chunk with all it brings (budget 6 KB gzip): the address's (address-search.ts, fetched on
// the first focus of the address), the DPE's (dpe-panel.ts, fetched on the first focus of the DPE number or the first
// address chosen), each with what a fill does (home-fill.ts, which both import), and both, for a visitor who uses
// both. Each is built minified as the library is (scripts/bench-chunks.js: vite, rolldown, our literal minifier),
// with what every element's first view already holds left out: Lit, the API core's request and errors, the words
// and their formats, the base element, the lazy-chunk loader, the département rule and the place codes it reads
// (api/place-codes.ts: the lazy build's core chunk holds it). The combobox and its popup's look count in the chunk (a
// simulator given its `fost` has no operation picker to share them with). `node scripts/bench-address.js`, or
// `addressWeights()` from `npm run bench`.
import { join } from 'node:path';
import { alone, buildChunks, inLitFile, row as printRow, root } from './bench-chunks.js';

/** What every element's first view already holds, which the fields share rather than bring. */
const ALREADY_THERE = /(^|\/node_modules\/)(lit|lit-html|lit-element|@lit\/[^/]+)(\/|$)|^lit(\/|$)|\/src\/(api\/(errors|http|reader|schemas|place-codes)|i18n\/(translate|common|english-packs|overrides|message-key|rules|rules\.fr|summary)|ui\/(localize|lazy-chunk|widget-element|field|live-announcer|styles)|inputs\/department)\.ts$/;

export const ADDRESS_BUDGETS = { firstView: 1.5 * 1024, lookup: 6 * 1024 };

/** The gzip size of each part: `{slot, firstView, address, dpe, both}` in bytes, with the modules each holds. */
export async function addressWeights() {
  const at = (file) => join(root, 'src/ui/address', file);
  const files = await buildChunks({ slot: at('home-slot.ts'), field: at('home-lookups.ts'), address: at('address-search.ts'), dpe: at('dpe-panel.ts') }, ALREADY_THERE);
  const part = (...names) => {
    const list = files(...names);
    return {
      // Each file is compressed on its own, as a browser fetches it.
      bytes: alone(list),
      minified: list.reduce((total, file) => total + file.code.length, 0),
      modules: list.flatMap((file) => Object.keys(file.modules)),
    };
  };
  // The slot sits in a file every calculating element loads first (the simulation form's chunk, with Lit's):
  // what it adds to a file that holds Lit.
  return { slot: { ...part('slot'), inFile: inLitFile(files('slot')) }, firstView: part('field'), address: part('address'), dpe: part('dpe'), both: part('address', 'dpe') };
}

/** Prints the two figures with their budgets; returns whether both are met. */
export async function printAddressWeights(print = console.log) {
  const parts = await addressWeights();
  const { slot, firstView, address, dpe, both } = parts;
  const row = (label, bytes, budget) => printRow(print, label, bytes, budget);
  print('\nThe address and DPE fields (minified + gzip, beyond what every element already holds)');
  // An element without `address` or `dpe-lookup` carries the slot that waits for one (home-slot.ts, in the simulation
  // form's chunk: once for a simulator and a project), and, not counted here, the five attributes' declarations (in
  // their base, calculating-element.ts) and the lines of each element that hand the slot its loader and its fields.
  print(`${'  an element without them: the slot (home-slot.ts)'.padEnd(64)} ${slot.inFile} B in its file (${slot.minified} B minified, ${slot.bytes} B gzip alone)`);
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
