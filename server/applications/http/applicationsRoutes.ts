import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApplyForFlatHandler } from '../ApplyForFlatHandler';
import type { MoveApplicant } from '../MoveApplicant';
import type { OpenSharedDocument } from '../OpenSharedDocument';
import type { ReadApplications } from '../ReadApplications';
import type { ReadRentControlStatement } from '../ReadRentControlStatement';
import type { RequestDocuments } from '../RequestDocuments';
import type { SetApplicationWindow } from '../SetApplicationWindow';
import type { ShareWithLandlord } from '../ShareWithLandlord';
import { Type } from 'typebox';
import {
  ApplicantStatusBody,
  ApplicationBoardSchema,
  ApplicationSchema,
  ApplicationWindowBody,
  ApplyBody,
  SharingBody,
} from '../../../src/domain/shapes/applications';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope, FileAnswer, IdParams, Uuid } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

const Board = Envelope(ApplicationBoardSchema);
const tags = ['applications'];

/**
 * Applications for a flat: the applicant applies and decides what is shared; the landlord's board moves applicants
 * between stages, asks a shortlisted one for documents and opens those shared (watermarked, logged).
 */
export interface ApplicationRoutesDeps {
  applyForFlat: Pick<ApplyForFlatHandler, 'execute'>;
  shareWithLandlord: Pick<ShareWithLandlord, 'execute'>;
  readApplications: ReadApplications;
  moveApplicant: Pick<MoveApplicant, 'execute'>;
  setApplicationWindow: Pick<SetApplicationWindow, 'execute'>;
  requestDocuments: Pick<RequestDocuments, 'execute'>;
  openSharedDocument: Pick<OpenSharedDocument, 'execute'>;
  readRentControlStatement: Pick<ReadRentControlStatement, 'execute'>;
}

export const applicationRoutes: FastifyPluginAsyncTypebox<ApplicationRoutesDeps> = async (app, s) => {
  const user = { preValidation: requireUser };

  app.post(
    '/ads/:id/application',
    {
      ...user,
      schema: {
        tags,
        summary: 'Apply for this flat with my tenant profile (after writing to the landlord)',
        params: IdParams,
        body: ApplyBody,
        response: {
          201: Envelope(ApplicationSchema),
          ...errors({ 403: 'The landlord and I blocked each other', 409: 'Write first; applied already; closed' }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await s.applyForFlat.execute(currentUser(request).id, request.params.id, request.body.profileConsent),
        'Applied',
        201,
      ),
  );

  app.get(
    '/applications',
    {
      ...user,
      schema: {
        tags,
        summary: 'My applications, what each shares, and every document view',
        response: { 200: Envelope(Type.Array(ApplicationSchema)) },
      },
    },
    async (request, reply) => ok(reply, await s.readApplications.mine(currentUser(request).id)),
  );

  app.put(
    '/applications/:id/sharing',
    {
      ...user,
      schema: {
        tags,
        summary: 'What this application shares: the profile (consent) and which documents; less withdraws',
        params: IdParams,
        body: SharingBody,
        response: { 200: Envelope(ApplicationSchema), ...errors({ 409: 'The landlord has not asked for documents' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await s.shareWithLandlord.execute(currentUser(request).id, request.params.id, request.body), 'Saved'),
  );

  app.get(
    '/ads/:id/applications',
    {
      ...user,
      schema: {
        tags,
        summary: "The landlord's board of an ad's applicants",
        params: IdParams,
        response: { 200: Board },
      },
    },
    async (request, reply) => ok(reply, await s.readApplications.execute(currentUser(request).id, request.params.id)),
  );

  app.put(
    '/ads/:id/application-window',
    {
      ...user,
      schema: {
        tags,
        summary: 'Open a fair first round for the next hours (0 ends it): random order, no names until invited',
        params: IdParams,
        body: ApplicationWindowBody,
        response: { 200: Board },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await s.setApplicationWindow.execute(currentUser(request).id, request.params.id, request.body.hours),
        'Saved',
      ),
  );

  app.put(
    '/applications/:id/status',
    {
      ...user,
      schema: {
        tags,
        summary: 'Move an applicant to a column; Absage and Zusage send a message; a Zusage closes the others',
        params: IdParams,
        body: ApplicantStatusBody,
        response: {
          200: Board,
          ...errors({
            409: 'The applications are closed; or a Zusage waits: the rent control statement was only delivered now',
          }),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await s.moveApplicant.execute(currentUser(request), request.params.id, request.body.status), 'Moved'),
  );

  app.post(
    '/applications/:id/document-request',
    {
      ...user,
      schema: {
        tags,
        summary: 'Ask a shortlisted applicant for documents (they are mailed and decide what to share)',
        params: IdParams,
        response: { 200: Board, ...errors({ 409: 'Not shortlisted' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await s.requestDocuments.execute(currentUser(request).id, request.params.id), 'Asked'),
  );

  app.get(
    '/applications/:id/rent-control-statement',
    {
      ...user,
      schema: {
        tags,
        summary: 'The Mietpreisbremse statement delivered with this application, as a PDF (its applicant and landlord)',
        params: IdParams,
        response: {
          200: FileAnswer('The statement as delivered, with when and to whom', {
            'application/pdf': { type: 'string', format: 'binary' },
          }),
        },
      },
    },
    async (request, reply) => {
      const file = await s.readRentControlStatement.execute(currentUser(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.content);
    },
  );

  app.get(
    '/applications/:id/documents/:documentId',
    {
      ...user,
      schema: {
        tags,
        summary: 'A document the applicant shares with this application, watermarked; every view is logged for them',
        params: Type.Object({ id: Uuid, documentId: Uuid }),
        response: {
          200: FileAnswer('The document, watermarked', {
            'application/pdf': { type: 'string', format: 'binary' },
            'image/jpeg': { type: 'string', format: 'binary' },
            'image/png': { type: 'string', format: 'binary' },
          }),
          ...errors({ 403: 'Not shared (any more) with this application', 409: 'The document cannot be opened' }),
        },
      },
    },
    async (request, reply) => {
      const file = await s.openSharedDocument.execute(
        currentUser(request),
        request.params.id,
        request.params.documentId,
      );
      return reply
        .type(file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('Cache-Control', 'no-store')
        .send(file.content);
    },
  );
};
