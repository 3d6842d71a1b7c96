// Inside apps/web, a feature never imports another feature (architecture.md: ui/lib -> features -> app/routes).
// Resolving the import against the file's folder catches relative paths of any depth, which a glob pattern cannot.
import { dirname, resolve, sep } from 'node:path';

const FEATURES = `${sep}apps${sep}web${sep}src${sep}features${sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return null;
  return file.slice(at + FEATURES.length).split(sep)[0] ?? null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one web feature into another' },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}': move the shared piece to src/lib, src/content or libs/ui.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
