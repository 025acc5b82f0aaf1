// The app around the README's Svelte files (src/cee-widgets.d.ts, src/Simulator.svelte). src/service.ts is written by
// test/frameworks/apps.test.js.
import { configure } from 'cee-widgets/configure';
import { mount } from 'svelte';
import { SERVICE } from './service';
import Simulator from './Simulator.svelte';

configure({ apiBase: `${SERVICE}/partner`, calcBase: `${SERVICE}/calc`, tokenEndpoint: `${SERVICE}/token` });
mount(Simulator, { target: document.getElementById('app')! });
