import { defineWebPlugin } from '@lauda/sdk/web';
import { AGENCY_PLUGIN_ID, AGENCY_ROLES } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The agency's web part: the "Agência" area (lanes board, search, RSS sources for administrators) and its social sources. */
export default defineWebPlugin({
  id: AGENCY_PLUGIN_ID,
  panels: [
    { id: 'agency', slot: 'main', title: 'title', access: [AGENCY_ROLES.read], load: () => import('./AgencyPanel.js') },
    // Facebook pages, Twitter users and lists, their categories and the networks' credentials
    { id: 'agency-social', slot: 'main', title: 'social.title', access: [AGENCY_ROLES.read], load: () => import('./social/SocialSources.js') },
  ],
  menu: [
    { panel: 'agency', label: 'menu', icon: 'list', order: 25 },
    { panel: 'agency-social', label: 'social.title', icon: 'globe', order: 26 },
  ],
  i18n: { en_US, es_ES, pt_BR },
});
