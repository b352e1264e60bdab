import { describe, expect, it } from 'vitest';
import { periodsOf } from '../../server/moderation/TransparencyReport';
import { halfYearOf, medianHours } from '../../src/domain/decisions';

describe('the transparency report per half-year', () => {
  it('names half-years by UTC month, and medians in hours with one decimal (even counts average the middle two)', () => {
    expect(halfYearOf(new Date('2026-06-30T23:59:59Z'))).toBe('2026-H1');
    expect(halfYearOf(new Date('2026-07-01T00:00:00Z'))).toBe('2026-H2');
    expect(medianHours([])).toBeNull();
    expect(medianHours([3_600_000, 7_200_000, 100 * 3_600_000])).toBe(2);
    expect(medianHours([3_600_000, 5_400_000])).toBe(1.3);
  });

  it('counts each half-year apart, newest first, with reversal rates and what is missing as null', () => {
    const periods = periodsOf({
      notices: [
        { period: '2026-H1', reason: 'fraud', outcome: 'dismissed', count: 2 },
        { period: '2026-H2', reason: 'fraud', outcome: 'actioned', count: 3 },
        { period: '2026-H2', reason: 'offensive', outcome: null, count: 4 },
        { period: '2026-H2', reason: 'fraud', outcome: 'dismissed', count: 1 },
      ],
      decisions: [
        {
          period: '2026-H2',
          kind: 'ad_held',
          ground: 'fraud_suspected',
          automatedDetection: true,
          reversed: true,
          count: 1,
        },
        {
          period: '2026-H2',
          kind: 'ad_held',
          ground: 'fraud_suspected',
          automatedDetection: true,
          reversed: false,
          count: 3,
        },
        {
          period: '2026-H2',
          kind: 'ad_taken_down',
          ground: 'fraud',
          automatedDetection: false,
          reversed: false,
          count: 2,
        },
        {
          period: '2026-H2',
          kind: 'report_dismissed',
          ground: 'no_violation',
          automatedDetection: false,
          reversed: false,
          count: 1,
        },
      ],
      complaints: [
        { period: '2026-H2', status: 'open', count: 1 },
        { period: '2026-H2', status: 'reversed', count: 2 },
      ],
      medians: [
        { period: '2026-H2', of: 'notices', ms: 5 * 3_600_000 },
        { period: '2026-H2', of: 'complaints', ms: 30 * 60_000 },
      ],
    });
    expect(periods.map((p) => [p.period, p.from, p.to])).toEqual([
      ['2026-H2', '2026-07-01', '2026-12-31'],
      ['2026-H1', '2026-01-01', '2026-06-30'],
    ]);
    const [second, first] = periods;
    expect(second!.notices).toEqual({
      total: 8,
      byReason: [
        { key: 'fraud', count: 4 },
        { key: 'offensive', count: 4 },
      ],
      actioned: 3,
      dismissed: 1,
      medianHours: 5,
    });
    // A dismissed notice is not an action against content; holds are.
    expect(second!.actions).toEqual({
      total: 6,
      byGround: [
        { key: 'fraud_suspected', count: 4 },
        { key: 'fraud', count: 2 },
      ],
      byKind: [
        { key: 'ad_held', count: 4 },
        { key: 'ad_taken_down', count: 2 },
      ],
    });
    expect(second!.automated).toEqual({ detections: 4, reversed: 1, reversalRate: 0.25 });
    expect(second!.complaints).toEqual({ lodged: 3, upheld: 0, reversed: 2, open: 1, medianHours: 0.5 });
    expect(first!.automated).toEqual({ detections: 0, reversed: 0, reversalRate: null });
    expect(first!.complaints.medianHours).toBeNull();
    expect(first!.notices).toMatchObject({ total: 2, dismissed: 2, actioned: 0, medianHours: null });
  });
});
