import { MAX_IMAGE_BYTES } from '../../../src/domain/imageUpload';
import type { RemoveAdImageHandler } from '../RemoveAdImageHandler';
import type { ReorderAdImagesHandler } from '../ReorderAdImagesHandler';
import type { UploadAdImageHandler } from '../UploadAdImageHandler';
import type { ImageStorage } from '../ports';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../platform/domain/ApiError';
import { toApiAd } from '../ports';
import type { AdRecord } from '../domain/ad';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { AdAnswer } from './schemas';
import { IdParams, multipartBody, Uuid } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

/** The single uploaded file; a broken multipart body is the client's error (400), a large one 413. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer | undefined;
  try {
    const file = await request.file();
    buffer = await file?.toBuffer();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'An image may have at most 10 MB');
    throw ApiError.validation([
      { field: 'file', code: 'invalid', message: 'The upload could not be read; send one file as multipart/form-data' },
    ]);
  }
  if (!buffer || buffer.length === 0)
    throw ApiError.validation([{ field: 'file', code: 'required', message: 'Attach an image file' }]);
  return buffer;
}

export interface AdImageRoutesDeps {
  uploadAdImage: Pick<UploadAdImageHandler, 'execute'>;
  removeAdImage: Pick<RemoveAdImageHandler, 'execute'>;
  reorderAdImages: Pick<ReorderAdImagesHandler, 'execute'>;
  images: ImageStorage;
}

/** An own ad's photos: upload one, remove one, put them in order. */
export const adImageRoutes: FastifyPluginAsyncTypebox<AdImageRoutesDeps> = async (
  app,
  { uploadAdImage, removeAdImage, reorderAdImages, images },
) => {
  // Owners (and admins) see their ads whole; see toApiAd for what others do not see.
  const view = (ad: AdRecord) => toApiAd(ad, images, true);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/ads/:id/images',
    {
      preHandler: requireUser,
      config: multipartBody(),
      schema: {
        tags: ['ads'],
        summary: 'Upload one image (multipart field "file", at most 10 MB)',
        params: IdParams,
        response: AdAnswer,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
      const buffer = await readUpload(request);
      return ok(reply, view(await uploadAdImage.execute(user, request.params.id, buffer)), 'Image added');
    },
  );

  app.delete(
    '/ads/:id/images/:imageId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Remove an image',
        params: Type.Object({ id: Uuid, imageId: Uuid }),
        response: {
          ...AdAnswer,
          ...errors({ 409: 'The image cannot be removed now (an ad under review or live keeps at least one)' }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await removeAdImage.execute(currentUser(request), request.params.id, request.params.imageId)),
        'Image removed',
      ),
  );

  app.put(
    '/ads/:id/images/order',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Reorder the images; the first is the cover',
        params: IdParams,
        body: Type.Object({ imageIds: Type.Array(Uuid, { maxItems: 100 }) }),
        response: AdAnswer,
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await reorderAdImages.execute(currentUser(request), request.params.id, request.body.imageIds)),
        'Order saved',
      ),
  );
};
