// A Preact app using the elements (`npx tsc -p test/types/preact`).
import 'cee-widgets/define';
import type {} from 'cee-widgets/jsx-preact';
import type { CeeResultDetail } from 'cee-widgets';

declare function save(detail: CeeResultDetail): void;

export function App() {
  return (
    <>
      <cee-simulator fost="BAR-TH-171" aid="mpr" values={{ 'housing.surface': 100 }} oncee-result={(e) => save(e.detail)} />
      <doc-uploader worksite-id={12} ondocument-uploaded={(e) => e.detail.document.status} />
      <cee-simulator euros-mwh-cumac="8" api-base="/partner" />
      <cee-project works="BAR-TH-171" lang="de" oncee-project-result={(e) => e.detail.estimate.totals.aids} />
      {/* @ts-expect-error `aid` is `cee`, `mpr` or `both` */}
      <cee-project aid="all" />
      {/* @ts-expect-error a price is a number, or its digits */}
      <cee-simulator euros-mwh-cumac="huit" />
      {/* @ts-expect-error `context` is `b2c` or `b2b` */}
      <worksite-form context="b2x" />
    </>
  );
}
