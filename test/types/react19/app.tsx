// A React 19 app using the elements directly, as the README shows (`npx tsc -p test/types/react19`).
import 'cee-widgets/define';
import type {} from 'cee-widgets/jsx-react';
import type { CeeResultDetail, CeeSimulator } from 'cee-widgets';
import { useRef } from 'react';

declare function save(detail: CeeResultDetail): void;

export function App() {
  const simulator = useRef<CeeSimulator>(null);
  return (
    <>
      <cee-simulator
        ref={simulator}
        fost="BAR-TH-171"
        aid="both"
        euros-mwh-cumac="8"
        values={{ 'housing.surface': 100 }}
        oncee-result={(e) => save(e.detail)}
        oncee-error={(e) => e.detail.error.kind}
        onClick={(e) => e.currentTarget.values}
        aria-label="Estimate"
      />
      <cee-simulator euros-mwh-cumac={8.5} api-base="/partner" calc-base="/calc" token-endpoint="/token" partner-auth="bearer" />
      <worksite-form context="b2b" lang="en" convention-id="3" page-size="50" onworksite-created={(e) => e.detail.worksite.reference} />
      <doc-uploader worksite-id={12} multiple ondocument-upload-progress={(e) => e.detail.loaded / e.detail.total} />
      <cee-project works="BAR-TH-171,BAR-EN-101" lead="Isolation Martin" lang="de" oncee-project-result={(e) => e.detail.estimate.totals.aids} oncee-lead={(e) => e.detail.contact.name} />
      {/* @ts-expect-error `context` is `b2c` or `b2b` */}
      <cee-project context="b2x" />
      {/* @ts-expect-error `aid` is `cee`, `mpr` or `both` */}
      <cee-simulator aid="all" />
      {/* @ts-expect-error a price is a number, or its digits */}
      <cee-simulator euros-mwh-cumac="huit" />
      {/* @ts-expect-error `values` is an object of values by dotted key */}
      <cee-simulator values={5} />
      <worksite-form
        onworksite-created={(e) => {
          // @ts-expect-error the detail is `{worksite}`
          void e.detail.reference;
        }}
      />
    </>
  );
}
