// The homeowner’s project page, in French: page-wide configuration, then what the page does with a contact request.
import { configure } from '../src/index.ts';
import { FRENCH, startHomeownerPage } from './homeowner.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

startHomeownerPage(FRENCH);
