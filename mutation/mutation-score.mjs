// Prints the mutation score of each area from Stryker's JSON reports against its floor (issue 16): 80 % for src/domain
// and src/application together, 70 % for the HTTP adapters and the server features' use cases and routes. Without it
// reads the results a whole `npm run mutation` keeps in git (mutation/baseline/), and names each file that changed
// since it was measured (a re-run tests its mutants again). Exits 1 when an area is below its floor, or when a report
// is missing (the scores of what was measured are printed all the same, marked partial).
import { existsSync, readFileSync } from 'node:fs';
import { readReport, STANDARD_REPORTS } from './mutation-reports.mjs';

const AREAS = [
  {
    name: 'src/domain + src/application',
    floor: 80,
    match: (p) => p.startsWith('src/domain/') || p.startsWith('src/application/'),
  },
  { name: 'src/infrastructure/http', floor: 70, match: (p) => p.startsWith('src/infrastructure/http/') },
  {
    name: "server features' use cases",
    floor: 70,
    match: (p) => /^server\/[a-zA-Z]+\/[^/]+\.ts$/.test(p),
  },
  { name: "server features' routes", floor: 70, match: (p) => /^server\/[a-zA-Z]+\/http\//.test(p) },
];
function rerun(report) {
  const part = /(?:server-)?([\w-]+)\.json$/.exec(report)?.[1];
  return part && !report.includes('-changed') ? `npm run mutation -- --area ${part}` : 'npm run mutation';
}
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const reports = process.argv.length > 2 ? process.argv.slice(2) : STANDARD_REPORTS;
const missing = reports.filter((report) => !existsSync(report));
const files = {};
/** Per report, the mutated and test files whose source is no longer what the report measured. */
const changedSince = new Map();
const repoPath = (reported) => reported.replace(/^.*?(?=(src|server|test)\/)/, '');
const changed = (reported, source) => {
  const file = repoPath(reported);
  return !existsSync(file) || readFileSync(file, 'utf8') !== source;
};
for (const report of reports.filter((r) => !missing.includes(r))) {
  const result = JSON.parse(readReport(report));
  Object.assign(files, result.files);
  const stale = [...Object.entries(result.files), ...Object.entries(result.testFiles ?? {})]
    .filter(([reported, file]) => typeof file.source === 'string' && changed(reported, file.source))
    .map(([reported]) => repoPath(reported));
  if (stale.length) changedSince.set(report, stale);
}
const partial = (area) =>
  missing.some((report) => (area.name.startsWith('server/') ? /server-/ : /client|adapters/).test(report));

let failed = false;
for (const area of AREAS) {
  let detected = 0;
  let undetected = 0;
  const survivors = [];
  for (const [path, file] of Object.entries(files)) {
    const relative = repoPath(path);
    if (!area.match(relative)) continue;
    for (const mutant of file.mutants) {
      if (DETECTED.has(mutant.status)) detected += 1;
      else if (UNDETECTED.has(mutant.status)) {
        undetected += 1;
        survivors.push(relative);
      }
    }
  }
  const total = detected + undetected;
  if (total === 0) continue;
  const score = (detected / total) * 100;
  const ok = score >= area.floor;
  failed ||= !ok;
  const worst = Object.entries(survivors.reduce((by, f) => ({ ...by, [f]: (by[f] ?? 0) + 1 }), {}))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([f, n]) => `${f} ${n}`)
    .join(', ');
  const label = partial(area) ? ' (partial: not every report is there)' : '';
  console.log(
    `${ok ? 'ok  ' : 'MISS'} mutation score ${area.name}${label}: ${score.toFixed(1)} % (${detected} of ${total} mutants detected; floor ${area.floor} %)${worst ? ` — most undetected: ${worst}` : ''}`,
  );
}
for (const [report, stale] of changedSince) {
  const shown = stale.slice(0, 4).join(', ') + (stale.length > 4 ? ` and ${stale.length - 4} more` : '');
  console.log(`changed since measured in ${report}: ${shown} (${rerun(report)} re-tests what they touch)`);
}
for (const report of missing) {
  console.log(`not measured: ${report} (${rerun(report)})`);
}
process.exit(failed || missing.length ? 1 : 0);
