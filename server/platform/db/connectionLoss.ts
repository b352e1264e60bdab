/**
 * What a log line keeps of a lost PostgreSQL connection: its message and code. pg-pool hangs the whole client on the
 * error (thousands of characters of internals per line), which buried the lines that mattered in the fault suite's log.
 */
export function connectionLoss(error: unknown): { message: string; code?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { message: error.message, code } : { message: error.message };
}
