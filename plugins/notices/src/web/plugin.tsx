import { defineWebPlugin } from '@lauda/sdk/web';
import { NOTICE_ROLES, NOTICES_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The notices plugin's web part: the "Avisos" area and today's notices on the home screen. */
export default defineWebPlugin({
  id: NOTICES_PLUGIN_ID,
  panels: [{ id: 'notices', slot: 'main', title: 'title', access: [NOTICE_ROLES.read], load: () => import('./NoticesPanel.js') }],
  menu: [{ panel: 'notices', label: 'menu', icon: 'message', order: 60 }],
  contributions: [{ slot: 'home.cards', id: 'current-notices', access: [NOTICE_ROLES.read], load: () => import('./HomeNotices.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
