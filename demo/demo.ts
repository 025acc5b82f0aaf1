// The installer's page in French: page-wide configuration of the three elements, then the partner flow.
import { configure } from '../src/index.ts';
import { FRENCH, startPartnerFlow } from './flow.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

startPartnerFlow(FRENCH);
