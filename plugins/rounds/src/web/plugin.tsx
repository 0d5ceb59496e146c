import { defineWebPlugin } from '@lauda/sdk/web';
import { ROUND_ROLES, ROUNDS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The rounds plugin's web part: the "Rondas" area (the day's rounds, institutions, segments). */
export default defineWebPlugin({
  id: ROUNDS_PLUGIN_ID,
  panels: [{ id: 'rounds', slot: 'main', title: 'title', access: [ROUND_ROLES.read], load: () => import('./RoundsPanel.js') }],
  menu: [{ panel: 'rounds', label: 'menu', icon: 'list', order: 28 }],
  i18n: { en_US, es_ES, pt_BR },
});
