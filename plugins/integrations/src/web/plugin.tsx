import { defineWebPlugin } from '@lauda/sdk/web';
import type {} from '@lauda/plugin-rundown/common';
import { INTEGRATION_ROLES as R, INTEGRATIONS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The integrations' web part: Admin › Integrações (the named configurations and their checks) and the external document search in the story form. */
export default defineWebPlugin({
  id: INTEGRATIONS_PLUGIN_ID,
  panels: [{ id: 'integrations', slot: 'admin', title: 'title', access: [R.adminRead], load: () => import('./IntegrationsPanel.js') }],
  contributions: [{ slot: 'story.panels', id: 'document-search', access: [R.documentSearch], load: () => import('./StoryDocumentSearch.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
