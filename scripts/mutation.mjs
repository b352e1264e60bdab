// `npm run mutation`: Stryker over the client's core, the HTTP adapters and the server's rules and routes, each run
// incremental (a re-run tests only what changed), then the scores per area against their floors
// (scripts/mutation-score.mjs). `npm run mutation -- --changed` mutates only the files changed since the last tag
// (or, without a tag, in the last commit).
import { execFileSync, spawnSync } from 'node:child_process';

const RUNS = [
  { config: 'stryker.client.config.mjs', report: 'reports/mutation/client.json', scope: /^src\/(domain|application)\/|^src\/infrastructure\/http\/HttpClient\.ts$/ },
  { config: 'stryker.adapters.config.mjs', report: 'reports/mutation/adapters.json', scope: /^src\/infrastructure\/http\/(?!HttpClient\.ts)/ },
  { config: 'stryker.server.config.mjs', report: 'reports/mutation/server.json', scope: /^server\/(application|http)\// },
];

let changed = null;
if (process.argv.includes('--changed')) {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  let base;
  try {
    base = git('describe', '--tags', '--abbrev=0', 'HEAD');
  } catch {
    base = 'HEAD~1';
  }
  changed = git('diff', '--name-only', '--diff-filter=AMR', base, 'HEAD').split('\n').filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  console.log(`mutating the files changed since ${base}: ${changed.length ? changed.join(', ') : 'none'}`);
}

const reports = [];
for (const run of RUNS) {
  const files = changed?.filter((f) => run.scope.test(f));
  if (files && files.length === 0) continue;
  const result = spawnSync(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', run.config], {
    stdio: 'inherit',
    env: { ...process.env, ...(files && { MUTATE: files.join(',') }) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  reports.push(run.report);
}
if (reports.length === 0) process.exit(0);
const score = spawnSync(process.execPath, ['scripts/mutation-score.mjs', ...reports], { stdio: 'inherit' });
process.exit(score.status ?? 1);
