// The homeowner's page in French: page-wide configuration of the simulator, then the quote request.
import { configure } from '../src/index.ts';
import { FRENCH, startHomeownerPage } from './homeowner.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

startHomeownerPage(FRENCH);
