import { defineWebPlugin } from '@lauda/sdk/web';
import { PROPOSAL_ROLES, PROPOSALS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The proposals plugin's web part: the "Sugestões de pauta" area (list, sidebar, accept into a guideline). */
export default defineWebPlugin({
  id: PROPOSALS_PLUGIN_ID,
  panels: [{ id: 'proposals', slot: 'main', title: 'title', access: [PROPOSAL_ROLES.read], load: () => import('./ProposalsPanel.js') }],
  menu: [{ panel: 'proposals', label: 'menu', icon: 'message', order: 21 }],
  i18n: { en_US, es_ES, pt_BR },
});
