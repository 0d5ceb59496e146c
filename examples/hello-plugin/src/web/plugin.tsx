import { defineWebPlugin } from '@lauda/sdk/web';
import { HELLO_PLUGIN_ID, ROLE_HELLO_READ } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The hello plugin's web part: one panel, its menu entry and its strings (namespace `hello`). */
export default defineWebPlugin({
  id: HELLO_PLUGIN_ID,
  panels: [
    {
      id: 'greetings',
      slot: 'main',
      title: 'title',
      access: [ROLE_HELLO_READ],
      load: () => import('./GreetingsPanel.js'),
    },
  ],
  menu: [{ panel: 'greetings', label: 'menu', icon: 'message', order: 50 }],
  i18n: { en_US, es_ES, pt_BR },
});
