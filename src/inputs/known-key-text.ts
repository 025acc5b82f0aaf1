/** The shape of the widget's own wording of a calculation key (`known-keys.ts`, and each language's table). */
export interface KnownKeyText {
  label: string;
  help?: string;
  unit?: string;
  /** Option value (as a string) to its label. */
  options?: Record<string, string>;
}

export type KnownKeys = Record<string, KnownKeyText>;
