import { describe, expect, it } from 'vitest';
import { moveIn } from '../../src/domain/queryDates';

const TODAY = '2026-12-07';
const read = (text: string) => moveIn(` ${text} `, TODAY);

describe('a move-in date said in a search', () => {
  it.each([
    ['ab sofort', '2026-12-07'],
    ['sofort bezugsfertig', '2026-12-07'],
    ['bezugsfrei', '2026-12-07'],
    ['available immediately', '2026-12-07'],
    ['zum 1.3.', '2027-03-01'],
    ['ab 7.12.', '2026-12-07'],
    ['ab 6.12.', '2027-12-06'],
    ['per 01.02.27', '2027-02-01'],
    ['bis zum 15.1.2027', '2027-01-15'],
    ['ab März', '2027-03-01'],
    ['ab Dezember', '2027-12-01'],
    ['zum 1. Juli 2027', '2027-07-01'],
    ['from 1st of May', '2027-05-01'],
    ['by June', '2027-06-01'],
  ])('"%s" is free by %s', (text, date) => {
    expect(read(`Wohnung ${text} Berlin`)).toEqual([[text, { availableBy: date }]]);
  });

  it('reads no day that does not exist, and no number without a word of time', () => {
    expect(read('Wohnung zum 31.2.')).toEqual([]);
    expect(read('Wohnung bis 1.200')).toEqual([]);
    expect(read('Baujahr 1.3')).toEqual([]);
    expect(read('Sofortkauf')).toEqual([]);
  });
});
