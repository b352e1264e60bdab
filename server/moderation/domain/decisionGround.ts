import { DEFAULT_GROUND, GROUNDS_FOR, type DecisionGround } from '../../../src/domain/decisions';
import { ApiError } from '../../platform/domain/ApiError';

/**
 * The ground a moderator gave for a decision, if it is one for that kind of decision; the terms' general clause for
 * it when none was given (callers from before grounds existed).
 */
export function checkedGround(kind: keyof typeof GROUNDS_FOR, ground: DecisionGround | undefined): DecisionGround {
  if (ground === undefined) return DEFAULT_GROUND[kind];
  if (!GROUNDS_FOR[kind].includes(ground))
    throw ApiError.validation([{ field: 'ground', code: 'invalid', message: `Not a ground for ${kind}` }]);
  return ground;
}
