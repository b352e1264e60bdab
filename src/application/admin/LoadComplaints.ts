import type { ComplaintCase } from '../../domain/decisions';
import type { ComplaintsApi } from './ports';

/** The complaints waiting for an answer, oldest first. */
export class LoadComplaints {
  constructor(private readonly api: ComplaintsApi) {}

  execute(): Promise<ComplaintCase[]> {
    return this.api.open();
  }
}
