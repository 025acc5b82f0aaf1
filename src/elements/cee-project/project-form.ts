/**
 * The project's questions: which keys are asked once for the household and the dwelling, which stay with their
 * work, and the values typed. A key that several works ask, every one with the same meaning (same key, type, label,
 * unit and options: the service words a shared question the same for every operation), is asked once, in the
 * household's section; a key only one work asks, for either of its aids or both, is asked under that work, where it
 * belongs. The project's own keys (the MaPrimeRénov' application date, one for the whole project) are asked once
 * whatever the number of works. Each work also carries the visitor's quote, a field of ours that is never sent (no
 * calculation lists it).
 *
 * A work's control has a key of its own in the element (`3|operation.surface`: the work's id, then the key), so
 * two works asking `operation.surface` never share an id, a value or a message.
 */
import type { Words } from '../../ui/localize.js';
import { buildFormModel, type FieldOverrides, type FormField } from '../../inputs/form-model.js';
import type { RawValues } from '../../inputs/form-schema.js';
import type { Lang } from '../../i18n/translate.js';
import type { LoadedInputs } from '../../ui/simulation/calls.js';
import type { ProjectKey } from './cee-project.messages.js';
import type { Work } from './project-works.js';

/** Keys that hold for the whole project, asked once even when a single work asks them. */
const PROJECT_KEYS: ReadonlySet<string> = new Set(['mpr.application_date']);

/** Our field: the works' amount, tax included, read like every number; never sent. */
export const QUOTE_KEY = 'project.quote';

/** The element's key of a work's own field. */
export const workKey = (work: Pick<Work, 'id'>, key: string): string => `${work.id}|${key}`;

/** A key of the element split: the work's id and the field's key; no id for a shared key. */
export function splitKey(key: string): { workId?: number; key: string } {
  const bar = key.indexOf('|');
  if (bar < 0) return { key };
  return { workId: Number(key.slice(0, bar)), key: key.slice(bar + 1) };
}

/**
 * What makes two fields the same question. The help is part of it: two works asking "replaces a boiler" with
 * helps naming each its own bonus (the heat pump's, the biomass boiler's) ask two questions, one per work.
 */
const meaning = (field: FormField): string =>
  JSON.stringify([field.type, field.control, field.label, field.unit ?? '', field.help ?? '', (field.options ?? []).map((option) => [String(option.value), option.label])]);

export interface WorkFields {
  work: Work;
  /** The work's fields as the service listed them (their keys as sent), with its quote. */
  fields: FormField[];
  /** What the work shows under its name: its own fields, keyed for the element. */
  shown: FormField[];
}

export interface ProjectForm {
  /** The questions asked once, for the household and the dwelling. */
  shared: FormField[];
  works: WorkFields[];
}

function quoteField(words: Words<ProjectKey>, lang: Lang): FormField {
  return {
    key: QUOTE_KEY,
    type: 'number',
    control: 'number',
    label: words.t('project.quote'),
    help: words.t('project.quoteHint'),
    unit: '€',
    required: false,
    hidden: false,
    min: 0,
    max: 10_000_000,
    aids: [],
    lang,
    part: 'quote',
  };
}

