// `npm run plant`: the behaviour-level mutation check. Each bug of mutation/planted.mjs — a realistic slip that
// breaks a promise a user depends on — is planted into its file, one at a time per copy of the project, and the tests
// of its area are run against it: every one must make them fail ("killed"). The file is restored after each; the
// copies are removed at the end, also when interrupted. Cheaper than Stryker over whole areas (`npm run mutation`, kept
// for local use), and it checks promises, not lines.
//   npm run plant                 every bug
//   npm run plant -- <name> ...   only these (by name)
// PLANT_SLOTS (default: the number of cores, at most 4) bugs run at a time, each in its own copy of the working tree
// (tracked and untracked files, node_modules linked): one vitest run keeps about one core busy. The working tree itself
// is never planted into, so what runs beside (CI: the browser tests' servers, a server build) reads the real code.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLANTED } from './planted.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chosen = process.argv.slice(2);
const bugs = chosen.length ? PLANTED.filter((bug) => chosen.includes(bug.name)) : PLANTED;
if (chosen.length && bugs.length !== chosen.length) {
  console.error(`unknown bug: ${chosen.filter((name) => !PLANTED.some((bug) => bug.name === name)).join(', ')}`);
  process.exit(2);
}

/** A slot's copy of the working tree, as git sees it (ignored files such as dist/ and data/ left out). */
function copyTree() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inserat-plant-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    const to = path.join(dir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      cpSync(from, to);
    } catch {
      // Listed but deleted in the working tree: the copy lacks it too.
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const slots = Math.min(Number(process.env.PLANT_SLOTS ?? Math.min(4, os.cpus().length)), bugs.length) || 1;
const trees = Array.from({ length: slots }, copyTree);
// Interrupted, the copies go with what is planted in them.
const cleanUp = () => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

// The seeded demo data (test/support/seededTemplate.ts) is keyed by the server's sources: a bug planted there must not
// make every run seed again, so the runs use the template of the unplanted tree.
const seedKey = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '-e',
    `import('./test/support/seededTemplate.ts').then(async (m) => console.log(await m.currentSeedKey()))`,
  ],
  {
    cwd: root,
    encoding: 'utf8',
  },
).stdout.trim();

function run(tree, bug) {
  const started = Date.now();
  const file = path.join(tree, bug.file);
  const original = readFileSync(file, 'utf8');
  const at = original.split(bug.find).length - 1;
  // The code moved on: the plant must be renewed, not silently skipped.
  if (at !== 1)
    return Promise.resolve({ bug, outcome: `not planted: the text to replace occurs ${at} times in ${bug.file}` });
  writeFileSync(file, original.replace(bug.find, bug.replace));
  const args = [
    'vitest',
    'run',
    '--reporter=dot',
    // One failing test kills the bug: the rest of the file need not run.
    '--bail=1',
    ...(bug.project ? ['--project', bug.project] : []),
    ...(bug.config ? ['--config', bug.config] : []),
    // The tests of the promise within a slow file (its set-up still runs): the rest of the file would only cost time.
    ...(bug.only ? ['--testNamePattern', bug.only] : []),
    ...bug.tests,
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      cwd: tree,
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        // Property tests stop at their first counterexample instead of shrinking it (test/setup/server.ts).
        PLANTED_BUG: bug.name,
        ...(seedKey ? { INSERAT_SEED_KEY: seedKey } : {}),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      // The slot's copy takes its next bug.
      writeFileSync(file, original);
      // eslint-disable-next-line no-control-regex -- colours, should a reporter print them anyway
      const text = output.replace(/\u001b\[[0-9;]*m/g, '');
      const failedTests = /Tests\s+(\d+) failed/.exec(text)?.[1];
      const ranTests = /Tests\s+\d+ (passed|failed)/.test(text);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (status !== 0 && failedTests)
        resolve({ bug, outcome: `killed by ${failedTests} failing test(s) (${seconds} s)`, killed: true });
      else if (status !== 0)
        resolve({
          bug,
          outcome: `the tests did not run (exit ${status}): ${text.trim().split('\n').slice(-5).join(' | ')}`,
        });
      else resolve({ bug, outcome: `SURVIVED: ${ranTests ? 'every test passed' : 'no test ran'} (${seconds} s)` });
    });
  });
}

const results = new Array(bugs.length);
let next = 0;
await Promise.all(
  trees.map(async (tree) => {
    while (next < bugs.length) {
      const index = next++;
      const result = await run(tree, bugs[index]);
      results[index] = result;
      console.log(`${result.killed ? 'killed  ' : 'ALIVE   '} ${result.bug.name}: ${result.outcome}`);
    }
  }),
);
cleanUp();

const alive = results.filter((result) => !result.killed);
console.log(`\n${results.length - alive.length} of ${results.length} planted bugs killed (${trees.length} at a time)`);
for (const { bug, outcome } of alive)
  console.log(`  ${bug.name} (${bug.file}): ${outcome}\n    promise: ${bug.promise}`);
process.exit(alive.length === 0 ? 0 : 1);
