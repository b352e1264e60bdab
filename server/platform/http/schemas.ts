import { Type, type TSchema } from 'typebox';

// The two helpers the shared shapes use too (src/domain/shapes): one definition for server and client.
export { Nullable, StringEnum } from '../../../src/domain/shapes/schema';

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
