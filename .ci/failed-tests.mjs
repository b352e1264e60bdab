// Prints what failed in vitest's JSON reports, so that the last lines of a CI log say which tests broke and why
// (the log is often read from its tail only). Usage: node .ci/failed-tests.mjs report.json [report.json ...]
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const firstLines = (text, count) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.includes('node_modules'))
    .slice(0, count)
    .join(' | ');

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const where = relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      console.log(`::: failed: ${where} > ${test.fullName}`);
      console.log(`:::   ${firstLines(test.failureMessages?.join('\n'), 4)}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      console.log(`::: failed: ${where} (the file itself)`);
      console.log(`:::   ${firstLines(suite.message, 4)}`);
    }
  }
}
