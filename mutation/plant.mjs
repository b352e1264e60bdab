// `npm run plant`: the behaviour-level mutation check. Each bug of mutation/planted.mjs — a realistic slip that
// breaks a promise a user depends on — is planted into its file, one at a time, and the tests of its area are run
// against it: every one must make them fail ("killed"). The file is restored after each, also when interrupted.
// Cheaper than Stryker over whole areas (`npm run mutation`, kept for local use), and it checks promises, not lines.
//   npm run plant                 every bug
//   npm run plant -- <name> ...   only these (by name)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PLANTED } from './planted.mjs';

const chosen = process.argv.slice(2);
const bugs = chosen.length ? PLANTED.filter((bug) => chosen.includes(bug.name)) : PLANTED;
if (chosen.length && bugs.length !== chosen.length) {
  console.error(`unknown bug: ${chosen.filter((name) => !PLANTED.some((bug) => bug.name === name)).join(', ')}`);
  process.exit(2);
}

let restore = null;
const restoreNow = () => {
  if (restore) restore();
  restore = null;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restoreNow();
    process.exit(130);
  });
}

const results = [];
for (const bug of bugs) {
  const started = Date.now();
  const original = readFileSync(bug.file, 'utf8');
  const at = original.split(bug.find).length - 1;
  if (at !== 1) {
    // The code moved on: the plant must be renewed, not silently skipped.
    results.push({ bug, outcome: `not planted: the text to replace occurs ${at} times in ${bug.file}` });
    continue;
  }
  restore = () => writeFileSync(bug.file, original);
  writeFileSync(bug.file, original.replace(bug.find, bug.replace));
  const args = [
    'vitest',
    'run',
    '--reporter=dot',
    ...(bug.project ? ['--project', bug.project] : []),
    ...(bug.config ? ['--config', bug.config] : []),
    ...bug.tests,
  ];
  const run = spawnSync('npx', args, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  restoreNow();
  // eslint-disable-next-line no-control-regex -- colours, should a reporter print them anyway
  const output = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  const failedTests = /Tests\s+(\d+) failed/.exec(output)?.[1];
  const ranTests = /Tests\s+\d+ (passed|failed)/.test(output);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0 && failedTests)
    results.push({ bug, outcome: `killed by ${failedTests} failing test(s) (${seconds} s)`, killed: true });
  else if (run.status !== 0)
    results.push({
      bug,
      outcome: `the tests did not run (exit ${run.status}): ${output.trim().split('\n').slice(-5).join(' | ')}`,
    });
  else results.push({ bug, outcome: `SURVIVED: ${ranTests ? 'every test passed' : 'no test ran'} (${seconds} s)` });
  console.log(`${results.at(-1).killed ? 'killed  ' : 'ALIVE   '} ${bug.name}: ${results.at(-1).outcome}`);
}

const alive = results.filter((result) => !result.killed);
console.log(`\n${results.length - alive.length} of ${results.length} planted bugs killed`);
for (const { bug, outcome } of alive)
  console.log(`  ${bug.name} (${bug.file}): ${outcome}\n    promise: ${bug.promise}`);
process.exit(alive.length === 0 ? 0 : 1);
