'use client';
// The page's state: what each simulator's result handler received, shown for the test to read.
import { configure } from 'cee-widgets';
import type { CeeResultDetail } from 'cee-widgets';
import { useCallback, useState } from 'react';
import { Simulator } from './simulator';
import { SimulatorByRef } from './simulator-ref';

const service = process.env.NEXT_PUBLIC_SERVICE ?? '';
configure({ apiBase: `${service}/partner`, calcBase: `${service}/calc`, tokenEndpoint: `${service}/token` });

export function Results() {
  const [wrapper, setWrapper] = useState<CeeResultDetail[]>([]);
  const [byRef, setByRef] = useState<CeeResultDetail[]>([]);
  const onWrapper = useCallback((detail: CeeResultDetail) => setWrapper((all) => [...all, detail]), []);
  const onRef = useCallback((detail: CeeResultDetail) => setByRef((all) => [...all, detail]), []);
  return (
    <>
      <section id="wrapper">
        <Simulator onResult={onWrapper} />
        <output>{wrapper.map((detail) => detail.aid).join(',')}</output>
      </section>
      <section id="by-ref">
        <SimulatorByRef onResult={onRef} />
        <output>{byRef.map((detail) => detail.aid).join(',')}</output>
      </section>
    </>
  );
}
