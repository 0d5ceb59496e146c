import { defineWebPlugin } from '@lauda/sdk/web';
import { registerDraftSection } from '@lauda/web-kit';
import type {} from '@lauda/plugin-rundown/common';
import { GUIDELINE_ROLES, GUIDELINE_SLOTS, GUIDELINES_PLUGIN_ID } from '../common/index.js';
import { DRAFTS_SECTION } from './model.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The guidelines plugin's web part: the "Pautas" area (list by date and program, a form per guideline), its menu entry, its viewer card in the document drawer and strings. */
// a guideline's unsaved draft opens in its form tab with the draft applied
registerDraftSection({ section: DRAFTS_SECTION, path: '/main/guidelines' });

export default defineWebPlugin({
  id: GUIDELINES_PLUGIN_ID,
  panels: [{ id: 'guidelines', slot: 'main', title: 'title', access: [GUIDELINE_ROLES.read], load: () => import('./GuidelinesPanel.js') }],
  menu: [{ panel: 'guidelines', label: 'menu', icon: 'file', order: 20 }],
  // the guideline's viewer card in the document drawer (the rundown's slot; the drawer shows it by origin)
  contributions: [{ slot: 'document.viewer', id: 'guideline', access: [GUIDELINE_ROLES.read], load: () => import('./GuidelineDocument.js') }],
  // a guide's contacts: the contacts plugin names them and offers the picker
  slots: GUIDELINE_SLOTS,
  i18n: { en_US, es_ES, pt_BR },
});
