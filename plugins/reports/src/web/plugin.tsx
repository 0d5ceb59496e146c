import { defineWebPlugin } from '@lauda/sdk/web';
import { registerDraftSection } from '@lauda/web-kit';
import type {} from '@lauda/plugin-rundown/common';
import { REPORT_ROLES, REPORTS_PLUGIN_ID } from '../common/index.js';
import { DRAFTS_SECTION } from './model.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The reports plugin's web part: the "Relatórios" area (filtered list, a form per report), its menu entry, its viewer card in the document drawer and strings. */
// a report's unsaved draft opens in its form tab with the draft applied
registerDraftSection({ section: DRAFTS_SECTION, path: '/main/reports' });

export default defineWebPlugin({
  id: REPORTS_PLUGIN_ID,
  panels: [{ id: 'reports', slot: 'main', title: 'title', access: [REPORT_ROLES.read], load: () => import('./ReportsPanel.js') }],
  menu: [{ panel: 'reports', label: 'menu', icon: 'file', order: 24 }],
  // the report's viewer card in the document drawer (origin `report`)
  contributions: [{ slot: 'document.viewer', id: 'report', access: [REPORT_ROLES.read], load: () => import('./ReportDocument.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
