/** Building blocks of the answer schemas (`schemas.ts`, `partner-schemas.ts`); not part of the public API. */
import * as z from 'zod/mini';

/** Optional in the answer, and `null` read as absent: services send either. */
export const maybe = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => v ?? undefined),
  ) as unknown as z.ZodMiniOptional<z.ZodMiniType<z.output<T> | undefined, z.input<T> | null | undefined>>;
export const text = maybe(z.string());
