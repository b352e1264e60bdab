/** One part of the client core's mutation run: what it mutates (it runs every client test file). */
export interface ClientMutationArea {
  mutate: string[];
}
/** The client core's mutation parts by name (stryker.client.areas.mjs). */
export declare const CLIENT_AREAS: Record<string, ClientMutationArea>;
