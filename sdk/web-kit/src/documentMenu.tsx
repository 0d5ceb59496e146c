/** @jsxRuntime automatic */
/**
 * The entries other plugins add to the menus of a type's documents (slot `document.menu`), e.g.
 * "Copy to branch": a list calls the hook once, spreads `itemsFor(doc)` into each row's menu and
 * renders `node` (the contributions, which show their own dialogs).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DocumentMenuEntry, DocumentMenuProps } from '@lauda/sdk/web';
import { Contribution, useSlot } from './slots';
import type { MenuItem } from './Menu';

type Offer = (doc: { id: number; title: string }) => DocumentMenuEntry[];

export function useDocumentMenu(type: string): { itemsFor(doc: { id: number; title: string }): MenuItem[]; node: ReactNode } {
  const entries = useSlot('document.menu');
  const [offers, setOffers] = useState<Record<string, Offer>>({});
  const offerFor = useCallback((key: string): DocumentMenuProps['offer'] => (f) => {
    setOffers((o) => ({ ...o, [key]: f }));
    return () => setOffers(({ [key]: _gone, ...rest }) => rest);
  }, []);
  const node = useMemo(() => entries.map((e) => {
    const key = `${e.plugin}:${e.id}`;
    return <Contribution<'document.menu'> key={key} entry={e} props={{ type, offer: offerFor(key) }} />;
  }), [entries, type, offerFor]);
  const itemsFor = useCallback((doc: { id: number; title: string }) => Object.values(offers).flatMap((f) => f(doc)), [offers]);
  return { itemsFor, node };
}
