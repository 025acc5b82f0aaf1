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
export const text = lazySchema(() => maybe(z.string()));

/**
 * A schema made the first time something reads it, not as the script is read: zod builds a schema's internals when
 * it is constructed, so that a page loading the single file built every schema of every element (the worksite's,
 * the local aids', the calculations') before showing anything. The value stands for the schema in every use zod and
 * a host make of one (its properties and methods, `instanceof`, a member of another schema, `z.parse`): it forwards
 * them to the schema, made once.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(make: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= make());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Said configurable: the stand-in itself holds none of them (a proxy may not say otherwise).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

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
