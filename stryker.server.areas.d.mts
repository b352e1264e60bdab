/** The server's mutation areas: area name → Stryker `mutate` patterns (stryker.server.areas.mjs). */
export declare const SERVER_AREAS: Record<string, string[]>;
