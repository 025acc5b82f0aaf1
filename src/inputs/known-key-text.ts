/** The shape of the widget's own wording of a calculation key (`known-keys.ts`, and each language's table). */
export interface KnownKeyText {
  label: string;
  help?: string;
  unit?: string;
  /** Option value (as a string) to its label. */
  options?: Record<string, string>;
  /**
   * The key names another thing for each operation (`operation.surface`: the insulation laid in an attic, the glazing
   * of windows): the service's label and help win in every language, ours (generic) stand in only when it gave none.
   */
  perOperation?: true;
}

export type KnownKeys = Record<string, KnownKeyText>;
