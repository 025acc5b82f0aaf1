// The app around the README's React files (src/Simulator.tsx, src/SimulatorWrapper.tsx): what each one's result
// handler received, shown for the test to read. src/service.ts is written by test/frameworks/apps.test.js.
import { configure } from 'cee-widgets/configure';
import type { CeeResultDetail } from 'cee-widgets';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SERVICE } from './service';
import { Simulator } from './Simulator';
import { SimulatorWrapper } from './SimulatorWrapper';

configure({ apiBase: `${SERVICE}/partner`, calcBase: `${SERVICE}/calc`, tokenEndpoint: `${SERVICE}/token` });

function App() {
  const [direct, setDirect] = useState<CeeResultDetail>();
  const [wrapped, setWrapped] = useState<CeeResultDetail>();
  return (
    <main>
      <section id="direct">
        <Simulator onResult={setDirect} />
        <output>{direct?.aid}</output>
      </section>
      <section id="wrapper">
        <SimulatorWrapper onResult={setWrapped} />
        <output>{wrapped?.aid}</output>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
