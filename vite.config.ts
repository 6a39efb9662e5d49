import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { bundleMap } from './scripts/bundleMapPlugin.ts';

export default defineConfig({
  plugins: [react(), vike(), tailwindcss(), bundleMap()],
  server: { port: 3000, strictPort: false },
  preview: { port: 3000 },
});
