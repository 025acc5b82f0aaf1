// `npm run build:lib`: dist/cee-widgets.js, the single self-contained module a partner loads with one script tag.
import { defineConfig } from 'vite';
import { resolve } from 'node:path';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: resolve(import.meta.dirname, 'src/index.ts'), formats: ['es'], fileName: () => 'cee-widgets.js' },
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
  },
});
