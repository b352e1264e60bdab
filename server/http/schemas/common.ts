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

/** The success body of docs/decisions.md §2; the spec's `data.data` is its `data`. */
export function Envelope<T extends TSchema>(data: T, description = 'Success') {
  return Type.Object({ statusCode: Type.Integer(), message: Type.String(), data }, { description });
}

export const EmptyEnvelope = Envelope(Type.Null());

/** A file or stream answer: each media type the route sends, with the shape of its body (sent as it is). */
export function FileAnswer(description: string, mediaTypes: Record<string, object>) {
  return {
    description,
    content: Object.fromEntries(Object.entries(mediaTypes).map(([type, schema]) => [type, { schema }])),
  };
}

export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), code: Type.String(), message: Type.String() }))),
});

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export const EmailBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export const Localized = Type.Object({ de: Type.String(), en: Type.String() });
