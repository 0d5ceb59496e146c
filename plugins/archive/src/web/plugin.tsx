import { defineWebPlugin } from '@lauda/sdk/web';
import { ARCHIVE_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/**
 * The archive's web part: the "Arquivo" area. Every signed-in user has the entry; the screen shows
 * a tab for each kind of document whose read role they hold (the routes check the same roles).
 */
export default defineWebPlugin({
  id: ARCHIVE_PLUGIN_ID,
  panels: [{ id: 'archive', slot: 'main', title: 'title', access: 'authenticated', load: () => import('./ArchivePanel.js') }],
  menu: [{ panel: 'archive', label: 'menu', icon: 'archive', order: 80 }],
  i18n: { en_US, es_ES, pt_BR },
});
