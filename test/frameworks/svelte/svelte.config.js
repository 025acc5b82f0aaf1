// Svelte 5 reads `<script lang="ts">` itself.
export default {};
