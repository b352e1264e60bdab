import type { Decision } from '../../src/domain/decisions';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { Clock, Repositories, UnitOfWork } from '../platform/ports';
import { toDecision } from './decisionView';
import type { DecisionRecord } from './ports';
import { tokenOpens } from './StatementsOfReasons';

/** Who may read a statement: its recipient signed in, or anyone holding the secret from its mail. */
export interface DecisionAccess {
  user: UserRecord | null;
  token: string | null;
}

/** The statements of reasons a person received, and one of them by its address (DSA Art. 17). */
export class ReadDecisions {
  constructor(private readonly deps: { uow: UnitOfWork<'decisions'>; clock: Clock }) {}

  async mine(user: UserRecord): Promise<Decision[]> {
    const rows = await this.deps.uow.repos.decisions.ofRecipient(user.id, 100);
    const now = this.deps.clock.now();
    return rows.map((row) => toDecision(row.decision, row.complaint, now));
  }

  async execute(id: string, access: DecisionAccess): Promise<Decision> {
    const decision = await openedDecision(this.deps.uow.repos, id, access);
    return toDecision(decision, await this.deps.uow.repos.decisions.complaintOf(id), this.deps.clock.now());
  }
}

/** The decision if this access opens it; a 404 otherwise (not a hint that it exists). */
export async function openedDecision(
  repos: Pick<Repositories, 'decisions'>,
  id: string,
  access: DecisionAccess,
): Promise<DecisionRecord> {
  const decision = await repos.decisions.findById(id);
  const opens =
    decision !== null &&
    ((access.user !== null && decision.recipientId === access.user.id) ||
      (access.token !== null && tokenOpens(decision, access.token)));
  if (!opens) throw ApiError.notFound('Decision');
  return decision;
}
