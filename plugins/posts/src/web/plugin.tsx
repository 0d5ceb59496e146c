import { defineWebPlugin } from '@lauda/sdk/web';
import { POST_ROLES, POSTS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The posts plugin's web part: the "Posts" area and the WordPress sites in the administration. */
export default defineWebPlugin({
  id: POSTS_PLUGIN_ID,
  panels: [
    { id: 'posts', slot: 'main', title: 'title', access: [POST_ROLES.read], load: () => import('./PostsPanel.js') },
    { id: 'wordpress', slot: 'admin', title: 'admin.title', access: [POST_ROLES.admin], load: () => import('./WordPressPanel.js') },
  ],
  menu: [{ panel: 'posts', label: 'menu', icon: 'file', order: 24 }],
  i18n: { en_US, es_ES, pt_BR },
});
