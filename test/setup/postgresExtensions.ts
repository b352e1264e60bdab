import pg from 'pg';

/**
 * The PostgreSQL leg runs every test file in its own schema, all migrating at once. Extensions belong to the whole
 * database, and two files creating one at the same moment collide; creating them once here makes the migrations'
 * CREATE EXTENSION IF NOT EXISTS a no-op.
 */
export default async function setup() {
  const client = new pg.Client(process.env.TEST_DATABASE_URL);
  await client.connect();
  try {
    for (const extension of ['pg_trgm', 'unaccent'])
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} WITH SCHEMA public`);
  } finally {
    await client.end();
  }
}
