// custom-elements.json is generated from the classes' JSDoc (@summary, @fires, @csspart, @cssprop) and their
// Lit properties; it is never written by hand.
export default {
  globs: ['src/elements/**/*.ts', 'src/ui/widget-element.ts'],
  exclude: ['src/**/*.styles.ts', 'src/**/*.messages.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
