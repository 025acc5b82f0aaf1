// The homeowner's page in English: the simulator takes its language from `<html lang="en">`.
import { configure } from '../src/index.ts';
import { ENGLISH, startHomeownerPage } from './homeowner.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

startHomeownerPage(ENGLISH);
