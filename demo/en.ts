// The installer's page in English: the elements take their language from `<html lang="en">`.
import { configure } from '../src/index.ts';
import { ENGLISH, startPartnerFlow } from './flow.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

startPartnerFlow(ENGLISH);
