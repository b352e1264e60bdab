import { describe, expect, it } from 'vitest';
import { efficiencyClassFor } from '../../../src/domain/adValidation';

// At each class's bound, the last value of the better class and the first of the next.
describe('the efficiency class from the energy value (GEG)', () => {
  it.each([
    [0, 'A+'],
    [29.9, 'A+'],
    [30, 'A'],
    [49, 'A'],
    [50, 'B'],
    [75, 'C'],
    [100, 'D'],
    [129, 'D'],
    [130, 'E'],
    [160, 'F'],
    [200, 'G'],
    [249, 'G'],
    [250, 'H'],
    [400, 'H'],
  ])('%s kWh/(m²·a) is class %s', (kwh, expected) => {
    expect(efficiencyClassFor(kwh)).toBe(expected);
  });
});
