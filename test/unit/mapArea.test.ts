import { describe, expect, it } from 'vitest';
import {
  boxAround,
  cellDegrees,
  formatArea,
  gridLevel,
  formatBbox,
  insideArea,
  mergeOverlapping,
  parseArea,
  parseBbox,
} from '../../src/domain/mapArea';

describe('map areas in the URL', () => {
  it('reads a box west,south,east,north and writes it back, refusing what is no box', () => {
    expect(parseBbox('13.09,52.34,13.76,52.68')).toEqual({ west: 13.09, south: 52.34, east: 13.76, north: 52.68 });
    expect(formatBbox({ west: 13.091234567, south: 52.34, east: 13.76, north: 52.68 })).toBe(
      '13.09123,52.34,13.76,52.68',
    );
    for (const wrong of [
      '',
      '1,2,3',
      '13.7,52.3,13.0,52.6',
      '13,52.6,14,52.3',
      '13,52,14,91',
      'a,b,c,d',
      '13,52,14,53,1',
    ])
      expect(parseBbox(wrong), wrong).toBeNull();
  });

  it('reads a drawn polygon of 3 to 60 corners and refuses anything else', () => {
    expect(parseArea('52.5,13.3;52.6,13.4;52.5,13.5')).toEqual([
      [52.5, 13.3],
      [52.6, 13.4],
      [52.5, 13.5],
    ]);
    expect(
      formatArea([
        [52.123456789, 13.3],
        [52.6, 13.4],
        [52.5, 13.5],
      ]),
    ).toBe('52.12346,13.3;52.6,13.4;52.5,13.5');
    const many = Array.from({ length: 61 }, (_, i) => `52.${i},13.3`).join(';');
    for (const wrong of [
      '52.5,13.3;52.6,13.4',
      many,
      '52.5,13.3;52.6;52.5,13.5',
      '91,13;52,13;52,14',
      '52,13,1;52,14;53,13',
    ])
      expect(parseArea(wrong), wrong.slice(0, 20)).toBeNull();
  });

  it('knows what lies inside a polygon, concave ones included, and the box around it', () => {
    const arrow: [number, number][] = [
      [0, 0],
      [10, 5],
      [0, 10],
      [4, 5],
    ];
    expect(insideArea([5, 5], arrow)).toBe(true);
    expect(insideArea([2, 5], arrow)).toBe(false); // in the notch
    expect(insideArea([11, 5], arrow)).toBe(false);
    expect(boxAround(arrow)).toEqual({ west: 0, south: 0, east: 10, north: 10 });
  });

  it('groups in cells of a quarter tile: 90° at zoom 0, halving with each level', () => {
    expect(cellDegrees(0)).toBe(90);
    expect(cellDegrees(6)).toBeCloseTo(1.40625);
    expect(cellDegrees(7)).toBeCloseTo(cellDegrees(6) / 2);
  });

  it('groups in cells of 90° / 2^level: the zoom’s 64 px, coarser when the area holds more than 64 across', () => {
    expect(gridLevel(6, 10, 64)).toBe(6);
    expect(gridLevel(12, 0.4, 64)).toBe(12);
    // A whole world's span at zoom 12 would be 2^12 cells across: 90 / 2^4 = 5.6° cells are at most 64 of them.
    expect(gridLevel(12, 360, 64)).toBe(4);
    expect(360 / (90 / 2 ** gridLevel(12, 360, 64))).toBeLessThanOrEqual(64);
    expect(gridLevel(25, 0.0001, 64)).toBe(20);
    expect(gridLevel(-3, 1, 64)).toBe(0);
  });
});

describe('groups that would overlap on the screen', () => {
  const cell = (lat: number, lon: number, count: number, price: number | null) => ({
    count,
    lat,
    lon,
    bounds: { west: lon, south: lat, east: lon, north: lat },
    minPriceCents: price,
    maxPriceCents: price,
    ad: count === 1 ? { id: `${lat}`, title: 'x' } : null,
  });
  const pixels = (lat: number, lon: number) => ({ x: lon * 10, y: -lat * 10 });

  it('are merged: the counts still add up, prices and extent span both, and no two stay closer than apart', () => {
    const cells = [cell(0, 0, 3, 100_000), cell(0, 2, 1, 50_000), cell(0, 20, 1, 70_000), cell(3, 0, 2, null)];
    const merged = mergeOverlapping(cells, pixels, { x: 40, y: 40 });
    expect(merged.reduce((n, c) => n + c.count, 0)).toBe(7);
    expect(merged).toHaveLength(2);
    const big = merged.find((c) => c.count === 6)!;
    expect(big).toMatchObject({
      minPriceCents: 50_000,
      maxPriceCents: 100_000,
      ad: null,
      bounds: { west: 0, east: 2, south: 0, north: 3 },
    });
    expect(merged.find((c) => c.count === 1)!.ad).not.toBeNull();
    for (const a of merged)
      for (const b of merged)
        if (a !== b)
          expect(
            Math.abs(pixels(a.lat, a.lon).x - pixels(b.lat, b.lon).x) >= 40 ||
              Math.abs(pixels(a.lat, a.lon).y - pixels(b.lat, b.lon).y) >= 40,
          ).toBe(true);
  });
});
