/**
 * What the element lends to the code a gesture brings (the calculation, keeping the project): its works, the values
 * typed, the form, the host's prefill. From it, that code builds what a calculation sends (`submissionOf`) and what
 * keeping reads and restores (`accessOf`), so that neither is in the project's first view.
 */
import { TaskStatus } from '@lit/task';
import type { Context } from '../../api/schemas.js';
import { isBlank, type FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';
import type { LoadedInputs } from '../../ui/simulation/calls.js';
import type { FormErrorsOptions } from '../../ui/form-errors.js';
import { splitKey, workKey, type ProjectForm, type ProjectValues } from './project-form.js';
import type { ProjectAccess } from './project-state.js';
import type { HomeFacts } from '../../ui/address/home-lookups.js';
import type { ProjectWorks, Work } from './project-works.js';

export interface ProjectWorkInput {
  work: Work;
  title: string;
  /** Undefined while its questions load, or when they could not be. */
  inputs?: LoadedInputs;
  /** Its fields (keys as sent, the quote included). */
  fields: FormField[];
  raw: RawValues;
  /** The element's key of one of its fields (a shared key stays as it is). */
  elementKey(key: string): string;
}

export interface ProjectSubmissionInput {
  works: ProjectWorkInput[];
  context: Context;
  eurosMwhCumac?: number;
}

export interface ProjectSource {
  works: ProjectWorks;
  values: ProjectValues;
  form(): ProjectForm;
  /** The host's prefill of a key (`values`, then the page's URL), else `fallback`. */
  prefilled(key: string, fallback: unknown): unknown;
  /** The value a control shows: typed, else the host's prefill, else the default. */
  shown(field: FormField): unknown;
  context(): Context;
  eurosMwhCumac(): number | undefined;
  /** The host's works, those "Effacer mes réponses" goes back to. */
  hostWorks(): readonly string[];
  /** The catalogue's codes, once read (undefined before, none when it could not be). */
  codes(): ReadonlySet<string> | undefined;
  /** The works changed by keeping (a link restored, cleared): the answer is outdated, the page told. */
  changed(): void;
  keep(): Readonly<Record<string, string>>;
  setKeep(keep: Readonly<Record<string, string>>): void;
  /** The home's address and DPE, when the visitor gave them (with `address` or `dpe-lookup`): the estimate carries them. */
  home?(): HomeFacts | undefined;
  calculate(): void;
  /** Forgets the answer and what was calculated. */
  reset(): void;
}

/** Every work's input to a calculation, its values as they are sent: typed, else the host's prefill, else the default. */
export function submissionOf(source: ProjectSource): ProjectSubmissionInput {
  const form = source.form();
  const sharedKeys = new Set(form.shared.map((field) => field.key));
  // A work's own value, else the household's, else the host's prefill, else the default.
  const rawOf = (work: Work, fields: readonly FormField[]): RawValues => {
    const own = source.values.ownOf(work);
    const raw: RawValues = {};
    for (const field of fields) {
      const { key } = field;
      let value = !sharedKeys.has(key) && Object.hasOwn(own, key) ? own[key] : source.values.shared[key];
      if (value === undefined) value = source.prefilled(key, field.default);
      if (value !== undefined) raw[key] = value;
    }
    return raw;
  };
  return {
    works: source.works.list.map((work) => {
      const entry = form.works.find((candidate) => candidate.work === work);
      return {
        work,
        title: source.works.titleOf(work),
        inputs: source.works.loaded(work),
        fields: entry?.fields ?? [],
        raw: entry ? rawOf(work, entry.fields) : {},
        elementKey: (key: string) => (sharedKeys.has(key) ? key : workKey(work, key)),
      };
    }),
    context: source.context(),
    eurosMwhCumac: source.eurosMwhCumac(),
  };
}

/**
 * Where the calculation's messages go: a key shown by a control of the form (a shared key, or a work's own), and
 * its label in the summary, a work's own named with its work ("Surface (Pompe à chaleur air/eau)").
 */
export function errorOptionsOf(source: Pick<ProjectSource, 'form' | 'works'>, idPrefix: string): FormErrorsOptions {
  const shownFor = (key: string) => {
    const form = source.form();
    const { workId } = splitKey(key);
    const entry = workId === undefined ? undefined : form.works.find(({ work }) => work.id === workId);
    return { entry, field: (entry ? entry.shown : form.shared).find((candidate) => candidate.key === key) };
  };
  return {
    idPrefix,
    hasControl: (key) => Boolean(shownFor(key).field),
    labelOf: (key) => {
      const { entry, field } = shownFor(key);
      return field && entry ? `${field.label} (${source.works.titleOf(entry.work)})` : field?.label;
    },
  };
}

/** What keeping the project reads and restores (`project-state.ts`). */
export function accessOf(source: ProjectSource): ProjectAccess {
  const { works, values } = source;
  return {
    works: () => works.list,
    values,
    keep: () => source.keep(),
    setWorks: (codes) => {
      works.setCodes(codes);
      source.changed();
    },
    setKeep: (keep) => source.setKeep(keep),
    home: () => {
      const facts = source.home?.();
      return facts?.address ? 'address' : facts?.dpe ? 'dpe' : undefined;
    },
    codes: () => source.codes(),
    // A work whose questions could not be had is settled too: it shows its error and a retry.
    loaded: () => works.list.every((work) => works.loaded(work) || work.inputs.status === TaskStatus.ERROR),
    unanswered: () => {
      const form = source.form();
      return [...form.shared, ...form.works.flatMap((entry) => entry.shown)].filter((field) => field.required && isBlank(source.shown(field))).map((field) => field.key);
    },
    asked: (work) => {
      const fields = source.form().works.find((entry) => entry.work === work)?.fields;
      return fields && new Set(fields.map((field) => field.key));
    },
    fieldOf: (work, key) => {
      const form = source.form();
      const fields = work ? form.works.find((entry) => entry.work === work)?.fields : form.shared;
      return fields?.find((field) => field.key === key);
    },
    titleOf: (work) => works.titleOf(work),
    calculate: () => source.calculate(),
    clear: () => {
      values.clear();
      works.setCodes(source.hostWorks());
      source.reset();
      source.changed();
    },
  };
}
