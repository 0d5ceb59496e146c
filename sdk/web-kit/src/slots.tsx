/** @jsxRuntime automatic (the web unit tests run this file through tsx, without the kit's tsconfig) */
/**
 * Rendering the contribution points (slots) between plugins' web parts: the offering plugin puts
 * `<Slot name="rundown.toolbar" props={...} />` where the contributions go; the shell provides
 * the host (which contributions the user may see, each plugin's panel props).
 */
import { createContext, Fragment, lazy, memo, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { SlotEntry, SlotHost, SlotName, WebSlots } from '@lauda/sdk/web';
import { ErrorBoundary } from './boundary';

const SlotHostContext = createContext<SlotHost | null>(null);

/** Set by the shell around the panels. */
export function SlotHostProvider({ host, children }: { host: SlotHost; children: ReactNode }) {
  return <SlotHostContext.Provider value={host}>{children}</SlotHostContext.Provider>;
}

// one lazy component per contribution, made on first show (its chunk is downloaded then)
const components = new Map<string, ComponentType<object>>();
function lazyContribution(entry: SlotEntry): ComponentType<object> {
  const key = `${entry.plugin}:${entry.slot}:${entry.id}`;
  let c = components.get(key);
  if (!c) {
    c = lazy(async () => ({ default: (await entry.load()).default as unknown as ComponentType<object> }));
    components.set(key, c);
  }
  return c;
}

/** The contributions to a slot the signed-in user may see, in order (none outside the shell). */
export function useSlot(name: SlotName | string): SlotEntry[] {
  const host = useContext(SlotHostContext);
  return useMemo(() => host?.contributions(name) ?? [], [host, name]);
}

/** One contribution, given the slot's props and its plugin's panel props. */
export function Contribution<K extends SlotName>({ entry, props }: { entry: SlotEntry; props: WebSlots[K] }) {
  const host = useContext(SlotHostContext);
  if (!host) return null;
  const C = lazyContribution(entry);
  return (
    <ErrorBoundary fallback={() => null} onError={(e) => console.error(`[lauda] contribution ${entry.plugin}:${entry.id} to ${entry.slot} failed`, e)}>
      <Suspense fallback={null}>
        <C {...(props as object)} {...host.propsFor(entry.plugin)} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Shows every contribution to slot `name`, in order, each given `props`; `wrap` puts each in the
 * slot's own element (a menu item, a tab). Memoized: the contributions render again when the slot's
 * props change (or their own state or context), not with every render of the page around them.
 */
export const Slot = memo(SlotContributions) as typeof SlotContributions;

function SlotContributions<K extends SlotName>({ name, props, wrap }: { name: K; props: WebSlots[K]; wrap?: (child: ReactNode, entry: SlotEntry) => ReactNode }) {
  const entries = useSlot(name);
  return (
    <>
      {entries.map((e) => {
        const child = <Contribution<K> key={`${e.plugin}:${e.id}`} entry={e} props={props} />;
        return wrap ? <Fragment key={`${e.plugin}:${e.id}`}>{wrap(child, e)}</Fragment> : child;
      })}
    </>
  );
}
