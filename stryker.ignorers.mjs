// @ts-check
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Mutants no test can kill because they change nothing a caller sees (equivalent mutants), left out of the score with
 * the reason Stryker reports for each.
 */
class PortTokenIgnorer {
  /** @param {import('@babel/core').NodePath} path */
  shouldIgnore(path) {
    // `Symbol.for('AdsApi')`: every binding and every injection use the same exported constant, so its name only labels
    // it in Inversify's error messages.
    const node = path.node;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.object.type === 'Identifier' &&
      node.callee.object.name === 'Symbol' &&
      node.callee.property.type === 'Identifier' &&
      node.callee.property.name === 'for'
    ) {
      return "a port token's name only labels it";
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'port-tokens', PortTokenIgnorer)];
