import { defineWebPlugin } from '@lauda/sdk/web';
import { DEVICES_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';
import { ROLES } from './api';
import type {} from '@lauda/plugin-rundown/common';

/**
 * The namespace `devices` as the screens read it: the `web` strings at the top, the error-code
 * texts (`device.*`, and the kernel's `file.*` an upload may answer) under `errors`, as the
 * shell's error convention asks (web-shell/README.md "Error codes").
 */
function bundle(res: Record<string, unknown>): Record<string, unknown> {
  const { web, menu, ...codes } = res as { web?: Record<string, unknown>; menu?: unknown };
  return { ...(web ?? {}), menu, errors: codes };
}

/** The devices plugin's web part: devices (list, form, traffic log, story templates, media) and the media sync page, in the admin area. */
export default defineWebPlugin({
  id: DEVICES_PLUGIN_ID,
  panels: [
    { id: 'devices', slot: 'admin', title: 'devices.title', access: [ROLES.adminRead], load: () => import('./panels/DevicesPanel.js') },
    { id: 'device-media', slot: 'admin', title: 'media.pageTitle', access: [ROLES.adminRead, ROLES.mediaRead], load: () => import('./panels/MediaSyncPanel.js') },
  ],
  // the story form is shown only to story readers; the chooser hides itself when the story is read-only
  contributions: [
    { slot: 'story.sectionTools', id: 'credits', access: 'authenticated', load: () => import('./credits/SectionCredits.js') },
    // the MOS plug-ins of the devices serving the story's program
    { slot: 'story.panels', id: 'mos-plugins', access: 'authenticated', load: () => import('./mos/MosPlugins.js') },
    // the sizes of the fields of CGs a story saved earlier (nothing shown)
    { slot: 'story.panels', id: 'credit-sizes', access: 'authenticated', load: () => import('./credits/CreditSizes.js') },
  ],
  i18n: { en_US: bundle(en_US), es_ES: bundle(es_ES), pt_BR: bundle(pt_BR) },
});
