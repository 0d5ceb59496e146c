/**
 * A guide's contacts in the guidelines' screens (their `guideline.guide.contacts` slot): the names
 * of the contacts the user may see, and in the form a search that adds contacts (not hidden ones)
 * and a button per chosen one that takes it out. A contact the user may not see shows as its id.
 */
import { useEffect, useState } from 'react';
import { Button, Chip, Chips, Field, Muted, Search, useSearchText } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { GuideContactsProps } from '@lauda/plugin-guidelines/common';
import { PATHS, type ContactPage } from './api';
import { mainNumber } from './model';

type Named = { id: number; name: string };

export default function GuideContacts({ ids, onChange, readOnly, label, testId, api, t }: GuideContactsProps & PanelProps) {
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const [typed, setTyped] = useState('');
  const text = useSearchText(typed, () => undefined);
  const [found, setFound] = useState<ContactPage['data']>([]);
  const key = ids.join(',');

  useEffect(() => {
    const missing = ids.filter((id) => !names.has(id));
    if (!missing.length) return;
    let on = true;
    api.get<Named[]>(PATHS.names(missing)).then((list) => on && setNames((m) => new Map([...m, ...list.map((x) => [x.id, x.name] as const)])), () => undefined);
    return () => { on = false; };
    // names grows from what is asked; asking again for the same ids is not needed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  useEffect(() => {
    if (!onChange || !text) return setFound([]);
    let on = true;
    const q = new URLSearchParams({ filter: text, activeOnly: 'true', size: '8' });
    api.get<ContactPage>(PATHS.filter(q)).then((p) => on && setFound(p.data), () => on && setFound([]));
    return () => { on = false; };
  }, [api, text, onChange]);

  const nameOf = (id: number) => names.get(id) ?? t('guide.unknown', { id });
  if (!onChange) {
    return ids.length === 0 ? null : (
      <div data-testid={testId} style={{ fontSize: 13 }}>
        <strong style={{ color: 'var(--lauda-muted)' }}>{label}: </strong>
        {ids.map((id, i) => <span key={id} data-testid={`${testId}-name`}>{i ? ', ' : ''}{nameOf(id)}</span>)}
      </div>
    );
  }
  const add = (c: Named) => {
    setNames((m) => new Map(m).set(c.id, c.name));
    if (!ids.includes(c.id)) onChange([...ids, c.id]);
    setTyped('');
  };
  return (
    <Field label={label} htmlFor={`${testId}-search`}>
      <div data-testid={testId}>
        <Chips style={{ marginBottom: 4 }}>
          {ids.length === 0 && <Muted>{t('guide.none')}</Muted>}
          {ids.map((id) => (
            <Chip key={id} data-testid={`${testId}-chip`}>
              {nameOf(id)}
              {!readOnly && <button type="button" aria-label={t('guide.remove', { name: nameOf(id) })} onClick={() => onChange(ids.filter((x) => x !== id))}>×</button>}
            </Chip>
          ))}
        </Chips>
        {!readOnly && (
          <>
            <Search id={`${testId}-search`} value={typed} placeholder={t('guide.search')} onChange={(e) => setTyped(e.target.value)} data-testid={`${testId}-search`} style={{ width: '100%' }} />
            {found.length > 0 && (
              <ul aria-label={t('guide.results')} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
                {found.filter((c) => !ids.includes(c.id)).map((c) => (
                  <li key={c.id}>
                    <Button type="button" $small $variant="ghost" onClick={() => add(c)} data-testid={`${testId}-result`}>
                      {`+ ${c.name}${c.company ? ` · ${c.company}` : ''}${mainNumber(c) ? ` · ${mainNumber(c)!.national}` : ''}`}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Field>
  );
}
