/** Where a calculating element's answer goes once shown: into view (at once under reduced motion), its heading focused. */
import type { ReactiveElement } from 'lit';

/** After the next render, brings the answer whose heading has the id `titleId` into view and focuses the heading. */
export function focusAnswer(host: ReactiveElement, titleId: string): void {
  void host.updateComplete.then(() => {
    const heading = host.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(titleId)}`);
    if (!heading) return;
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.parentElement!.scrollIntoView({ block: 'nearest', behavior: reduce ? 'instant' : 'smooth' });
    heading.focus({ preventScroll: true });
  });
}
