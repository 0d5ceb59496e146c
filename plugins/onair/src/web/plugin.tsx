/**
 * The on-air plugin's web part holds no screen of its own (the rundown view has the MOS, credits
 * and prompter actions): it brings the texts of this plugin's error codes to the shell.
 */
import { defineWebPlugin } from '@lauda/sdk/web';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

export default defineWebPlugin({
  id: 'onair',
  panels: [],
  i18n: { en_US, es_ES, pt_BR },
});
