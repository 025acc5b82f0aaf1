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
        euros-mwh-cumac={8}
        values={{ 'housing.surface': 100 }}
        oncee-result={(e) => save(e.detail)}
        oncee-error={(e) => e.detail.error.kind}
        onClick={(e) => e.currentTarget.values}
        aria-label="Estimate"
      />
      <worksite-form context="b2b" lang="en" onworksite-created={(e) => e.detail.worksite.reference} />
      <doc-uploader worksite-id={12} multiple ondocument-upload-progress={(e) => e.detail.loaded / e.detail.total} />
      {/* @ts-expect-error `aid` is `cee`, `mpr` or `both` */}
      <cee-simulator aid="all" />
      <worksite-form
        onworksite-created={(e) => {
          // @ts-expect-error the detail is `{worksite}`
          void e.detail.reference;
        }}
      />
    </>
  );
}
