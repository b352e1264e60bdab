import { Type, type Static, type TSchema } from 'typebox';

/**
 * `T | null` as `type: [T, 'null']`, which Ajv and fast-json-stringify handle directly (no anyOf). A list of values
 * gets null among them too: `enum` is checked apart from `type`, so without it null would break the schema.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values } = schema as unknown as { type: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}

/** A string from a fixed list, typed as that list's union. */
export function StringEnum<const T extends readonly string[]>(values: T, options: object = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A text in both languages of the site. */
export const Localized = Type.Object({ de: Type.String(), en: Type.String() });
