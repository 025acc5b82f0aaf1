import { minifyLiterals } from '../scripts/minify-literals.js';
export default { logLevel: 'warn', plugins: [minifyLiterals()], build: { outDir: '/tmp/ts1/simonly', emptyOutDir: true, target: 'es2022', sourcemap: true, lib: { entry: '/work/main/src/lazy/cee-simulator.ts', formats: ['es'], fileName: () => 'x.js' }, rolldownOptions: { output: { minify: true, codeSplitting: false } } } };
