import type { Container } from 'inversify';
import type { MenuEntry, PanelDefinition, SlotContributionBase, SlotEntry, SlotOffer, WebPluginDefinition, WebRoute, WebUser } from '@lauda/sdk/web';
import { canAccess } from './access';
import type { PrintDefinition, WebPluginWithPrints } from '../print/types';

export interface RegisteredPanel extends PanelDefinition {
  plugin: string;
}
export interface RegisteredMenuEntry extends MenuEntry {
  plugin: string;
  /** the panel the entry opens */
  target: RegisteredPanel;
}
export interface RegisteredPrint extends PrintDefinition {
  plugin: string;
}
export interface RegisteredSlot extends SlotOffer {
  plugin: string;
}
export interface RegisteredContribution extends SlotEntry {
  access: SlotContributionBase['access'];
}
export interface RegisteredRoute extends WebRoute {
  plugin: string;
  target: RegisteredPanel;
}

const PLUGIN = Symbol.for('lauda.web.plugin');
const PANEL = Symbol.for('lauda.web.panel');
const MENU = Symbol.for('lauda.web.menu');
const ROUTE = Symbol.for('lauda.web.route');
const PRINT = Symbol.for('lauda.web.print');
const SLOT = Symbol.for('lauda.web.slot');
const CONTRIBUTION = Symbol.for('lauda.web.contribution');

/** The id under which the shell registers its own contributions (the kernel's admin screens); its namespace is the shell's. */
export const SHELL_PLUGIN_ID = 'shell';

/**
 * The contributions of the loaded plugins' web parts: panels, menu entries, routes (their i18n
 * resources go to i18next). Backed by an inversify container that never leaves this class.
 * Panel ids are global (they are the `/main/:panel` segment); a second panel with a taken id is
 * skipped with a warning.
 * The container library is loaded by `open()` once someone signs in (the sign-in page does not
 * download it); plugins registered before that wait in order and are bound by `open()`.
 */
export class PluginRegistry {
  private container: Container | null = null;
  private readonly pending: WebPluginDefinition[] = [];
  private readonly listeners = new Set<() => void>();
  private version = 0;

  /** `containerClass` opens the registry at once (tests, the story harness). */
  constructor(containerClass?: new () => Container) {
    if (containerClass) this.container = new containerClass();
  }

  /** Loads the container library and binds what was registered before. */
  async open(): Promise<void> {
    if (this.container) return;
    const { Container: ContainerClass } = await import('inversify');
    if (this.container) return;
    this.container = new ContainerClass();
    for (const def of this.pending.splice(0)) this.register(def);
  }

  register(def: WebPluginDefinition): void {
    if (!this.container) {
      if (!this.pending.some((p) => p.id === def.id)) this.pending.push(def);
      return;
    }
    if (this.has(def.id)) return;
    const container = this.container;
    const panels = new Map<string, RegisteredPanel>();
    for (const p of def.panels) {
      if (this.panel(p.id)) {
        console.warn(`[lauda] plugin ${def.id}: panel id "${p.id}" is already taken; skipped`);
        continue;
      }
      const reg: RegisteredPanel = { ...p, plugin: def.id };
      panels.set(p.id, reg);
      container.bind<RegisteredPanel>(PANEL).toConstantValue(reg);
    }
    for (const m of def.menu ?? []) {
      const target = panels.get(m.panel);
      if (!target) {
        console.warn(`[lauda] plugin ${def.id}: menu entry "${m.label}" names unknown panel "${m.panel}"; skipped`);
        continue;
      }
      container.bind<RegisteredMenuEntry>(MENU).toConstantValue({ ...m, plugin: def.id, target });
    }
    for (const r of def.routes ?? []) {
      const target = panels.get(r.panel);
      if (!target) {
        console.warn(`[lauda] plugin ${def.id}: route "${r.path}" names unknown panel "${r.panel}"; skipped`);
        continue;
      }
      container.bind<RegisteredRoute>(ROUTE).toConstantValue({ ...r, path: r.path.replace(/^\/+/, ''), plugin: def.id, target });
    }
    for (const p of (def as WebPluginWithPrints).prints ?? []) {
      if (this.print(p.type)) {
        console.warn(`[lauda] plugin ${def.id}: print kind "${p.type}" is already taken; skipped`);
        continue;
      }
      container.bind<RegisteredPrint>(PRINT).toConstantValue({ ...p, plugin: def.id });
    }
    this.registerSlots(container, def);
    container.bind<WebPluginDefinition>(PLUGIN).toConstantValue(def);
    this.changed();
  }

