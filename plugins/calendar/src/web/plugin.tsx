import { defineWebPlugin } from '@lauda/sdk/web';
import { CALENDAR_PLUGIN_ID, CALENDAR_ROLES } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The calendar plugin's web part: the "Agenda" area (month and list views, the event dialog), the reminder notices and its strings. */
export default defineWebPlugin({
  id: CALENDAR_PLUGIN_ID,
  panels: [{ id: 'calendar', slot: 'main', title: 'title', access: [CALENDAR_ROLES.read], load: () => import('./CalendarPanel.js') }],
  menu: [{ panel: 'calendar', label: 'menu', icon: 'calendar', order: 25 }],
  // reminders as notices on every screen, for whoever may read the calendars
  contributions: [{ slot: 'shell.watchers', id: 'reminders', access: [CALENDAR_ROLES.read], load: () => import('./ReminderWatcher.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
