import { expect } from 'vitest';
import { ValidationError } from '../../src/domain/errors';

/** The use case refused the input as the form would show it: "field:code" for each problem, in order. */
export async function refusedFields(work: Promise<unknown>): Promise<string[]> {
  const error = await work.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors.map(({ field, code }) => `${field}:${code}`);
}
