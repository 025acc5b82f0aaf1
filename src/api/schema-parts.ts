/**
 * Building blocks of the zod schemas (`aid-calculations.ts`, `partner-schemas.ts`): the answers read after a
 * gesture. The first view's answers are read without zod (`schemas.ts`). Not part of the public API.
 */
import * as z from 'zod/mini';

/** Optional in the answer, and `null` read as absent: services send either. */
export const maybe = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => v ?? undefined),
  ) as unknown as z.ZodMiniOptional<z.ZodMiniType<z.output<T> | undefined, z.input<T> | null | undefined>>;
export const text = maybe(z.string());

/**
 * An object read key by key into a null-prototype object, each value through `value`: not `z.record`, whose copy
 * assigns keys, so that a key `__proto__` would set the copy's prototype and vanish. Keys are not empty.
 */
export const ownRecord = <T extends z.ZodMiniType>(value: T) =>
  z.pipe(
    z.unknown(),
    z.transform((input: unknown, ctx): Record<string, z.output<T>> => {
      const out: Record<string, z.output<T>> = Object.create(null);
      const object = typeof input === 'object' && input && !Array.isArray(input);
      for (const [key, item] of (object ? Object.entries(input) : [['', input]]) as [string, unknown][]) {
        const parsed = z.safeParse(value, item);
        if (key && parsed.success) out[key] = parsed.data;
        else ctx.issues.push({ code: 'custom', message: 'Invalid entry', input: item, path: [key] });
      }
      return out;
    }),
  );
