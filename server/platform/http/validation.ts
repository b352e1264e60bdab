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

type SchemaNode = Record<string, unknown>;

/**
 * Every object in a request body is closed: a field the schema does not name is refused (400 naming it), at any
 * depth, so no route can store hidden data by forgetting `additionalProperties: false`. Run on each route as it is
 * added, before validation and the OpenAPI document read the schema. Objects that declare their own rule (a record,
 * or an explicit `additionalProperties`) keep it.
 */
export function closeObjects(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) closeObjects(item);
    return;
  }
  const schema = node as SchemaNode;
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  if (isObject && schema.additionalProperties === undefined && schema.patternProperties === undefined)
    schema.additionalProperties = false;
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions'] as const) {
    const children = schema[key];
    if (children && typeof children === 'object') for (const child of Object.values(children)) closeObjects(child);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else'] as const)
    closeObjects(schema[key]);
}
