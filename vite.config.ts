import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { bundleMap } from './scripts/bundleMapPlugin.ts';

export default defineConfig({
  plugins: [react(), vike(), tailwindcss(), bundleMap()],
  server: { port: 3000, strictPort: false },
  preview: { port: 3000 },
  build: {
    rolldownOptions: {
      // xstate in one file: the pages that run a machine up front and the machines loaded on demand
      // (components/hooks/useLazyMachine.ts) share it, where the default split left two smaller files, 2 KiB more gzip.
      // React with react-dom in one file as well: every page loads both, and the default split moved react-dom's small
      // entry (createPortal, flushSync) to a file of its own when a lazy chunk also used it, 0.6 KiB more gzip a page.
      output: {
        codeSplitting: {
          groups: [
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
