import { Type, type Static } from 'typebox';
import { OBJECT_OUTCOMES } from '../openImmoValues';
import { StringEnum } from './schema';

/** What became of one object of a transfer; the client translates `reasons` by code as on the ad form. */
export const ObjectReportSchema = Type.Object({
  objectNumber: Type.String({ description: "The sender's object number (objektnr_extern), or #n for its position" }),
  title: Type.Union([Type.String(), Type.Null()]),
  outcome: StringEnum(OBJECT_OUTCOMES),
  adId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  reasons: Type.Array(Type.Object({ field: Type.String(), code: Type.String(), message: Type.String() })),
  pictures: Type.Integer({ minimum: 0 }),
  kept: Type.Array(Type.String(), { description: 'OpenImmo paths kept with the import that no field of an ad shows' }),
});
export type ObjectReport = Static<typeof ObjectReportSchema>;

/** One transfer's report as the API sends it. */
export const TransferReportSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  fileName: Type.String(),
  scope: StringEnum(['VOLL', 'TEIL'] as const),
  objects: Type.Array(ObjectReportSchema),
});
export type TransferReport = Static<typeof TransferReportSchema>;
