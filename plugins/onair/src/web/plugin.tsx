/**
 * The on-air plugin's web part: what it adds to the rundown's screens through their slots (the
 * credits, MOS devices and teleprompter entries of the rundown's "more" menu, the teleprompter
 * page's "load content"), and the texts of this plugin's error codes.
 */
import { defineWebPlugin } from '@lauda/sdk/web';
import type {} from '@lauda/plugin-rundown/common';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

export default defineWebPlugin({
  id: 'onair',
  panels: [],
  // the rundown's screens are shown only to its readers; writing actions check `canWrite`
  contributions: [
    { slot: 'rundown.menu', id: 'onair', order: 50, access: 'authenticated', load: () => import('./RundownMenu.js') },
    { slot: 'prompter.actions', id: 'onair', access: 'authenticated', load: () => import('./PrompterActions.js') },
  ],
  i18n: { en_US, es_ES, pt_BR },
});
