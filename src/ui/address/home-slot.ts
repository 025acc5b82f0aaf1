/**
 * The address and DPE fields' place in `<cee-simulator>` and `<cee-project>`, written once for both: empty until the
 * host turns `address` or `dpe-lookup` on, then the element's code for them fetched (`load`: the fields' code,
 * `home-lookups.ts`, or the project's `project-home.ts` with it; again at the next update after a failure) and
 * `make` asked, at each update, for what it makes of it (nothing yet while the element's form is not ready). An
 * element without either loads none of it, and carries only these few lines. The five attributes stay declared in
 * the elements' base (`calculating-element.ts`), where the custom elements manifest reads them. docs/contract.md,
 * "Address and DPE".
 */
import type { ReactiveControllerHost } from 'lit';

/**
 * The slot: call it in the element's `willUpdate` (it fetches and makes there), and read what it made with it
 * anywhere after.
 */
export function homeSlot<Code, Made>(
  host: ReactiveControllerHost & { address: boolean; dpeLookup: boolean },
  load: () => Promise<Code>,
  make: (code: Code) => Made | undefined,
): () => Made | undefined {
  let code: Code | undefined;
  let made: Made | undefined;
  let asked: Promise<unknown> | undefined;
  return () => {
    if (!made && (host.address || host.dpeLookup)) {
      // Without its code the element is as without the attributes; the next update asks again.
      asked ??= load().then((loaded) => ((code = loaded), host.requestUpdate()), () => (asked = undefined));
      if (code) made = make(code);
    }
    return made;
  };
}
