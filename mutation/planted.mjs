// @ts-check
/**
 * Planted behaviour bugs (issue 43): realistic slips, each breaking one promise a user or caller depends on, that
 * `npm run plant` applies one at a time and requires the tests of their area to catch. A bug whose text no longer
 * occurs exactly once must be renewed with the code it plants into. Add one when a promise is made that a slip could
 * silently break (in planted/rules.mjs or planted/channels.mjs); name the promise, not the code.
 *
 * @typedef {{ name: string; promise: string; file: string; find: string; replace: string; project?: string; config?: string; only?: string; tests: string[] }} PlantedBug
 */
import { CHANNEL_BUGS } from './planted/channels.mjs';
import { RULE_BUGS } from './planted/rules.mjs';

/** Every planted bug: the marketplace's rules first, then what reaches whom. @type {PlantedBug[]} */
export const PLANTED = [...RULE_BUGS, ...CHANNEL_BUGS];
