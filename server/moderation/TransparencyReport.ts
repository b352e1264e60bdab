import { medianHours, type TransparencyPeriod } from '../../src/domain/decisions';
import type { UnitOfWork } from '../platform/ports';
import type { TransparencyFacts } from './ports';

type Counted = { count: number };

function sum(rows: readonly Counted[]): number {
  return rows.reduce((total, row) => total + row.count, 0);
}

/** Counts by a key, largest first (then by key, so the order is stable). */
function byKey<T extends Counted>(rows: readonly T[], key: (row: T) => string): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + row.count);
  return [...counts]
    .map(([k, count]) => ({ key: k, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The first and last day of a half-year ("2026-H2" → 2026-07-01 … 2026-12-31). */
function bounds(period: string): { from: string; to: string } {
  const [year, half] = [period.slice(0, 4), period.slice(-1)];
  return half === '1' ? { from: `${year}-01-01`, to: `${year}-06-30` } : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/**
 * The transparency report (DSA Art. 15 and 24) per half-year, newest first: notices by reason and what came of them,
 * the restrictions by ground and kind, the automated detections and how often a person undid them, the complaints and
 * their outcomes, and the median handling times. Counted from the decisions, notices and complaints themselves.
 */
export class TransparencyReport {
  constructor(private readonly deps: { uow: UnitOfWork<'transparency'> }) {}

  async execute(): Promise<TransparencyPeriod[]> {
    return periodsOf(await this.deps.uow.repos.transparency.facts());
  }
}

export function periodsOf(facts: TransparencyFacts): TransparencyPeriod[] {
  const periods = new Set([...facts.notices, ...facts.decisions, ...facts.complaints].map((row) => row.period));
  const median = (period: string, of: 'notices' | 'complaints') => {
    const found = facts.medians.find((m) => m.period === period && m.of === of);
    return found ? medianHours([found.ms]) : null;
  };
  return [...periods]
    .sort()
    .reverse()
    .map((period) => {
      const notices = facts.notices.filter((row) => row.period === period);
      const decisions = facts.decisions.filter((row) => row.period === period);
      const actions = decisions.filter((row) => row.kind !== 'report_dismissed');
      const held = decisions.filter((row) => row.kind === 'ad_held');
      const complaints = facts.complaints.filter((row) => row.period === period);
      const detections = sum(held);
      const reversed = sum(held.filter((row) => row.reversed));
      const status = (s: string) => sum(complaints.filter((row) => row.status === s));
      return {
        period,
        ...bounds(period),
        notices: {
          total: sum(notices),
          byReason: byKey(notices, (row) => row.reason),
          actioned: sum(notices.filter((row) => row.outcome === 'actioned')),
          dismissed: sum(notices.filter((row) => row.outcome === 'dismissed')),
          medianHours: median(period, 'notices'),
        },
        actions: {
          total: sum(actions),
          byGround: byKey(actions, (row) => row.ground),
          byKind: byKey(actions, (row) => row.kind),
        },
        automated: {
          detections,
          reversed,
          reversalRate: detections > 0 ? Math.round((reversed / detections) * 1000) / 1000 : null,
        },
        complaints: {
          lodged: sum(complaints),
          upheld: status('upheld'),
          reversed: status('reversed'),
          open: status('open'),
          medianHours: median(period, 'complaints'),
        },
      };
    });
}
