/**
 * What `zod` is for the contract modules in the client build (the `inertZod` plugin in vite.config.ts): a builder
 * that keeps what the client reads of a schema — an object's `shape` (with extend, pick, omit, merge), an enum's or a union's
 * `options`, a literal's `value`, an array's `element` — and validates nothing. The client takes only endpoints and
 * types from the contract; the server checks every call's params and answers the Chinese message (and our own server
 * sends the replies). The real zod (90 KB minified) then stays out of the first load (`npm run bench -- bundle`).
 * Type checking and the tests use the real zod; contract/inert.test.ts evaluates every contract module with this one.
 */
type Shape = Record<string, unknown>;

interface Data {
  shape?: Shape;
  options?: unknown[];
  value?: unknown;
  element?: unknown;
}

const ok = (data: unknown) => ({ success: true as const, data });

function keep(shape: Shape, mask: Record<string, unknown>, wanted: boolean): Shape {
  return Object.fromEntries(Object.entries(shape).filter(([k]) => (k in mask) === wanted));
}

function schema(d: Data): unknown {
  const shape = d.shape ?? {};
  const methods: Record<string, unknown> = {
    shape: d.shape,
    options: d.options,
    enum: d.options ? Object.fromEntries(d.options.map((o) => [String(o), o])) : undefined,
    value: d.value,
    element: d.element,
    parse: (v: unknown) => v,
    safeParse: ok,
    parseAsync: async (v: unknown) => v,
    safeParseAsync: async (v: unknown) => ok(v),
    extend: (more: Shape) => schema({ ...d, shape: { ...shape, ...more } }),
    merge: (other: { shape?: Shape }) => schema({ ...d, shape: { ...shape, ...other.shape } }),
    pick: (mask: Record<string, unknown>) => schema({ ...d, shape: keep(shape, mask, true) }),
    omit: (mask: Record<string, unknown>) => schema({ ...d, shape: keep(shape, mask, false) }),
  };
  return new Proxy(methods, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (key in target) return target[key];
      // any other method (optional, describe, min, default, refine, transform …) gives the same schema back
      return () => schema(d);
    },
  });
}

const builders: Record<string, unknown> = {
  object: (shape: Shape) => schema({ shape }),
  strictObject: (shape: Shape) => schema({ shape }),
  looseObject: (shape: Shape) => schema({ shape }),
  enum: (values: unknown[] | Record<string, unknown>) => schema({ options: Array.isArray(values) ? values : Object.values(values) }),
  literal: (value: unknown) => schema({ value }),
  array: (element: unknown) => schema({ element }),
  union: (options: unknown[]) => schema({ options }),
  discriminatedUnion: (_key: string, options: unknown[]) => schema({ options }),
};

export const z: unknown = new Proxy(builders, {
  get(target, key) {
    if (typeof key === 'symbol' || key === 'then') return undefined;
    if (key === 'coerce') return z;
    if (key in target) return target[key];
    return () => schema({});
  },
});

export default z;
