import { defineWebPlugin } from '@lauda/sdk/web';
import { registerDraftSection } from '@lauda/web-kit';
import type {} from '@lauda/plugin-rundown/common';
import { PRODUCTION_ROLES, PRODUCTIONS_PLUGIN_ID } from '../common/index.js';
import { DRAFTS_SECTION } from './model.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The productions plugin's web part: the "Produções" area (a day's checklists, a form per checklist), its menu entry, its viewer card in the document drawer and strings. */
// a checklist's unsaved draft opens in its form tab with the draft applied
registerDraftSection({ section: DRAFTS_SECTION, path: '/main/productions' });

export default defineWebPlugin({
  id: PRODUCTIONS_PLUGIN_ID,
  panels: [{ id: 'productions', slot: 'main', title: 'title', access: [PRODUCTION_ROLES.read], load: () => import('./ProductionsPanel.js') }],
  menu: [{ panel: 'productions', label: 'menu', icon: 'file', order: 22 }],
  // the checklist's viewer card in the document drawer (origin `production`)
  contributions: [{ slot: 'document.viewer', id: 'production', access: [PRODUCTION_ROLES.read], load: () => import('./ProductionDocument.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
