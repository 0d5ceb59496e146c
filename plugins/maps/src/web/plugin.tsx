import { defineWebPlugin } from '@lauda/sdk/web';
import type {} from '@lauda/plugin-guidelines/common';
import { MAP_ROLES, MAPS_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';

/** The maps plugin's web part: the "Mapa de produção" area, the map settings in the admin area, the address field of a guide. */
export default defineWebPlugin({
  id: MAPS_PLUGIN_ID,
  panels: [
    { id: 'production-map', slot: 'main', title: 'title', access: [MAP_ROLES.read], load: () => import('./MapPanel.js') },
    { id: 'maps', slot: 'admin', title: 'settings.title', access: [MAP_ROLES.admin], load: () => import('./MapSettingsPanel.js') },
  ],
  menu: [{ panel: 'production-map', label: 'menu', icon: 'map', order: 25 }],
  // a guide's address in the guideline form: autocomplete, the map view, "use my location"
  contributions: [{ slot: 'guideline.guide.address', id: 'address', access: [MAP_ROLES.read], load: () => import('./AddressField.js') }],
  i18n: { en_US, es_ES, pt_BR },
});
