// The installer's back office: page-wide configuration, then the estimates received and the worksite.
import { configure } from '../src/index.ts';
import { startBackOffice } from './backoffice.ts';

configure({
  apiBase: `${location.origin}/partner`,
  calcBase: `${location.origin}/calc`,
  tokenEndpoint: `${location.origin}/token`,
});

void startBackOffice();
