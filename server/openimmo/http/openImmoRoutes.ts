import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../platform/domain/ApiError';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope, FileAnswer, IdParams, multipartBody } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import type { ImportOpenImmoTransfer } from '../ImportOpenImmoTransfer';
import type { ListOpenImmoTransfers } from '../ListOpenImmoTransfers';
import type { ExportOpenImmoStock } from '../ExportOpenImmoStock';
import type { ReadOpenImmoFeedback } from '../ReadOpenImmoFeedback';
import type { SaveOpenImmoSettings } from '../SaveOpenImmoSettings';
import type { TransferReport } from '../ports';
import { TRANSFER_LIMITS } from '../domain/transferLimits';
import { TransferReportSchema } from '../../../src/domain/shapes/openImmo';

export interface OpenImmoRoutesDeps {
  importOpenImmoTransfer: Pick<ImportOpenImmoTransfer, 'execute'>;
  exportOpenImmoStock: Pick<ExportOpenImmoStock, 'execute'>;
  readOpenImmoFeedback: Pick<ReadOpenImmoFeedback, 'execute'>;
  saveOpenImmoSettings: Pick<SaveOpenImmoSettings, 'execute' | 'read'>;
  listOpenImmoTransfers: Pick<ListOpenImmoTransfers, 'execute' | 'one'>;
}

const toApi = (report: TransferReport) => ({ ...report, createdAt: report.createdAt.toISOString() });

/** The upload; a broken multipart body is the client's error (400), a large one 413. */
async function readTransfer(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  try {
    const file = await request.file();
    const bytes = await file?.toBuffer();
    if (file && bytes && bytes.length > 0) return { bytes, name: file.filename || 'openimmo' };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'A transfer may have at most 64 MB');
    throw ApiError.validation([
      { field: 'file', code: 'invalid', message: 'The upload could not be read; send one file as multipart/form-data' },
    ]);
  }
  throw ApiError.validation([{ field: 'file', code: 'required', message: 'Attach an OpenImmo XML or ZIP file' }]);
}

/** A trader's OpenImmo transfers: upload one (XML or ZIP), read the reports of the last ones. */
export const openImmoRoutes: FastifyPluginAsyncTypebox<OpenImmoRoutesDeps> = async (
  app,
  { importOpenImmoTransfer, exportOpenImmoStock, readOpenImmoFeedback, saveOpenImmoSettings, listOpenImmoTransfers },
) => {
  signedInOnly(app, 'user', 'preValidation');
  await app.register(multipart, { limits: { fileSize: TRANSFER_LIMITS.uploadBytes, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/openimmo/transfers',
    {
      bodyLimit: TRANSFER_LIMITS.uploadBytes + 1024 * 1024,
      config: multipartBody(),
      schema: {
        tags: ['openimmo'],
        summary:
          'Import an OpenImmo 1.2.x transfer (XML, or a ZIP with one XML and its pictures; at most 64 MB): each object ' +
          'is created, updated by its object number, withdrawn (DELETE, or missing from a full transfer) or refused with reasons',
        response: {
          200: Envelope(TransferReportSchema),
          ...errors({
            400: 'The file is no readable OpenImmo transfer (TRANSFER_REFUSED; nothing was changed)',
            403: 'Only commercial accounts import (TRADERS_ONLY)',
            409: 'The trader details are incomplete (TRADER_DETAILS_MISSING)',
            413: 'The file is larger than 64 MB',
            415: 'Not sent as multipart/form-data',
            429: 'Other transfers are being imported in this process; send again after Retry-After',
          }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the transfer as multipart/form-data');
      const { bytes, name } = await readTransfer(request);
      return ok(reply, toApi(await importOpenImmoTransfer.execute(user, bytes, name)), 'Transfer imported');
    },
  );

  app.get(
    '/openimmo/transfers',
    {
      schema: {
        tags: ['openimmo'],
        summary: "The account's last 20 transfers with their reports, newest first",
        response: {
          200: Envelope(Type.Array(TransferReportSchema)),
          ...errors({ 403: 'Only commercial accounts import (TRADERS_ONLY)' }),
        },
      },
    },
    async (request, reply) => ok(reply, (await listOpenImmoTransfers.execute(currentUser(request))).map(toApi)),
  );

  app.get(
    '/openimmo/transfers/:id',
    {
      schema: {
        tags: ['openimmo'],
        summary: "One transfer's report",
        params: IdParams,
        response: { 200: Envelope(TransferReportSchema), ...errors({ 404: 'No transfer of this account' }) },
      },
    },
    async (request, reply) =>
      ok(reply, toApi(await listOpenImmoTransfers.one(currentUser(request), request.params.id))),
  );

  app.get(
    '/openimmo/export',
    {
      schema: {
        tags: ['openimmo'],
        summary:
          "The account's ads (all but withdrawn ones) as one full OpenImmo 1.2.7 transfer: a ZIP with openimmo.xml and the pictures",
        response: {
          200: FileAnswer('The transfer as a ZIP', { 'application/zip': { type: 'string', format: 'binary' } }),
          ...errors({ 403: 'Only commercial accounts export (TRADERS_ONLY)' }),
        },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await exportOpenImmoStock.execute(currentUser(request));
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  );

  app.get(
    '/openimmo/feedback',
    {
      schema: {
        tags: ['openimmo'],
        summary:
          "Enquiries to the account's imported ads as OpenImmo-Feedback XML (one objekt per conversation begun since `since`), for the agent's software",
        querystring: Type.Object(
          { since: Type.Optional(Type.String({ format: 'date-time' })) },
          { additionalProperties: false },
        ),
        response: {
          200: FileAnswer('The OpenImmo-Feedback document', { 'application/xml': { type: 'string' } }),
          ...errors({ 403: 'Only commercial accounts (TRADERS_ONLY)' }),
        },
      },
    },
    async (request, reply) => {
      const since = request.query.since ? new Date(request.query.since) : null;
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(await readOpenImmoFeedback.execute(currentUser(request), since));
    },
  );

  const Settings = Type.Object({
    feedbackEmail: Type.Union([Type.String({ maxLength: 254 }), Type.Null()], {
      description: 'Where each new enquiry to an imported ad is mailed as OpenImmo-Feedback; null: not mailed',
    }),
  });

  app.get(
    '/openimmo/settings',
    {
      schema: {
        tags: ['openimmo'],
        summary: "The account's OpenImmo settings",
        response: { 200: Envelope(Settings), ...errors({ 403: 'Only commercial accounts (TRADERS_ONLY)' }) },
      },
    },
    async (request, reply) => ok(reply, await saveOpenImmoSettings.read(currentUser(request))),
  );

  app.put(
    '/openimmo/settings',
    {
      schema: {
        tags: ['openimmo'],
        summary: 'Mail each new enquiry to an imported ad as OpenImmo-Feedback to this address (null: stop)',
        body: Type.Object({ feedbackEmail: Settings.properties.feedbackEmail }, { additionalProperties: false }),
        response: { 200: Envelope(Settings), ...errors({ 403: 'Only commercial accounts (TRADERS_ONLY)' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await saveOpenImmoSettings.execute(currentUser(request), request.body.feedbackEmail), 'Saved'),
  );
};
