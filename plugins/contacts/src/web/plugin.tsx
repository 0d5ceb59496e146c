import { defineWebPlugin } from '@lauda/sdk/web';
import type {} from '@lauda/plugin-guidelines/common';
import { CONTACT_ROLES, CONTACTS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The contacts plugin's web part: the "Contatos" area, its menu entry, a guide's contacts in the guidelines' screens, strings. */
export default defineWebPlugin({
  id: CONTACTS_PLUGIN_ID,
  panels: [{ id: 'contacts', slot: 'main', title: 'title', access: [CONTACT_ROLES.read], load: () => import('./ContactsPanel.js') }],
  menu: [{ panel: 'contacts', label: 'menu', icon: 'users', order: 60 }],
  // the guidelines' slot: names of a guide's contacts, and the picker in the guideline form
  contributions: [{ slot: 'guideline.guide.contacts', id: 'contacts', access: [CONTACT_ROLES.read], load: () => import('./GuideContacts.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
