// A Solid app using the elements (`npx tsc -p test/types/solid`): attributes, `prop:` and `on:`.
import 'cee-widgets/define';
import type {} from 'cee-widgets/jsx-solid';
import type { CeeResultDetail } from 'cee-widgets';

declare function save(detail: CeeResultDetail): void;

export function App() {
  return (
    <>
      <cee-simulator fost="BAR-TH-171" aid="both" prop:values={{ 'housing.surface': 100 }} on:cee-result={(e) => save(e.detail)} />
      <worksite-form context="b2b" on:worksite-created={(e) => e.detail.worksite.reference} />
      <cee-simulator euros-mwh-cumac="8" attr:euros-mwh-cumac="9" />
      {/* @ts-expect-error a price is a number, or its digits */}
      <cee-simulator euros-mwh-cumac="huit" />
      {/* `lang` takes any language tag (fr and en suggested) */}
      <doc-uploader lang="de" />
      <cee-project works="BAR-TH-171" on:cee-project-result={(e) => e.detail.estimate.totals.aids} />
      {/* @ts-expect-error `aid` is `cee`, `mpr` or `both` */}
      <cee-project aid="all" />
    </>
  );
}
