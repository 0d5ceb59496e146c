import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { laudaPlugins } from './vite/lauda-plugins.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The sdk's folder (through node_modules, so a moved checkout still works). */
function sdkDir(): string {
  let dir = here;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', '@lauda', 'sdk');
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@lauda/sdk is not installed: run npm install at the repository root');
    dir = parent;
  }
}
const sdk = sdkDir();

/** The libraries the shell needs before anyone signs in. */
const SIGN_IN_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|styled-components|stylis|@emotion[\\/][^\\/]+|tslib|shallowequal|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

// The kernel that `vite` (dev server) talks to.
const backend = process.env.LAUDA_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  root: here,
  base: '/',
  plugins: [laudaPlugins(), react()],
  resolve: {
    // The browser half of the sdk is compiled from its sources, so the shell builds without a prior `tsc -b`.
    alias: [{ find: /^@lauda\/sdk\/web$/, replacement: path.join(sdk, 'src/web/index.ts') }],
    // one React, one styled-components and one i18next for the shell and every plugin
    dedupe: ['react', 'react-dom', 'react-router', 'styled-components', 'i18next', 'react-i18next'],
  },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // the sdk's modules have no side effects: drop what the browser does not use (e.g. server-side schemas)
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(path.join(sdk, 'src')) },
      output: {
        // the libraries the sign-in page runs change less often than the shell: their own long-cached chunk, shared
        // with the plugins' chunks. Any other library (STOMP, the editor, drag and drop, virtual rows) goes with the
        // lazy chunks that use it, so the sign-in page does not download it (bench/web.bench.ts measures it)
        codeSplitting: { groups: [{ name: 'vendor', test: SIGN_IN_LIBRARIES }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend },
      '/ws': { target: backend, ws: true },
    },
  },
});
