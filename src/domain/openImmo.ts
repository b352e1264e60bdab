import type * as Shapes from './shapes/openImmo';

export type { ObjectOutcome } from './openImmoValues';

/** A transfer's report as the API sends it, and one object's line in it (declared once in shapes/openImmo.ts). */
export type TransferReport = Shapes.TransferReport;
export type ObjectReport = Shapes.ObjectReport;
