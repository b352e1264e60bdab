// `npm run mutation`: Stryker over the client's core, the HTTP adapters and the server's rules and routes, each run
// incremental (a re-run tests only what changed), then the scores per area against their floors
// (scripts/mutation-score.mjs). The server runs one area at a time (stryker.server.areas.mjs), each writing its report
// when it ends, so a run stopped after hours keeps the areas it finished.
//   --changed      mutate only the files changed since the last tag (or, without a tag, in the last commit)
//   --area <name>  run one part only: a part of the client core (or `client` for all of them), adapters or a server
//                  area (e.g. payments), then print every score
import { execFileSync, spawnSync } from 'node:child_process';
import { CLIENT_AREAS } from '../stryker.client.areas.mjs';
import { inArea, SERVER_AREAS } from '../stryker.server.areas.mjs';
import { MUTATION_TESTS, serverTests, testFilesOf } from '../stryker.tests.mjs';
import { retestStaticSurvivorsIfTestsChanged } from './mutation-baseline.mjs';
import { STANDARD_REPORTS } from './mutation-reports.mjs';

const CLIENT_CORE = /^src\/(domain|application)\/|^src\/infrastructure\/http\/HttpClient\.ts$/;
// The client core in its parts (stryker.client.areas.mjs), then the adapters; `changed` narrows the core as one run.
const CLIENT_RUNS = [
  ...Object.keys(CLIENT_AREAS).map((part) => ({ config: 'stryker.client.config.mjs', name: part, env: { MUTATION_AREA: part }, tests: MUTATION_TESTS.client })),
  { config: 'stryker.adapters.config.mjs', name: 'adapters', env: {}, tests: MUTATION_TESTS.adapters },
];
const CHANGED_CLIENT_RUNS = [
  { config: 'stryker.client.config.mjs', name: 'client', scope: CLIENT_CORE },
  { config: 'stryker.adapters.config.mjs', name: 'adapters', scope: /^src\/infrastructure\/http\/(?!HttpClient\.ts)/ },
];
const SERVER_SCOPE = /^server\/(application|http)\//;

const argument = (flag) => {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
};
const onlyArea = argument('--area');
const PARTS = [...CLIENT_RUNS.map((run) => run.name), ...Object.keys(SERVER_AREAS)];
// `client`: every part of the client core.
const chosen = (part) => onlyArea === undefined || part === onlyArea || (onlyArea === 'client' && part in CLIENT_AREAS);
if (onlyArea !== undefined && !PARTS.some(chosen)) {
  console.error(`--area ${onlyArea}: not client or one of ${PARTS.join(', ')}`);
  process.exit(2);
}

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

function stryker(config, env) {
  const result = spawnSync(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', config], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const runs = [];
if (changed) {
  for (const run of CHANGED_CLIENT_RUNS) {
    const files = changed.filter((f) => run.scope.test(f));
    // A narrowed run reports as <name>-changed.json, leaving the whole run's report (and its incremental file) alone.
    if (files.length) runs.push({ config: run.config, env: { MUTATE: files.join(',') }, report: `reports/mutation/${run.name}-changed.json` });
  }
  // Each changed server file runs with its area's test files (and static mutants judged), one run per area.
  for (const [area, { mutate }] of Object.entries(SERVER_AREAS)) {
    const files = changed.filter((f) => SERVER_SCOPE.test(f) && inArea(f, mutate));
    if (files.length) runs.push({ config: 'stryker.server.config.mjs', env: { MUTATE: files.join(','), MUTATION_AREA: area }, report: `reports/mutation/server-${area}-changed.json` });
  }
} else {
  const areaRun = (area) => ({ config: 'stryker.server.config.mjs', env: { MUTATION_AREA: area }, baseline: `mutation-baseline/server-${area}.json`, tests: serverTests(area) });
  const clientRun = (run) => ({ config: run.config, env: run.env, baseline: `mutation-baseline/${run.name}.json`, tests: run.tests });
  const all = [...CLIENT_RUNS.map(clientRun), ...Object.keys(SERVER_AREAS).map(areaRun)];
  runs.push(...all.filter((_, at) => chosen(PARTS[at])));
}
if (runs.length === 0) process.exit(0);
for (const run of runs) {
  if (run.baseline) {
    const again = retestStaticSurvivorsIfTestsChanged(run.baseline, testFilesOf(run.tests));
    if (again) console.log(`${run.baseline}: its tests changed since it was measured; testing its ${again} undetected static mutants again`);
  }
  stryker(run.config, run.env);
}

// --changed scores only what it mutated; otherwise every area, naming those not measured yet.
const reports = changed ? runs.map((run) => run.report) : STANDARD_REPORTS;
const score = spawnSync(process.execPath, ['scripts/mutation-score.mjs', ...reports], { stdio: 'inherit' });
process.exit(score.status ?? 1);
