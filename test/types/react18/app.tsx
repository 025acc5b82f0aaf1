// A React 18 app with the wrappers of cee-widgets/react (`npx tsc -p test/types/react18`): props typed from the
// classes, `aid` and `context` as their values, events as `on…` callbacks.
import { CeeProject, CeeSimulator, DocUploader, WorksiteForm } from 'cee-widgets/react';
import type { CeeResultDetail } from 'cee-widgets';

declare function save(detail: CeeResultDetail): void;

export function App() {
  return (
    <>
      <CeeSimulator fost="BAR-TH-171" aid="both" context="b2b" eurosMwhCumac={8} values={{ 'housing.surface': 100 }} onCeeResult={(e) => save(e.detail)} />
      <WorksiteForm context="b2c" conventionId={1} onWorksiteCreated={(e) => e.detail.worksite.reference} />
      <DocUploader worksiteId={12} multiple onDocumentUploadProgress={(e) => e.detail.loaded / e.detail.total} />
      <CeeProject works="BAR-TH-171,BAR-EN-101" lang="de" onCeeProjectResult={(e) => e.detail.estimate.totals.aids} />
      {/* @ts-expect-error `aid` is `cee`, `mpr` or `both` */}
      <CeeProject aid="all" />
      {/* @ts-expect-error `aid` is `cee`, `mpr` or `both` */}
      <CeeSimulator aid="all" />
      {/* @ts-expect-error `context` is `b2c` or `b2b` */}
      <WorksiteForm context="b2x" />
      <CeeSimulator
        onCeeResult={(e) => {
          // @ts-expect-error the detail is `{aid, request, result}`
          void e.detail.worksite;
        }}
      />
    </>
  );
}