/** The project's form: every loaded work's fields, the shared ones gathered once (in the order first asked). */
export function projectForm(
  loaded: ReadonlyArray<{ work: Work; inputs: LoadedInputs }>,
  o: { words: Words<ProjectKey>; lang: Lang; overrides?: FieldOverrides },
): ProjectForm {
  const models = loaded.map(({ work, inputs }) => ({ work, fields: buildFormModel(inputs.listed, o.lang, o.overrides) }));
  // A key is shared when at least two works ask it, every one of them with the same meaning.
  const asked = new Map<string, { meanings: Set<string>; works: number; first: FormField; required: boolean }>();
  for (const { fields } of models) {
    for (const field of fields) {
      if (field.hidden) continue;
      const entry = asked.get(field.key) ?? { meanings: new Set<string>(), works: 0, first: field, required: false };
      entry.meanings.add(meaning(field));
      entry.works += 1;
      entry.required ||= field.required;
      asked.set(field.key, entry);
    }
  }
  // Shared once several works ask it alike; a project's own key from the first work on.
  const isShared = (key: string): boolean => {
    const entry = asked.get(key);
    return entry !== undefined && entry.meanings.size === 1 && (entry.works > 1 || PROJECT_KEYS.has(key));
  };
  const shared = [...asked.entries()].filter(([key]) => isShared(key)).map(([, entry]) => ({ ...entry.first, required: entry.required }));
  const quote = quoteField(o.words, o.lang);
  return {
    shared,
    works: models.map(({ work, fields }) => ({
      work,
      fields: [...fields, quote],
      shown: [...fields.filter((field) => !isShared(field.key)), quote].map((field) => ({ ...field, key: workKey(work, field.key) })),
    })),
  };
}

/**
 * The values of the project: the shared questions' by key (the host's `values` too, for every work that asks the
 * key), each work's own by work. A work's own field without a value of its own reads the shared one, so a
 * question that stops being shared (a work removed) keeps what was typed.
 */
export class ProjectValues {
  shared: RawValues = {};
  /** Each work's own values, by work id (read by the undo of a removal, `project-undo.ts`). */
  readonly own = new Map<number, RawValues>();
  /** The keys the visitor typed in (the element's keys): the host's `values` no longer fill them. */
  readonly typed = new Set<string>();
  /** How many times every value was forgotten (`clear`): what a removal kept is given back only under the same count. */
  cleared = 0;

  /** The value of a field by its element key. */
  get(elementKey: string): unknown {
    const { workId, key } = splitKey(elementKey);
    if (workId === undefined) return this.shared[key];
    const own = this.own.get(workId);
    return own && Object.hasOwn(own, key) ? own[key] : this.shared[key];
  }

  set(elementKey: string, value: unknown): void {
    const { workId, key } = splitKey(elementKey);
    this.typed.add(elementKey);
    if (workId === undefined) this.shared[key] = value;
    else {
      let own = this.own.get(workId);
      if (!own) this.own.set(workId, (own = {}));
      own[key] = value;
    }
  }

  /** A key became shared: the first value a work had for it is the household's, unless it has one. */
  adopt(key: string, works: readonly Work[]): void {
    if (this.shared[key] !== undefined && this.shared[key] !== '') return;
    for (const work of works) {
      const own = this.own.get(work.id);
      if (own && own[key] !== undefined && own[key] !== '') {
        this.shared[key] = own[key];
        return;
      }
    }
  }

  /** The host's prefill for `key` changed: what was typed for it, shared or in any work, gives way to it. */
  refill(key: string): void {
    delete this.shared[key];
    for (const own of this.own.values()) delete own[key];
    for (const typed of [...this.typed]) if (splitKey(typed).key === key) this.typed.delete(typed);
  }

  /** One work's own values (keys as sent). */
  ownOf(work: Pick<Work, 'id'>): Readonly<RawValues> {
    return this.own.get(work.id) ?? {};
  }

  /** Every value forgotten ("Effacer mes réponses"), a removed work's kept to be put back too (`cleared`). */
  clear(): void {
    this.shared = {};
    this.own.clear();
    this.typed.clear();
    this.cleared += 1;
  }

  /** Forgets a work's own values; returns them, to give back to the work put back (`project-undo.ts`). */
  forget(work: Work): KeptValues {
    const kept: KeptValues = { own: this.own.get(work.id), typed: [], cleared: this.cleared };
    this.own.delete(work.id);
    for (const key of [...this.typed]) {
      const split = splitKey(key);
      if (split.workId !== work.id) continue;
      this.typed.delete(key);
      kept.typed.push(split.key);
    }
    return kept;
  }
}

/** A removed work's own values and the keys the visitor typed, by the field's key. */
export interface KeptValues {
  own?: RawValues;
  typed: string[];
  /** The values' `clear` count when it was kept. */
  cleared: number;
}
