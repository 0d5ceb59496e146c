import { defineWebPlugin } from '@lauda/sdk/web';
import { CHAT_PLUGIN_ID, CHAT_ROLES } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/**
 * The chat's web part: a dock on every screen (the shell's `shell.watchers` slot, mounted once while
 * signed in): the chat button with the unread count, the list of chats and of online users by
 * group, and the chat windows docked at the bottom right (full screen on a phone).
 */
export default defineWebPlugin({
  id: CHAT_PLUGIN_ID,
  panels: [],
  contributions: [{ slot: 'shell.watchers', id: 'dock', access: [CHAT_ROLES.read], load: () => import('./ChatDock.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
