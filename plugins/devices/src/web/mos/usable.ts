/** Which of a program's device plug-ins the story editor offers. */
import { pluginOrigin } from '@lauda/sdk/web';
import type { DevicePluginInfo } from '../../common/index.js';

/**
 * The plug-ins the story editor may open: HTML ones with a usable URL, by name; spec 001 §5 "only one
 * MAM with a MOS plugin is supported", so MAMs after the first are left out (and counted, to say so).
 */
export function usablePlugins(list: readonly DevicePluginInfo[]): { plugins: DevicePluginInfo[]; extraMams: DevicePluginInfo[] } {
  const html = list
    .filter((d) => String(d.plugin).toUpperCase() === 'HTML' && pluginOrigin(d.url))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const firstMam = html.find((d) => d.kind === 'MAM');
  const extraMams = html.filter((d) => d.kind === 'MAM' && d !== firstMam);
  return { plugins: html.filter((d) => !extraMams.includes(d)), extraMams };
}
