/**
 * The project as the visitor sees it, read from the element and put back into it (docs/contract.md §6): the works,
 * each one's own answers and its quote, the answers asked once, the choices between works that cannot be
 * combined. What goes into a link or storage is `payloadOf`'s (no contact data, the household's means only with
 * consent); this module only gathers and restores.
 */
import type { ProjectPayload, ProjectState } from '../../api/project-link.js';
import type { RawValues } from '../../inputs/form-schema.js';
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
  /** A work's name, as the visitor reads it. */
  titleOf(work: Work): string;
  /** Presses "Calculer". */
  calculate(): void;
  /** Back to the host's works, every answer and the answer forgotten. */
  clear(): void;
}

/** A quote as typed (`15 000`, `15000,50`) as euros; undefined when it is none. */
function quoteOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const number = Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

const plain = (values: Readonly<RawValues>): Record<string, string | number | boolean> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]) && entry[1] !== ''));

/** The project as the visitor sees it now. */
export function stateOf(access: ProjectAccess): ProjectState {
  const works = access.works().map((work) => {
    const { [QUOTE_KEY]: typedQuote, ...answers } = access.values.ownOf(work);
    const quote = quoteOf(typedQuote ?? access.values.shared[QUOTE_KEY]);
    return { fost: work.code, ...(quote !== undefined && { quote }), answers: plain(answers) };
  });
  const { [QUOTE_KEY]: _quote, ...shared } = access.values.shared;
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
