// @ts-check
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Writes each undetected mutant to reports/mutation/<name>-survivors.txt the moment it is known, one line each
 * (file:line:column, mutator, status, replacement). Stryker writes its JSON report only when a run ends; a server area
 * runs for most of an hour, and this lets the tests that kill its survivors be written while it still runs.
 */
class SurvivorsReporter {
  static inject = /** @type {const} */ ([commonTokens.options]);

  /** @param {import('@stryker-mutator/api/core').StrykerOptions} options */
  constructor(options) {
    this.file = String(options.jsonReporter.fileName).replace(/\.json$/, '-survivors.txt');
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, '');
  }

  /** @param {Readonly<import('@stryker-mutator/api/core').MutantResult>} mutant */
  onMutantTested(mutant) {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return;
    const { line, column } = mutant.location.start;
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160);
    appendFileSync(
      this.file,
      `${path.relative(process.cwd(), mutant.fileName)}:${line}:${column + 1} ${mutant.mutatorName} ${mutant.status}: ${replacement}\n`,
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'survivors', SurvivorsReporter)];
