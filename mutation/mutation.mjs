// `npm run mutation`: Stryker over the client's core, the HTTP adapters and the server's rules and routes, each run
// incremental (a re-run tests only what changed), then the scores per area against their floors
// (mutation/mutation-score.mjs). The server runs one area at a time (stryker.server.areas.mjs), each writing its report
// when it ends, so a run stopped after hours keeps the areas it finished.
//   --changed      mutate only the files changed since the last tag (or, without a tag, in the last commit), each in
//                  its part or area starting from that run's kept results; the scores are those parts' and areas'
//   --area <name>  run one part only: a part of the client core (or `client` for all of them), adapters or a server
//                  area (e.g. payments), then print every score
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CLIENT_AREAS } from './stryker.client.areas.mjs';
import { inArea, SERVER_AREAS } from './stryker.server.areas.mjs';
import { MUTATION_TESTS, serverTests, testFilesOf } from './stryker.tests.mjs';
import { retestStaticSurvivorsIfTestsChanged } from './mutation-baseline.mjs';
import { readReport, STANDARD_REPORTS } from './mutation-reports.mjs';

const CLIENT_CORE = /^src\/(domain|application)\/|^src\/infrastructure\/http\/HttpClient\.ts$/;
// The client core in its parts (stryker.client.areas.mjs), then the adapters.
const CLIENT_RUNS = [
  ...Object.keys(CLIENT_AREAS).map((part) => ({
    config: 'mutation/stryker.client.config.mjs',
    name: part,
    env: { MUTATION_AREA: part },
    tests: MUTATION_TESTS.client,
  })),
  { config: 'mutation/stryker.adapters.config.mjs', name: 'adapters', env: {}, tests: MUTATION_TESTS.adapters },
];
const ADAPTERS = /^src\/infrastructure\/http\/(?!HttpClient\.ts)/;
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
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const attempt = (...args) => {
    try {
      return git(...args);
    } catch {
      return undefined;
    }
  };
  const base =
    attempt('describe', '--tags', '--abbrev=0', 'HEAD') ??
    (attempt('rev-parse', '--verify', 'HEAD~1') ? 'HEAD~1' : undefined);
  if (base === undefined) {
    // A shallow clone of one commit: nothing to compare with, and mutating everything is hours.
    console.log(
      'mutating the files changed since the last tag: no tag and no earlier commit in this clone, so nothing to compare with',
    );
    process.exit(0);
  }
  const mutated = (f) =>
    /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && [CLIENT_CORE, ADAPTERS, SERVER_SCOPE].some((scope) => scope.test(f));
  changed = git('diff', '--name-only', '--diff-filter=AMR', base, 'HEAD').split('\n').filter(mutated);
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
  // Each changed file runs in its part or area, from a copy of that run's kept results: Stryker then tests only the
  // changed files' new or touched mutants, and the report scores the whole part or area as it is now.
  const narrowed = (name, config, env, files, tests) => ({
    config,
    tests,
    files,
    env: { ...env, MUTATE: files.join(',') },
    seed: { from: `mutation/baseline/${name}.json.gz`, to: `reports/mutation/${name}-changed-incremental.json` },
    report: `reports/mutation/${name}-changed.json`,
  });
  const inScope = (scope) => changed.filter((f) => scope.test(f));
  for (const [part, { mutate }] of Object.entries(CLIENT_AREAS)) {
    const files = inScope(CLIENT_CORE).filter((f) => inArea(f, mutate));
    if (files.length)
      runs.push(
        narrowed(part, 'mutation/stryker.client.config.mjs', { MUTATION_AREA: part }, files, MUTATION_TESTS.client),
      );
  }
  const adapters = inScope(ADAPTERS);
  if (adapters.length)
    runs.push(narrowed('adapters', 'mutation/stryker.adapters.config.mjs', {}, adapters, MUTATION_TESTS.adapters));
  for (const [area, { mutate }] of Object.entries(SERVER_AREAS)) {
    const files = inScope(SERVER_SCOPE).filter((f) => inArea(f, mutate));
    if (files.length)
      runs.push(
        narrowed(
          `server-${area}`,
          'mutation/stryker.server.config.mjs',
          { MUTATION_AREA: area },
          files,
          serverTests(area),
        ),
      );
  }
} else {
  const areaRun = (area) => ({
    config: 'mutation/stryker.server.config.mjs',
    env: { MUTATION_AREA: area },
    baseline: `mutation/baseline/server-${area}.json.gz`,
    seed: { from: `mutation/baseline/server-${area}.json.gz`, to: `reports/mutation/server-${area}-incremental.json` },
    tests: serverTests(area),
  });
  const clientRun = (run) => ({
    config: run.config,
    env: run.env,
    baseline: `mutation/baseline/${run.name}.json.gz`,
    seed: { from: `mutation/baseline/${run.name}.json.gz`, to: `reports/mutation/${run.name}-incremental.json` },
    tests: run.tests,
  });
  const all = [...CLIENT_RUNS.map(clientRun), ...Object.keys(SERVER_AREAS).map(areaRun)];
  runs.push(...all.filter((_, at) => chosen(PARTS[at])));
}
if (runs.length === 0) process.exit(0);
for (const run of runs) {
  if (run.seed) {
    mkdirSync('reports/mutation', { recursive: true });
    if (existsSync(run.seed.from)) writeFileSync(run.seed.to, readReport(run.seed.from));
    else rmSync(run.seed.to, { force: true });
  }
  const kept = run.seed.to;
  const again = retestStaticSurvivorsIfTestsChanged(kept, testFilesOf(run.tests), '.', run.files);
  if (again)
    console.log(
      `${kept}: its tests changed since it was measured; testing its ${again} undetected static mutants again`,
    );
  stryker(run.config, run.env);
  // A whole run's results go back into git, packed.
  if (run.baseline && existsSync(kept)) writeFileSync(run.baseline, gzipSync(readFileSync(kept), { level: 9 }));
}

// --changed scores the parts and areas it ran; otherwise every area, naming those not measured yet.
const reports = changed ? runs.map((run) => run.report) : STANDARD_REPORTS;
const score = spawnSync(process.execPath, ['mutation/mutation-score.mjs', ...reports], { stdio: 'inherit' });
process.exit(score.status ?? 1);
