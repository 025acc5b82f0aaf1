// What a Svelte project adds once: the tags in `svelte/elements`' SvelteHTMLElements.
import type {} from 'cee-widgets/svelte';
