// Vite plugin: after the client build, writes dist/bundle-map.json (every emitted chunk with its static imports,
// the source modules inside it and, for a vike page entry, its pageId) so the byte budgets (scripts/budgets.mjs)
// can tell which code a route loads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

// The facade module of the client entry of a vike page, followed by the pageId ('/pages/about').
const PAGE_ENTRY = 'virtual:vike:page-entry:client:';

export function bundleMap(): Plugin {
  let root = process.cwd();
  return {
    name: 'lumivox:bundle-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const chunks: Record<
        string,
        { pageId?: string; imports: string[]; dynamicImports: string[]; modules: string[] }
      > = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const facade = chunk.facadeModuleId?.replace(/^\0/, '');
        const pageId = facade?.startsWith(PAGE_ENTRY) ? facade.slice(PAGE_ENTRY.length) : undefined;
        chunks[fileName] = {
          ...(pageId ? { pageId } : {}),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.keys(chunk.modules).map((id) => relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/')),
        };
      }
      const file = join(dirname(options.dir), 'bundle-map.json');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ chunks }, null, 1));
    },
  };
}
