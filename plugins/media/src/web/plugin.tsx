import { defineWebPlugin } from '@lauda/sdk/web';
import type {} from '@lauda/plugin-rundown/common';
import { MEDIA_PLUGIN_ID, MEDIA_ROLES } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The media plugin's web part: the "Central de mídia" area, and the embedded search beside the story form. */
export default defineWebPlugin({
  id: MEDIA_PLUGIN_ID,
  panels: [{ id: 'media', slot: 'main', title: 'title', access: [MEDIA_ROLES.read], load: () => import('./MediaCenter.js') }],
  menu: [{ panel: 'media', label: 'menu', icon: 'film', order: 70 }],
  // the story form's "Mídia": searches the stored media of the program's MAMs (MEDIA_READ)
  contributions: [{ slot: 'story.panels', id: 'media-search', access: [MEDIA_ROLES.read], load: () => import('./story/MediaPanel.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
