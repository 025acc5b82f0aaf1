// What a Vue project adds once (or `"types": ["cee-widgets/vue"]` in its tsconfig).
import type {} from 'cee-widgets/vue';
