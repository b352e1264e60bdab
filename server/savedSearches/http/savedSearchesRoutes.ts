import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChangeSavedSearchHandler } from '../ChangeSavedSearchHandler';
import type { DeleteSavedSearchHandler } from '../DeleteSavedSearchHandler';
import type { ListSavedSearches } from '../ListSavedSearches';
import type { SaveSearchHandler } from '../SaveSearchHandler';
import type { UnsubscribeFromAlertsHandler } from '../UnsubscribeFromAlertsHandler';
import { Type } from 'typebox';
import { ALERT_FREQUENCIES } from '../../../src/domain/savedSearch';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams, StringEnum } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import {
  SavedFiltersSchema,
  SavedSearchName,
  SavedSearchQuery,
  SavedSearchSchema,
} from '../../../src/domain/shapes/savedSearches';

/** The mail's one-click unsubscribe from a saved search: no sign-in, the token is the proof. */
export const savedSearchUnsubscribeRoute: FastifyPluginAsyncTypebox<{
  unsubscribe: Pick<UnsubscribeFromAlertsHandler, 'execute'>;
}> = async (open, { unsubscribe }) => {
  // RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" as a form; this route alone reads forms.
  open.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  open.post(
    '/saved-searches/unsubscribe',
    {
      config: {
        documentedBody: {
          consumes: ['application/x-www-form-urlencoded'],
          schema: {
            type: 'object',
            properties: { 'List-Unsubscribe': { const: 'One-Click' } },
            additionalProperties: false,
          },
        },
      },
      schema: {
        tags: ['saved searches'],
        summary: "One-click unsubscribe from a saved search's mails (RFC 8058); the token comes from the mail",
        querystring: Type.Object(
          { token: Type.String({ minLength: 10, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: { ...errors({ 404: 'The link is no longer valid' }), 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await unsubscribe.execute(request.query.token);
      return ok(reply, null, 'Unsubscribed');
    },
  );
};

/** Suchaufträge: the signed-in person's saved searches. */
export interface SavedSearchRoutesDeps {
  listSavedSearches: Pick<ListSavedSearches, 'execute'>;
  saveSearch: Pick<SaveSearchHandler, 'execute'>;
  changeSavedSearch: Pick<ChangeSavedSearchHandler, 'execute'>;
  deleteSavedSearch: Pick<DeleteSavedSearchHandler, 'execute'>;
}

export const savedSearchRoutes: FastifyPluginAsyncTypebox<SavedSearchRoutesDeps> = async (own, deps) => {
  // Before validation: a visitor hears "sign in", not what is wrong with a body they may not send.
  signedInOnly(own, 'user', 'preValidation');
  own.get(
    '/saved-searches',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'The saved searches, oldest first, each with the count of new ads since it was last opened',
        response: { 200: Envelope(Type.Array(SavedSearchSchema)) },
      },
    },
    async (request, reply) => ok(reply, await deps.listSavedSearches.execute(currentUser(request))),
  );
  own.post(
    '/saved-searches',
    {
      schema: {
        tags: ['saved searches'],
        summary: "Save the list's filters under a name, with how often new matches are mailed",
        body: Type.Object(
          {
            name: SavedSearchName,
            filters: SavedFiltersSchema,
            query: SavedSearchQuery,
            frequency: StringEnum(ALERT_FREQUENCIES),
          },
          { additionalProperties: false },
        ),
        response: {
          ...errors({ 409: 'As many saved searches as allowed exist already' }),
          201: Envelope(SavedSearchSchema),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await deps.saveSearch.execute(currentUser(request), request.body), 'Saved', 201),
  );
  own.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Rename, change how often it mails, or mark its results as seen',
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(SavedSearchName),
            frequency: Type.Optional(StringEnum(ALERT_FREQUENCIES)),
            seen: Type.Optional(Type.Literal(true)),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Envelope(SavedSearchSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await deps.changeSavedSearch.execute(currentUser(request), request.params.id, request.body), 'Saved'),
  );
  own.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Delete a saved search',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await deps.deleteSavedSearch.execute(currentUser(request), request.params.id);
      return ok(reply, null, 'Deleted');
    },
  );
};
