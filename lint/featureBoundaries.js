/**
 * The server by feature (issue 66): `server/<feature>/` holds a feature's use cases, routes, adapters and tables, and
 * another feature reaches it only through its published port, `server/<feature>/ports.ts` (interfaces, the records
 * it names, and what it offers others). `server/platform/` serves every feature and names a feature only by the types of its
 * port (the repositories' registry, the signed-in person), and its tables only in the database's whole schema. Tables may reference another feature's
 * tables: the database is one. The composition root (`server/*.ts`) and the demo data (`server/seed/`) see everything.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED = 'platform';
const OUTSIDE_FEATURES = new Set(['seed']);

/** The feature a file of server/ belongs to, or null (root files, or outside server/). */
function featureOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  return parts[0] === 'server' && parts.length >= 3 ? { feature: parts[1], inner: parts.slice(2).join('/') } : null;
}

const isTables = (inner) => /(^|\/)([a-z]+Tables|tables|columns)\.ts$/.test(inner) || /^db\/schema\.ts$/.test(inner);
const withoutExtension = (inner) => inner.replace(/\.(ts|js)$/, '');

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A server feature reaches another only through that feature's ports.ts" },
    schema: [],
    messages: {
      port: "server/{{from}} reaches server/{{to}} only through its published port, server/{{to}}/ports.ts — not {{inner}}. Publish what is needed there (an interface, a record's type), or move what both share to server/platform/.",
      platform:
        "server/platform serves the features: it names a feature's port by type only, and its tables only in db/schema.ts — not {{to}}/{{inner}}.",
      seed: 'The demo data (server/seed/) is for the composition root, not for a feature.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from || OUTSIDE_FEATURES.has(from.feature)) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (!to) return;
      // Resolved without extension: './ports' and './ports.ts' alike.
      const inner = withoutExtension(to.inner) + '.ts';
      if (to.feature === from.feature) return;
      if (to.feature === 'seed') return context.report({ node, messageId: 'seed' });
      if (to.feature === SHARED) return;
      if (from.feature === SHARED) {
        const allowed = (inner === 'ports.ts' && typeOnly) || (from.inner === 'db/schema.ts' && isTables(inner));
        if (!allowed) context.report({ node, messageId: 'platform', data: { to: to.feature, inner } });
        return;
      }
      if (inner === 'ports.ts') return;
      if (isTables(inner) && isTables(from.inner)) return;
      context.report({ node, messageId: 'port', data: { from: from.feature, to: to.feature, inner } });
    };
    const typeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export const featuresPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
