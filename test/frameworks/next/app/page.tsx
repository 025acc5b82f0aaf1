// A server component renders the README's two client components (app/simulator.tsx, app/simulator-ref.tsx).
import { Results } from './results';

export default function Page() {
  return (
    <main>
      <h1>Simulateur</h1>
      <Results />
    </main>
  );
}
