// A server page rendering the README's ref recipe (app/simulator-ref.tsx) through a client panel.
import { Panel } from './panel';

export default function Page() {
  return (
    <main>
      <h1>Simulateur</h1>
      <Panel />
    </main>
  );
}
