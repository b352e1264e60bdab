// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const DOCUMENTATION_KEYS = new Set(['summary', 'description', 'tags']);

/** @param {any} node A text or a list of texts, as a route's summary and tags are written. */
const isText = (node) =>
  node?.type === 'StringLiteral' ||
  (node?.type === 'TemplateLiteral' && node.expressions.length === 0) ||
  (node?.type === 'ArrayExpression' && node.elements.every(isText));

/**
 * Leaves the OpenAPI document's prose unmutated: `summary: '…'`, `tags: ['…']` and `description: '…'` written as plain
 * text in a route's or a schema's options. They run while the server is built, so each of their mutants is "static"
 * and costs a run of every test file of its area (40 seconds to minutes), and what they are worth is held as a whole
 * by test/server/openApi.test.ts (every route under a named tag with a summary of at least ten characters). A
 * `description` that is a schema (an ad's `description: Type.String(…)`) is not text and is mutated as before.
 */
const openApiText = {
  /** @param {any} path Babel's NodePath */
  shouldIgnore(path) {
    const { node } = path;
    if (node.type !== 'ObjectProperty' || node.computed) return undefined;
    const key =
      node.key.type === 'Identifier' ? node.key.name : node.key.type === 'StringLiteral' ? node.key.value : undefined;
    return key !== undefined && DOCUMENTATION_KEYS.has(key) && isText(node.value)
      ? 'OpenAPI prose, held as a whole by openApi.test.ts'
      : undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'openapi-text', openApiText)];
