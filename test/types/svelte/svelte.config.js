// svelte-check reads this (else it looks for a Svelte plugin in the repo's vite.config.ts): no options.
export default {};
