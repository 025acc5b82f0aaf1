// The single file on a server (plain Node, a Next.js or Nuxt server build): Lit's browser code, bundled in it,
// extends `HTMLElement` and reads `document` as it loads. This prelude gives those two names, in the module's own
// scope (no global is touched), an empty stand-in where the page has none, so importing the file throws nothing;
// registration is skipped there (src/define.ts). In a browser they are the page's own.
export const SERVER_SAFE_PRELUDE =
  'const HTMLElement=globalThis.HTMLElement??class{},document=globalThis.document??{createTreeWalker:()=>({}),createComment:()=>({})};';
