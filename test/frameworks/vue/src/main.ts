// The app around the README's Vue files (vite.config.ts, src/env.d.ts, src/Simulator.vue). src/service.ts is written
// by test/frameworks/apps.test.js.
import { configure } from 'cee-widgets/configure';
import { createApp } from 'vue';
import { SERVICE } from './service';
import Simulator from './Simulator.vue';

configure({ apiBase: `${SERVICE}/partner`, calcBase: `${SERVICE}/calc`, tokenEndpoint: `${SERVICE}/token` });
createApp(Simulator).mount('#app');
