import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = { useDefaults: true, allErrors: true, strict: false };

/**
 * Bodies are JSON and must carry the types their schema names: "priceCents": "1.250" or "1250" is refused with a 400
 * naming the field, never turned into a number, and unknown fields are refused rather than dropped. Query strings,
 * params and headers are text by nature: they are converted, and unknown query parameters (utm_source and the like in
 * a shared link) are dropped.
 */
const bodyAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: false, removeAdditional: false }));
const textAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array', removeAdditional: true }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
