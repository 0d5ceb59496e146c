// Placeholder for the agency helper's file; not merged: shows how the social sources panel is registered.
import { defineWebPlugin } from '@lauda/sdk/web';
import en_US from '../../i18n/social.en_US.json';
import es_ES from '../../i18n/social.es_ES.json';
import pt_BR from '../../i18n/social.pt_BR.json';

export default defineWebPlugin({
  id: 'agency',
  panels: [{ id: 'agency-social', slot: 'main', title: 'social.title', access: ['ROLE_AGENCY_READ'], load: () => import('./social/SocialSources.js') }],
  menu: [{ panel: 'agency-social', label: 'social.title', icon: 'globe', order: 40 }],
  i18n: { en_US, es_ES, pt_BR },
});
