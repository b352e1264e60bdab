// The server tests' helpers, from one place: a server of their own (testServer.ts) and what people do through its API
// (journeys.ts).
export * from './testServer';
export * from './journeys';
