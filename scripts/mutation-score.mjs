// Prints the mutation score of each area from Stryker's JSON reports (reports/mutation/*.json) against its floor
// (issue 16): 80 % for src/domain and src/application together, 70 % for the HTTP adapters, server/application and
// server/http. Exits 1 when an area is below its floor, or when a report is missing.
import { existsSync, readFileSync } from 'node:fs';

const AREAS = [
  { name: 'src/domain + src/application', floor: 80, match: (p) => p.startsWith('src/domain/') || p.startsWith('src/application/') },
  { name: 'src/infrastructure/http', floor: 70, match: (p) => p.startsWith('src/infrastructure/http/') },
  { name: 'server/application', floor: 70, match: (p) => p.startsWith('server/application/') },
  { name: 'server/http', floor: 70, match: (p) => p.startsWith('server/http/') },
];
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const reports = process.argv.slice(2);
const files = {};
for (const report of reports) {
  if (!existsSync(report)) {
    console.error(`no mutation report at ${report}: run npm run mutation first`);
    process.exit(1);
  }
  Object.assign(files, JSON.parse(readFileSync(report, 'utf8')).files);
}

let failed = false;
for (const area of AREAS) {
  let detected = 0;
  let undetected = 0;
  const survivors = [];
  for (const [path, file] of Object.entries(files)) {
    const relative = path.replace(/^.*?(?=(src|server)\/)/, '');
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
  console.log(`${ok ? 'ok  ' : 'MISS'} mutation score ${area.name}: ${score.toFixed(1)} % (${detected} of ${total} mutants detected; floor ${area.floor} %)${worst ? ` — most undetected: ${worst}` : ''}`);
}
process.exit(failed ? 1 : 0);
