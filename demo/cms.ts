// What an installer pastes in a CMS block beside the elements: the same glue as the clean page. The elements
// themselves are configured by attributes, and their script is included twice (one tag per block).
import { FRENCH, startPartnerFlow } from './flow.ts';

startPartnerFlow(FRENCH);
