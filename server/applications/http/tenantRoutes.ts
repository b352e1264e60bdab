import multipart from '@fastify/multipart';
import type { TenantDocuments } from '../TenantDocuments';
import type { TenantProfiles } from '../TenantProfiles';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DOCUMENT_MAX_BYTES } from '../../../src/domain/applications';
import { TenantDocumentSchema, TenantProfileBody, TenantProfileSchema } from '../../../src/domain/shapes/applications';
import { ApiError } from '../../platform/domain/ApiError';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams, multipartBody } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

/** The multipart upload: the field "kind" first, then one file. */
async function readDocument(request: FastifyRequest) {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  try {
    const file = await request.file();
    if (!file) throw ApiError.validation([{ field: 'file', code: 'required', message: 'Attach a file' }]);
    const kind = file.fields.kind;
    const content = await file.toBuffer();
    return {
      kind: kind && 'value' in kind ? String(kind.value) : '',
      filename: file.filename,
      contentType: file.mimetype,
      content,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'A document may have at most 10 MB');
    throw ApiError.validation([{ field: 'file', code: 'invalid', message: 'The upload could not be read' }]);
  }
}

export interface TenantRoutesDeps {
  tenantProfiles: TenantProfiles;
  tenantDocuments: TenantDocuments;
}

/** The tenant profile (Mieterselbstauskunft) and the applicant's own documents. */
export const tenantRoutes: FastifyPluginAsyncTypebox<TenantRoutesDeps> = async (
  app,
  { tenantProfiles, tenantDocuments },
) => {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 3, parts: 4 } });
  const tags = ['applications'];

  app.get(
    '/user/tenant-profile',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'My tenant profile', response: { 200: Envelope(TenantProfileSchema) } },
    },
    async (request, reply) => ok(reply, await tenantProfiles.read(currentUser(request).id)),
  );

  app.put(
    '/user/tenant-profile',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Fill in my tenant profile: household, pets, move-in, income band, employment, introduction, guarantor, WBS',
        body: TenantProfileBody,
        response: { 200: Envelope(TenantProfileSchema) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await tenantProfiles.execute(currentUser(request).id, { ...request.body, wbs: request.body.wbs ?? false }),
        'Saved',
      ),
  );

  app.get(
    '/user/documents',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'My documents (without content)',
        response: { 200: Envelope(Type.Array(TenantDocumentSchema)) },
      },
    },
    async (request, reply) => ok(reply, await tenantDocuments.list(currentUser(request).id)),
  );

  app.post(
    '/user/documents',
    {
      preValidation: requireUser,
      config: multipartBody({
        kind: { type: 'string', enum: ['payslip', 'credit_report', 'landlord_confirmation', 'other'] },
      }),
      schema: {
        tags,
        summary:
          'Upload a document (PDF, JPEG or PNG, at most 10 MB; the field "kind" before the file); stored encrypted',
        response: { 201: Envelope(TenantDocumentSchema), ...errors({ 409: 'Already 20 documents' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await tenantDocuments.execute(currentUser(request).id, await readDocument(request)), 'Uploaded', 201),
  );

  app.delete(
    '/user/documents/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete one of my documents (every application stops sharing it)',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await tenantDocuments.remove(currentUser(request).id, request.params.id);
      return ok(reply, null, 'Deleted');
    },
  );
};
