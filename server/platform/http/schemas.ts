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

/**
 * A route that takes multipart/form-data (one file in field "file", and the given text fields): how the API document
 * shows its body, as the route's `config` (the multipart parser, not a JSON schema, reads it).
 */
export function multipartBody(fields: Record<string, object> = {}) {
  return {
    documentedBody: {
      consumes: ['multipart/form-data'],
      schema: {
        type: 'object',
        required: [...Object.keys(fields), 'file'],
        properties: { ...fields, file: { type: 'string', format: 'binary' } },
        additionalProperties: false,
      },
    },
  };
}

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export const EmailBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
