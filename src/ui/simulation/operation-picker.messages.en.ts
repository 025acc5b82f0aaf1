/** The English of the operation picker's words (`operation-picker.ts`), in the packs of the elements that show it. */
import type { Messages } from '../../i18n/translate.js';
import type { PickerKey } from './operation-picker.js';

export const pickerEnglish: Messages<PickerKey> = {
  'sim.operation': 'Operation',
  'sim.operationHint': 'Type the name of the work (heat pump, loft, windows…) or browse the list.',
  'sim.operations': 'Operations',
  'sim.operationMatches.one': '1 operation matches.',
  'sim.operationMatches.other': '{count} operations match.',
  'sim.operationNoMatch': 'No operation matches "{query}": here are all the operations.',
  'sim.family.TH': 'Heating, hot water and ventilation',
  'sim.family.EN': 'Insulation and windows',
  'sim.family.EQ': 'Equipment',
  'sim.family.SE': 'Services',
  'sim.family.BA': 'Building',
  'sim.family.UT': 'Motors, compressed air and other utilities',
  'sim.family.CH': 'Heating and cooling networks',
  'sim.family.EC': 'Lighting',
  'sim.family.MPR': 'Funded by MaPrimeRénov’ only',
  'sim.family.other': 'Other operations',
  'sim.coupDePouce': 'Coup de pouce bonus',
  'sim.context': 'You are',
  'sim.context.b2c': 'A private individual',
  'sim.context.b2b': 'A business',
};
