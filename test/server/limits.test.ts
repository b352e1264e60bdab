import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AD_LIMITS } from '../../src/domain/adValidation';
import { ads } from '../../server/platform/db/schema';

/** The largest value a column can store, from its SQL type. */
function capacity(column: PgColumn): number {
  const type = column.getSQLType();
  if (type === 'integer') return 2 ** 31 - 1;
  const numeric = /^numeric\((\d+), (\d+)\)$/.exec(type);
  if (numeric) return 10 ** (Number(numeric[1]) - Number(numeric[2])) - 10 ** -Number(numeric[2]);
  throw new Error(`no capacity known for ${type}`);
}

describe('every bound of an ad fits the column it lands in', () => {
  const columns = Object.fromEntries(getTableConfig(ads).columns.map((c) => [c.name, c]));
  it.each([
    ['price_cents', AD_LIMITS.priceMaxCents],
    ['living_area', AD_LIMITS.livingAreaMax],
    ['plot_area', AD_LIMITS.plotAreaMax],
    ['rooms', AD_LIMITS.roomsMax],
    ['floor', AD_LIMITS.floorMax],
    ['year_built', AD_LIMITS.dateYearMax],
  ])('%s holds the domain maximum %d', (column, max) => {
    expect(capacity(columns[column]!)).toBeGreaterThanOrEqual(max);
  });
});
