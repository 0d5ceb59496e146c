import { defineWebPlugin } from '@lauda/sdk/web';
import { SCHEDULE_PLUGIN_ID, SCHEDULE_ROLES } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The teams schedule's web part: the week grid ("Escala das equipes"). */
export default defineWebPlugin({
  id: SCHEDULE_PLUGIN_ID,
  panels: [{ id: 'schedule', slot: 'main', title: 'title', access: [SCHEDULE_ROLES.read], load: () => import('./SchedulePanel.js') }],
  menu: [{ panel: 'schedule', label: 'menu', icon: 'users', order: 70 }],
  i18n: { en_US, es_ES, pt_BR },
});
