/**
 * The project as the visitor sees it, read from the element and put back into it (docs/contract.md §6): the works,
 * each one's own answers and its quote, the answers asked once, the choices between works that cannot be
 * combined. What goes into a link or storage is `payloadOf`'s (no contact data, the household's means only with
 * consent); this module only gathers and restores.
 */
import type { ProjectPayload, ProjectState } from '../../api/project-link.js';
import type { RawValues } from '../../inputs/form-schema.js';
import type { FormField } from '../../inputs/form-model.js';
import { readNumber } from '../../inputs/read-number.js';
import { QUOTE_KEY, workKey, type ProjectValues } from './project-form.js';
import type { Work } from './project-works.js';

/** What the element lends to keep and restore its project. */
export interface ProjectAccess {
  works(): readonly Work[];
  readonly values: ProjectValues;
  keep(): Readonly<Record<string, string>>;
  /** What of the home the visitor gave, which no payload keeps (`ProjectPayload.home`). */
  home(): ProjectPayload['home'];
  /** Sets the project's works (the change is told to the page). */
  setWorks(codes: readonly string[]): void;
  setKeep(keep: Readonly<Record<string, string>>): void;
  /** The catalogue's codes, once read (undefined before, or when it could not be). */
  codes(): ReadonlySet<string> | undefined;
  /** Every work shows its questions. */
  loaded(): boolean;
  /** The required questions shown without a value (their element keys). */
  unanswered(): string[];
  /** The keys a work's questions ask (as sent), once they are here. */
  asked(work: Work): ReadonlySet<string> | undefined;
  /** The question of `key` (as sent) that `work` asks, or the shared one without a work; undefined when none is here. */
  fieldOf(work: Work | undefined, key: string): FormField | undefined;
  /** A work's name, as the visitor reads it. */
  titleOf(work: Work): string;
  /** Presses "Calculer". */
  calculate(): void;
  /** Back to the host's works, every answer and the answer forgotten. */
  clear(): void;
}

/**
 * A value as the project keeps it: a number typed in the visitor's language as the number it reads (`14,500` in
 * English is 14500, `14,5` in French 14.5), so that a link means the same amount read again or in the other
 * language; anything else as it is (a number that does not read stays text, and its field says so again).
 */
function keptValue(field: FormField | undefined, value: unknown): unknown {
  return field?.control === 'number' && typeof value === 'string' ? (readNumber(value, field.lang) ?? value) : value;
}

/** A quote, kept as a number, when it is one above zero. */
const quoteOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

const keptValues = (values: Readonly<RawValues>, fieldOf: (key: string) => FormField | undefined): RawValues =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, keptValue(fieldOf(key), value)]));

const plain = (values: Readonly<RawValues>): Record<string, string | number | boolean> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]) && entry[1] !== ''));

/** The project as the visitor sees it now. */
export function stateOf(access: ProjectAccess): ProjectState {
  const works = access.works().map((work) => {
    const { [QUOTE_KEY]: typedQuote, ...answers } = access.values.ownOf(work);
    const quote = quoteOf(keptValue(access.fieldOf(work, QUOTE_KEY), typedQuote ?? access.values.shared[QUOTE_KEY]));
    return { fost: work.code, ...(quote !== undefined && { quote }), answers: plain(keptValues(answers, (key) => access.fieldOf(work, key))) };
  });
  const { [QUOTE_KEY]: _quote, ...typedShared } = access.values.shared;
  const shared = keptValues(typedShared, (key) => access.fieldOf(undefined, key));
  const keep = access.keep();
  const home = access.home();
  return { works, shared: plain(shared), ...(Object.keys(keep).length && { keep: { ...keep } }), ...(home && { home }) };
}

/** Puts a project back: its works, then each one's answers and quote, the shared answers, the choices. */
export function applyState(access: ProjectAccess, project: ProjectPayload): void {
  access.values.clear();
  access.setWorks(project.works.map((work) => work.fost));
  for (const work of access.works()) {
    const kept = project.works.find((entry) => entry.fost === work.code);
    if (!kept) continue;
    for (const [key, value] of Object.entries(kept.answers ?? {})) access.values.set(workKey(work, key), value);
    if (kept.quote !== undefined) access.values.set(workKey(work, QUOTE_KEY), kept.quote);
  }
  for (const [key, value] of Object.entries(project.shared ?? {})) access.values.set(key, value);
  if (project.keep) access.setKeep(project.keep);
}

/**
 * The works of `project` some of whose answers no question asks any more (named by their title; the household's
 * answers under the first work that shared them), once every work's questions are here. Those answers are not sent.
 */
export function unaskedOf(access: ProjectAccess, project: ProjectPayload): string[] {
  const works = access.works();
  const asked = works.map((work) => access.asked(work));
  const named = new Set<string>();
  for (const work of works) {
    const keys = asked[works.indexOf(work)];
    const kept = project.works.find((entry) => entry.fost === work.code);
    if (keys && kept?.answers && Object.keys(kept.answers).some((key) => !keys.has(key))) named.add(access.titleOf(work));
  }
  const sharedLost = Object.keys(project.shared ?? {}).some((key) => asked.every((keys) => keys && !keys.has(key)));
  if (sharedLost && works[0]) named.add(access.titleOf(works[0]));
  return [...named];
}