  private registerSlots(container: Container, def: WebPluginDefinition): void {
    for (const s of def.slots ?? []) {
      const owner = this.all<RegisteredSlot>(SLOT).find((x) => x.name === s.name);
      if (owner) {
        console.warn(`[lauda] plugin ${def.id}: slot "${s.name}" is already offered by ${owner.plugin}; skipped`);
        continue;
      }
      container.bind<RegisteredSlot>(SLOT).toConstantValue({ ...s, plugin: def.id });
    }
    for (const c of (def.contributions ?? []) as SlotContributionBase[]) {
      if (this.all<RegisteredContribution>(CONTRIBUTION).some((x) => x.slot === c.slot && x.id === c.id)) {
        console.warn(`[lauda] plugin ${def.id}: contribution "${c.id}" to slot "${c.slot}" is already taken; skipped`);
        continue;
      }
      const reg: RegisteredContribution = { plugin: def.id, slot: c.slot, id: c.id, order: c.order ?? 100, access: c.access, load: c.load };
      container.bind<RegisteredContribution>(CONTRIBUTION).toConstantValue(reg);
    }
  }

  private all<T>(id: symbol): T[] {
    const c = this.container;
    return c && c.isBound(id) ? c.getAll<T>(id) : [];
  }

  has(pluginId: string): boolean {
    return this.plugins().some((p) => p.id === pluginId);
  }
  plugins(): WebPluginDefinition[] {
    return this.all<WebPluginDefinition>(PLUGIN);
  }
  panels(slot?: PanelDefinition['slot'], user?: WebUser | null): RegisteredPanel[] {
    return this.all<RegisteredPanel>(PANEL).filter(
      (p) => (!slot || p.slot === slot) && (user === undefined || canAccess(p.access, user)),
    );
  }
  panel(id: string): RegisteredPanel | undefined {
    return this.all<RegisteredPanel>(PANEL).find((p) => p.id === id);
  }
  /** The menu, ordered, with only the entries whose panel `user` may open. */
  menu(user: WebUser | null): RegisteredMenuEntry[] {
    return this.all<RegisteredMenuEntry>(MENU)
      .filter((m) => canAccess(m.target.access, user))
      .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.label.localeCompare(b.label));
  }
  routes(): RegisteredRoute[] {
    return this.all<RegisteredRoute>(ROUTE);
  }
  /** The print kinds (`/print/{options}/{type}`) the loaded plugins and the shell contribute. */
  prints(): RegisteredPrint[] {
    return this.all<RegisteredPrint>(PRINT);
  }
  print(type: string): RegisteredPrint | undefined {
    return this.prints().find((p) => p.type === type);
  }
  /**
   * The panels of a slot in tab order: the plugins' in the order they registered, then the shell's
   * own (the kernel's screens) last.
   */
  slotPanels(slot: PanelDefinition['slot'], user: WebUser | null): RegisteredPanel[] {
    const panels = this.panels(slot, user);
    return [...panels.filter((p) => p.plugin !== SHELL_PLUGIN_ID), ...panels.filter((p) => p.plugin === SHELL_PLUGIN_ID)];
  }

  /** The slots the loaded plugins offer. */
  slots(): RegisteredSlot[] {
    return this.all<RegisteredSlot>(SLOT);
  }
  /**
   * The contributions to `slot` that `user` may see, by order then plugin and id (a stable order
   * whatever order the plugins loaded in).
   */
  contributions(slot: string, user: WebUser | null): RegisteredContribution[] {
    return this.all<RegisteredContribution>(CONTRIBUTION)
      .filter((c) => c.slot === slot && canAccess(c.access, user))
      .sort((a, b) => a.order - b.order || a.plugin.localeCompare(b.plugin) || a.id.localeCompare(b.id));
  }

  /** for React's useSyncExternalStore */
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getVersion = (): number => this.version;

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}
