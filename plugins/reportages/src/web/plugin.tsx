import { defineWebPlugin, type WebPluginDefinition } from '@lauda/sdk/web';
import { registerDraftSection } from '@lauda/web-kit';
import type {} from '@lauda/plugin-rundown/common';
import { REPORTAGE_ROLES, REPORTAGES_PLUGIN_ID } from '../common/ids.js';
import { DRAFTS_SECTION } from './model.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The reportages plugin's web part: the reportages area (list, board, editor) and its strings (namespace `reportages`; the screens' under `web`). */
// a reportage's unsaved draft opens in its editor tab with the draft applied
registerDraftSection({ section: DRAFTS_SECTION, path: '/main/reportages' });

const definition = {
  id: REPORTAGES_PLUGIN_ID,
  panels: [{ id: 'reportages', slot: 'main' as const, title: 'web.title', access: [REPORTAGE_ROLES.read], load: () => import('./ReportagesPanel.js') }],
  menu: [{ panel: 'reportages', label: 'web.menu', icon: 'file', order: 20 }],
  // print kinds (web-shell README "Print pages"): /print/{options}/reportage_content, options { id, columns: 1 | 2 }
  prints: [{ type: 'reportage_content', title: 'web.print.title', access: [REPORTAGE_ROLES.read], load: () => import('./ReportagePrint.js') }],
  // the reportage's viewer card in the document drawer (the rundown's slot; the drawer shows it by origin)
  contributions: [{ slot: 'document.viewer' as const, id: 'reportage', access: [REPORTAGE_ROLES.read], load: () => import('./ReportageViewer.js') }],
  i18n: { en_US, es_ES, pt_BR },
} satisfies WebPluginDefinition & { prints: unknown[] };

export default defineWebPlugin(definition);
