/** Types for lint/lineLimits.js (the tests read its list). */
export declare const MAX_LINES: number;
export declare const LONGER_FILES: Record<string, number>;
export declare const lineLimits: object[];
