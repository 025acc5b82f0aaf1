// Plain TypeScript: listeners on the elements, on `document` and `window`, and the lazy loader
// (`npx tsc -p test/types/vanilla`).
import 'cee-widgets';
import 'cee-widgets/define/cee-project';
import { load } from 'cee-widgets/lazy';

document.addEventListener('worksite-created', (e) => void e.detail.worksite.reference);
window.addEventListener('cee-result', (e) => void e.detail.aid);
document.querySelector('doc-uploader')?.addEventListener('document-upload-error', (e) => void e.detail.error.kind);
void load('worksite-form');
document.querySelector('cee-project')?.addEventListener('cee-project-result', (e) => void e.detail.estimate.totals.aids);

// @ts-expect-error the detail is `{worksite}`
document.addEventListener('worksite-created', (e) => void e.detail.reference);
// @ts-expect-error the loader knows the four tags
void load('cee-simulatr');
