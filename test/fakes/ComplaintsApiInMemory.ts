import type { ComplaintsApi } from '../../src/application/admin/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import type { ComplaintCase, ComplaintOutcome } from '../../src/domain/decisions';

/** The complaints desk as the server runs it: the deciding moderator may not answer, and only once. */
export class ComplaintsApiInMemory implements ComplaintsApi {
  cases: ComplaintCase[] = [];
  readonly answers: { id: string; outcome: ComplaintOutcome; answer: string }[] = [];

  async open(): Promise<ComplaintCase[]> {
    return this.cases.filter((c) => c.complaint.status === 'open');
  }

  async answer(id: string, outcome: ComplaintOutcome, answer: string): Promise<ComplaintCase> {
    const found = this.cases.find((c) => c.complaint.id === id);
    if (!found) throw new RequestError('http', 'NOT_FOUND', 'No such complaint', 404);
    if (!found.mayDecide) throw new RequestError('http', 'SAME_MODERATOR', 'Another moderator must answer', 409);
    if (found.complaint.status !== 'open') throw new RequestError('http', 'ALREADY_ANSWERED', 'Answered', 409);
    found.complaint = { ...found.complaint, status: outcome, answer, answeredAt: new Date().toISOString() };
    this.answers.push({ id, outcome, answer });
    return found;
  }
}
