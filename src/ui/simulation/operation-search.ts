/**
 * How the operation picker finds what a homeowner types. The catalogue names operations in the words of their
 * official sheets ("Appareil indépendant de chauffage au bois"); people type "poêle", "pac", "fenêtres" or
 * "chaudière granulés". A search ignores accents, case and plural endings, reads codes whole or in part
 * ("171", "bar-th-171"), and knows the common words of the trade, in French and English, from one small table
 * of ours: each row names words of the official titles (`in`) and what people call those works (`also`), so an
 * operation whose title has one of the first is found by any of the second, and by the options it offers (a
 * pellet stove finds the wood-heating appliance that offers it).
 */
import { fold } from '../listbox.js';

interface Vocabulary {
  /** Words of official titles (folded, singular), any of which gives an operation the words below. */
  in: readonly string[];
  /** What people call it, in French and English (folded, singular). */
  also: readonly string[];
}

const VOCABULARY: readonly Vocabulary[] = [
  { in: ['pompe a chaleur', 'heat pump'], also: ['pac', 'pompe a chaleur', 'heat pump', 'thermopompe'] },
  { in: ['air/eau', 'air-to-water', 'air to water'], also: ['aerothermie', 'aerothermal', 'air eau', 'air water'] },
  { in: ['eau/eau', 'sol/eau', 'geothermi', 'ground'], also: ['geothermie', 'geothermal', 'ground source', 'sol eau'] },
  { in: ['air/air', 'air-to-air', 'air to air'], also: ['clim', 'climatisation', 'climatiseur', 'air conditioning', 'reversible'] },
  {
    in: ['chauffage au bois', 'wood heating', 'wood-burning', 'wood burning'],
    also: ['bois', 'wood', 'poele', 'stove', 'insert', 'foyer ferme', 'cheminee', 'fireplace', 'cuisiniere', 'granule', 'pellet', 'buche', 'log', 'plaquette'],
  },
  { in: ['chaudiere biomasse', 'biomass boiler'], also: ['chaudiere bois', 'chaudiere a granule', 'granule', 'pellet', 'buche', 'wood boiler', 'pellet boiler'] },
  { in: ['chaudiere', 'boiler'], also: ['chaudiere', 'boiler', 'chauffage central', 'central heating'] },
  {
    in: ['chauffe-eau', 'water heater'],
    also: ['ballon', 'ballon d eau chaude', 'cumulus', 'chauffe eau', 'eau chaude', 'hot water', 'water tank', 'hot water tank'],
  },
  { in: ['thermodynamique', 'heat pump water heater', 'thermodynamic'], also: ['ballon thermodynamique', 'cet', 'chauffe eau thermodynamique'] },
  { in: ['solaire', 'solar'], also: ['solaire', 'solar', 'panneau solaire', 'solar panel', 'capteur solaire', 'cesi', 'ssc', 'photovoltaique', 'pv'] },
  { in: ['ventilation', 'ventilation'], also: ['vmc', 'ventilation', 'double flux', 'double-flow', 'aeration', 'mvhr', 'hrv'] },
  { in: ['combles', 'loft', 'attic'], also: ['comble', 'grenier', 'attic', 'loft', 'comble perdu', 'rampant', 'sous toiture'] },
  { in: ['toiture', 'roof'], also: ['toit', 'toiture', 'roof', 'terrasse', 'flat roof'] },
  { in: ['murs', 'walls', 'wall'], also: ['mur', 'wall', 'facade', 'ite', 'iti', 'exterieur', 'interieur', 'external wall', 'internal wall'] },
  { in: ['plancher', 'floor'], also: ['plancher', 'sol', 'floor', 'cave', 'sous-sol', 'vide sanitaire', 'garage', 'cellar', 'basement'] },
  {
    in: ['fenetre', 'window', 'vitrage', 'glazing'],
    also: ['fenetre', 'window', 'menuiserie', 'vitrage', 'double vitrage', 'triple vitrage', 'porte fenetre', 'baie', 'velux', 'double glazing', 'glazing'],
  },
  { in: ['reseau de chaleur', 'heating network', 'district heating'], also: ['reseau de chaleur', 'chauffage urbain', 'district heating', 'heat network'] },
  { in: ['regulation', 'programmation', 'thermostat', 'control'], also: ['thermostat', 'regulation', 'programmateur', 'smart thermostat', 'robinet thermostatique'] },
  { in: ['audit'], also: ['audit', 'diagnostic', 'bilan', 'dpe', 'energy audit'] },
  { in: ['cuve', 'fioul', 'oil tank'], also: ['cuve', 'fioul', 'mazout', 'oil tank', 'citerne', 'fuel tank', 'heating oil', 'fuel oil'] },
];

