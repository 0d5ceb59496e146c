import { defineWebPlugin } from '@lauda/sdk/web';
import { registerDraftSection } from '@lauda/web-kit';
import { RUNDOWN_PLUGIN_ID, RUNDOWN_ROLES } from '../common/ids.js';
import { RUNDOWN_SLOTS } from '../common/slots.js';
import { PROMPTER_ROUTE } from './logic/prompter.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/**
 * The rundown plugin's web part: the rundown workspace (tabs, grid, story forms) as one panel of
 * the main area, its menu entry, and the plugin's strings (namespace `rundown`; the workspace's
 * own are under `web`).
 */
// a story's unsaved draft is edited again in the workspace (its form offers the draft back)
registerDraftSection({ section: 'stories', path: '/main/rundowns' });

export default defineWebPlugin({
  id: RUNDOWN_PLUGIN_ID,
  panels: [
    {
      id: 'rundowns',
      slot: 'main',
      title: 'web.title',
      access: [RUNDOWN_ROLES.rundownRead],
      load: () => import('./Workspace.js'),
    },
    {
      // the teleprompter of a rundown, full window (opened from the rundown's toolbar)
      id: 'rundown-prompter',
      slot: 'main',
      title: 'prompter.title',
      access: [RUNDOWN_ROLES.rundownRead],
      load: () => import('./prompter/PrompterPage.js'),
    },
    // spec 000 §2 "Stories": the stories of rundowns and drawers; a journalist's new story goes to a drawer
    { id: 'stories', slot: 'main', title: 'storiesArea.title', access: [RUNDOWN_ROLES.storyRead], load: () => import('./stories/StoriesPanel.js') },
    // spec 000 §2 "Scripts": one rundown's continuous script
    { id: 'scripts', slot: 'main', title: 'scriptsArea.title', access: [RUNDOWN_ROLES.rundownRead], load: () => import('./scripts/ScriptsPanel.js') },
  ],
  menu: [
    { panel: 'rundowns', label: 'web.menu', icon: 'list', order: 10 },
    { panel: 'stories', label: 'storiesArea.menu', icon: 'file', order: 11 },
    { panel: 'scripts', label: 'scriptsArea.menu', icon: 'file', order: 12 },
  ],
  routes: [{ path: PROMPTER_ROUTE, panel: 'rundown-prompter' }],
  slots: RUNDOWN_SLOTS,
  contributions: [
    // the landing page's cards: today's rundowns of the user's programs
    { slot: 'home.cards', id: 'today-shows', access: [RUNDOWN_ROLES.rundownRead], load: () => import('./home/TodayShows.js') },
    // the story's viewer in the document drawer (the drawer is the story screens')
    { slot: 'document.viewer', id: 'story', access: [RUNDOWN_ROLES.rundownRead], load: () => import('./story/StoryDocument.js') },
  ],
  i18n: { en_US, es_ES, pt_BR },
});
