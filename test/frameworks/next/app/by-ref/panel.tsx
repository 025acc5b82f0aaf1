'use client';
// What the README's ref recipe hands its handler, shown for the test to read.
import { configure } from 'cee-widgets/configure';
import type { CeeResultDetail } from 'cee-widgets';
import { useCallback, useState } from 'react';
import { SimulatorByRef } from '../simulator-ref';

configure({ apiBase: process.env.NEXT_PUBLIC_CEE_API_BASE, calcBase: process.env.NEXT_PUBLIC_CEE_CALC_BASE, tokenEndpoint: '/api/cee-token' });

export function Panel() {
  const [result, setResult] = useState<CeeResultDetail>();
  const onResult = useCallback((detail: CeeResultDetail) => setResult(detail), []);
  return (
    <section id="by-ref">
      <SimulatorByRef onResult={onResult} />
      <output>{result?.aid}</output>
    </section>
  );
}
