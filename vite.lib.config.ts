// `npm run build:lib`: dist/cee-widgets.js, the single self-contained module a partner loads with one script tag
// (`--mode lazy`: dist/lazy/, a small loader that fetches each element's chunk when its tag appears).
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { minifyLiterals } from './scripts/minify-literals.js';
import { staticImports } from './scripts/static-imports.js';

const here = import.meta.dirname;

export default defineConfig(({ mode }) => {
  const lazy = mode === 'lazy';
  return {
    // The single file inlines the English chunks: as static imports (see scripts/static-imports.js).
    plugins: lazy ? [minifyLiterals()] : [minifyLiterals(), staticImports()],
    build: {
      outDir: lazy ? 'dist/lazy' : 'dist',
      emptyOutDir: lazy,
      target: 'es2022',
      sourcemap: true,
      lib: {
        entry: resolve(here, lazy ? 'src/lazy/index.ts' : 'src/index.ts'),
        formats: ['es'],
        fileName: () => 'cee-widgets.js',
      },
      rolldownOptions: { output: { minify: true, codeSplitting: lazy, chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  };
});
