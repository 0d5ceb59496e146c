import { defineWebPlugin } from '@lauda/sdk/web';
import { DIRECTORY_PLUGIN_ID, DIRECTORY_ROLES } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The directory plugin's web part: Admin › Active Directory (settings, connection test, synchronisation with its live state). */
export default defineWebPlugin({
  id: DIRECTORY_PLUGIN_ID,
  panels: [{ id: 'directory', slot: 'admin', title: 'title', access: [DIRECTORY_ROLES.read], load: () => import('./DirectoryPanel.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
