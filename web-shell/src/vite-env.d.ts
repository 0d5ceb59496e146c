/// <reference types="vite/client" />

declare module 'virtual:lauda-plugins' {
  import type { WebPluginDefinition } from '@lauda/sdk/web';
  /** plugin id → lazy import of its web part (see vite/lauda-plugins.ts) */
  const plugins: Record<string, () => Promise<{ default: WebPluginDefinition }>>;
  export default plugins;
}
