import type { Access, PanelProps, WebPluginDefinition } from '@lauda/sdk/web';
import type { PrintOptions } from './options';

/** What a print component receives: the panel props plus the decoded options of the URL. */
export interface PrintProps extends PanelProps {
  /** the print kind, the last path segment */
  type: string;
  /** the decoded options (without the random number) */
  options: PrintOptions;
  /** set by /print/branches/{branchId}/…: the print is for another branch */
  branchId: string | null;
}

/**
 * A print kind a plugin (or the shell) contributes: `/print/{options}/{type}` shows its component
 * in a window of its own. Declared in the plugin's web definition as `prints: [...]` beside
 * `panels` (see web-shell/README.md "Print pages").
 */
export interface PrintDefinition {
  /** the `{type}` of the route, e.g. `team_grid`; global like panel ids */
  type: string;
  /** i18n key of the title, in the plugin's namespace */
  title: string;
  access: Access;
  load: () => Promise<{ default: (props: PrintProps) => unknown }>;
}

/** A web plugin definition that may contribute print kinds. */
export type WebPluginWithPrints = WebPluginDefinition & { prints?: PrintDefinition[] };

/** The extra function the shell hands panels besides the sdk's PanelProps. */
export interface ShellPanelExtras {
  /** opens `/print/…` in a new window; false (and a "popup blocked" notice) when the browser refused */
  print(type: string, options: PrintOptions, branchId?: string | number | null): boolean;
}
