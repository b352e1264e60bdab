import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** What was wrong with the route's data before it was serialized (the answer becomes the breach). */
    contractBreach?: string;
  }
}

interface DocumentedAnswer {
  content?: Record<string, { schema?: object }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedAnswer> }>>;
}

/** An answer the API document does not describe: its route, status and what is wrong. */
export interface ContractBreach {
  route: string;
  status: number;
  problem: string;
}

/**
 * Test mode only (the test servers turn it on): every answer of an /api route, as sent, is checked against the
 * published API document — its status must be documented for the route, its content type among those documented, and
 * a JSON body valid against the documented schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1). A breach answers 500 with
 * what is wrong, and is kept in `breaches` for the test server to fail on when it closes: a route that drifts from
 * its document fails the test that made it answer.
 */
export const responseContractPlugin = fp<{ breaches: ContractBreach[] }>(
  async (app, { breaches }) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
    const compiled = new Map<string, ValidateFunction>();
    let document: OpenApiDocument | undefined;

    /** The operation as the document names it: `GET /ads/{id}` for the route `/api/ads/:id`. */
    const operationPath = (request: FastifyRequest) =>
      (request.routeOptions.url ?? '').replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

    /** The documented JSON schema of this answer, or a breach (null: nothing to check). */
    const documented = (
      request: FastifyRequest,
      reply: FastifyReply,
    ): { check?: ValidateFunction; problem?: string } | null => {
      const url = request.routeOptions.url;
      // The document itself, and files linked from answers (hidden: the ad photos under /api/uploads), are not operations.
      const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide;
      if (
        !url?.startsWith('/api/') ||
        request.method === 'HEAD' ||
        request.method === 'OPTIONS' ||
        url === '/api/openapi.json' ||
        hidden
      )
        return null;
      document ??= (app as unknown as { swagger(): OpenApiDocument }).swagger();
      const path = operationPath(request);
      const status = reply.statusCode;
      const answers = document!.paths[path]?.[request.method.toLowerCase()]?.responses;
      if (!answers) return { problem: 'the route is not in the document' };
      const answer = answers[String(status)] ?? answers[`${String(status)[0]}XX`] ?? answers.default;
      if (!answer)
        return { problem: `status ${status} is not documented (documented: ${Object.keys(answers).join(', ')})` };
      if (status === 204 || status === 304) return null;
      const mediaType = String(reply.getHeader('content-type') ?? 'application/json')
        .split(';')[0]!
        .trim();
      const described = answer.content?.[mediaType];
      if (!described)
        return {
          problem: `content type "${mediaType}" is not documented (documented: ${Object.keys(answer.content ?? {}).join(', ') || 'none'})`,
        };
      if (mediaType !== 'application/json' || !described.schema) return null;
      const key = `${request.method} ${path} ${status}`;
      let check = compiled.get(key);
      if (!check) compiled.set(key, (check = ajv.compile(described.schema)));
      return { check };
    };

    const breach = (request: FastifyRequest, reply: FastifyReply, problem: string) => {
      const route = `${request.method} ${operationPath(request)}`;
      const status = reply.statusCode;
      breaches.push({ route, status, problem });
      request.log.error({ route, status, problem }, 'answer not described by the API document');
      reply.code(500).type('application/json; charset=utf-8');
      return JSON.stringify({
        statusCode: 500,
        error: 'Internal Server Error',
        message: `Answer not described by the API document: ${route} ${status}: ${problem}`,
      });
    };

    // The route's data before the serializer writes it: the serializer would turn what the schema does not describe into
    // something it does (null into 0 for an integer, true into "true" for a text) and so hide the drift.
    app.addHook('preSerialization', async (request, reply, payload) => {
      const found = documented(request, reply);
      if (!found?.check || payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
      if (found.check(JSON.parse(JSON.stringify(payload)))) return payload;
      request.contractBreach = `before serializing: ${ajv.errorsText(found.check.errors, { dataVar: 'body' })}`;
      return payload;
    });

    // The answer as sent: its status, content type and body.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.contractBreach) return breach(request, reply, request.contractBreach);
      const found = documented(request, reply);
      if (!found) return payload;
      if (found.problem) return breach(request, reply, found.problem);
      if (!found.check || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      if (!found.check(JSON.parse(payload.toString())))
        return breach(request, reply, ajv.errorsText(found.check.errors, { dataVar: 'body' }));
      return payload;
    });
  },
  { name: 'response-contract', dependencies: ['openapi'] },
);
