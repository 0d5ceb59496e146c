import { defineWebPlugin } from '@lauda/sdk/web';
import { CHART_ROLE, CHARTS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The managerial charts' web part: the "Gráficos gerenciais" area (the chart library loads only with a chart). */
export default defineWebPlugin({
  id: CHARTS_PLUGIN_ID,
  panels: [{ id: 'charts', slot: 'main', title: 'title', access: [CHART_ROLE], load: () => import('./ChartsPanel.js') }],
  menu: [{ panel: 'charts', label: 'menu', icon: 'chart', order: 80 }],
  i18n: { en_US, es_ES, pt_BR },
});
