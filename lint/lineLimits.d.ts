/** Types for lint/lineLimits.js (the tests read its limit). */
export declare const MAX_LINES: number;
export declare const lineLimits: object[];