/** Words whose singular ends with an s or an x, kept whole. */
const SINGULAR = new Set(['bois', 'puits', 'corps', 'pays', 'frais', 'relais', 'chassis', 'gaz', 'flux', 'prix', 'choix']);

/**
 * A word as compared: folded (accents, case), its plural ending dropped (`fenêtres`, `travaux` → `travau`,
 * `windows`). Words of three letters or fewer are kept whole (`pac`, `sol`, `vmc`), and so are those above.
 */
const stem = (word: string): string =>
  word.length > 3 && !SINGULAR.has(word) ? word.replace(/(?:es|s|x)$/, (end) => (end === 'es' && word.length > 5 ? 'e' : '')) : word;

/** Folded words, each stemmed, joined by one space: what is compared. */
const words = (text: string): string =>
  fold(text)
    .split(/[^\p{L}\p{N}/]+/u)
    .filter(Boolean)
    .map(stem)
    .join(' ');

/** The vocabulary as compared, made on the first search rather than as the script is read (every page paid that). */
let vocabularyWords: Array<{ in: string[]; also: string }> | undefined;
const vocabulary = () => (vocabularyWords ??= VOCABULARY.map((row) => ({ in: row.in.map(words), also: row.also.map(words).join(' ') })));

/** Everything an operation is found by: its name, its code, and the words people use for what its title names. */
export function searchTextOf(name: string, code: string): string {
  const title = ` ${words(name)} `;
  const extra = vocabulary().filter((row) => row.in.some((term) => title.includes(` ${term}`))).map((row) => row.also);
  // The code whole and without its dashes (`bar-th-171`, `barth171`), and its number alone.
  const folded = fold(code);
  return `${title}${folded} ${folded.replace(/-/g, '')} ${extra.join(' ')}`;
}

/** A query written as (part of) a code: `171`, `th-171`, `bar en 10`, `BAR-TH-171`, `bar-en`. */
function codeQuery(query: string): string | undefined {
  const code = fold(query).trim().replace(/[\s_]+/g, '-');
  const codeLike = /\d/.test(code) || /^(bar|bat|ind|res|agri|tra|mpr)-/.test(code);
  return codeLike && /^[a-z0-9-]+$/.test(code) ? code : undefined;
}

/**
 * Whether an operation's search text holds every typed word, each as the start of one of its words (accents,
 * case and plural endings ignored). An empty query matches all.
 */
export function matchesQuery(searchText: string, query: string): boolean {
  const text = ` ${searchText.replace(/-/g, ' ')}`;
  return words(query)
    .split(' ')
    .filter(Boolean)
    .every((term) => text.includes(` ${term}`));
}

/**
 * The operations a query finds: those whose code holds it when it is written as a code (`bar en 10` finds the
 * five BAR-EN-10x, not every title with a word starting with "en"), else those whose search text holds every
 * typed word.
 */
export function findOperations<T extends { code: string }>(operations: readonly T[], query: string, searchText: (operation: T) => string): T[] {
  const code = codeQuery(query);
  const byCode = code ? operations.filter((operation) => fold(operation.code).includes(code)) : [];
  return byCode.length ? byCode : operations.filter((operation) => matchesQuery(searchText(operation), query));
}
