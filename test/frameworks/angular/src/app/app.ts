// The root component renders the README's component (src/app/simulator.ts), and what its (cee-result) handler kept.
import { Component, viewChild } from '@angular/core';
import { Simulator } from './simulator';

@Component({
  selector: 'app-root',
  imports: [Simulator],
  template: `<main><h1>Simulateur</h1><app-simulator /><output>{{ simulator()?.result?.aid }}</output></main>`,
})
export class App {
  readonly simulator = viewChild(Simulator);
}
