// The "Intégrer" page: the configurator, its preview on the demo's sandbox, the package's version read from
// package.json when vite builds or serves the page (vite.config.ts `define`).
import { startConfigurator } from './configurator.js';

declare const __CEE_WIDGETS_VERSION__: string;

startConfigurator(document.getElementById('configurateur')!, {
  version: __CEE_WIDGETS_VERSION__,
  preview: {
    apiBase: `${location.origin}/partner`,
    calcBase: `${location.origin}/calc`,
    tokenEndpoint: `${location.origin}/token`,
  },
});
