// Which README blocks (by their snippet kind) each app of test/frameworks/ is built with: apps.test.js writes them in,
// and test/node/readme-snippets.test.js checks that every framework's files have an app.
export const APP_KINDS = {
  react: ['react18', 'react19'],
  next: ['next'],
  vue: ['vue'],
  svelte: ['svelte'],
  angular: ['angular'],
};
