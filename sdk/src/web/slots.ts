import type { Access } from '../common/roles.js';
import type { PanelProps, WebSlots } from './index.js';

export type SlotName = keyof WebSlots & string;

/**
 * What a contributed component receives: the slot's props and, beside them, the contributing
 * plugin's own panel props (its `t` reads its own namespace). Typed loosely so the sdk does not
 * depend on React.
 */
export type SlotComponent<P> = (props: P & PanelProps) => unknown;

/** A slot a plugin offers: named for the docs and for the warning about a slot nobody offers. */
export interface SlotOffer {
  name: string;
  /** one line: where it shows and what it passes */
  description?: string;
}

/** One contribution as the shell keeps it, whatever its slot. */
export interface SlotContributionBase {
  slot: string;
  /** unique within the slot */
  id: string;
  /** ascending; 100 when left out */
  order?: number;
  /** who sees it, like a panel's `access` */
  access: Access;
  /** lazy: imported when the slot first shows it */
  load: () => Promise<{ default: SlotComponent<never> }>;
}

type TypedContribution = {
  [K in SlotName]: Omit<SlotContributionBase, 'slot' | 'load'> & { slot: K; load: () => Promise<{ default: SlotComponent<WebSlots[K]> }> };
}[SlotName];

/** The platform's own slots: always in view, so they alone do not make contributions checked. */
type ShellSlotName = 'home.cards' | 'document.viewer' | 'shell.watchers' | 'document.menu';

/** A contribution to a slot, checked against the slot's props when the offering plugin's types are in view. */
export type ContributionDefinition = [Exclude<SlotName, ShellSlotName>] extends [never] ? SlotContributionBase : TypedContribution;

/** A contribution ready to show: where it comes from and its lazy component. */
export interface SlotEntry {
  plugin: string;
  slot: string;
  id: string;
  order: number;
  load: SlotContributionBase['load'];
}

/**
 * What the shell hands the slot renderer (`<Slot>` of `@lauda/web-kit`): the contributions the
 * signed-in user may see, and the panel props of a contributing plugin.
 */
export interface SlotHost {
  /** the contributions to `slot` the signed-in user may see, ordered */
  contributions(slot: string): SlotEntry[];
  /** the panel props a contribution of `plugin` receives (its `t` in its own namespace) */
  propsFor(plugin: string): PanelProps;
}
