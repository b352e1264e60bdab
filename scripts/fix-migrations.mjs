// drizzle-kit writes "public". into generated SQL; the tests run each file in its own schema, so migrations
// must name no schema. Run after `npx drizzle-kit generate`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../server/platform/db/migrations');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const fixed = sql.replace(/"public"\./g, '');
  if (fixed !== sql) writeFileSync(full, fixed);
}
