/** The index targets as the data indexing page shows them: a table, or a card each on a phone. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IndexState } from '@lauda/sdk/web';
import { Badge, Button, Card, EmptyRow, ProgressBar, Table, TableCard, VisuallyHidden, formatInstant, formatNumber } from '@lauda/web-kit';
import { STATE_TONE } from './indexStates';

export interface IndexTargetsProps {
  states: IndexState[];
  /** the branch's zone: the last rebuild is its time */
  timeZone: string | undefined;
  /** offers "Reconstruir" (ROLE_ADMIN_WRITE) */
  canWrite: boolean;
  /** no rebuild may be asked now (one is being asked) */
  asking: boolean;
  phone: boolean;
  onRebuild(target: string): void;
}

export function IndexTargets({ states, timeZone, canWrite, asking, phone, onRebuild }: IndexTargetsProps) {
  const { t } = useTranslation();
  const fmt = (n: number) => formatNumber(n, document.documentElement.lang || undefined);
  const name = (target: string) => t(`search.targetNames.${target}`, { defaultValue: target });
  const state = (s: IndexState) => (
    <>
      <Badge $tone={STATE_TONE[s.state]} data-testid="index-state">{t(`admin.index.states.${s.state}`)}</Badge>
      {s.state === 'rebuilding' && (
        <span className="progress">
          <ProgressBar
            done={s.done}
            total={s.total}
            label={t('admin.index.progress', { target: name(s.target) })}
            valueText={t('admin.index.progressText', { done: fmt(s.done), total: fmt(s.total) })}
            testId="index-progress"
          />
          <span className="count" aria-hidden>{s.total > 0 ? t('admin.index.progressText', { done: fmt(s.done), total: fmt(s.total) }) : t('admin.index.waiting')}</span>
        </span>
      )}
    </>
  );
  const rebuiltAt = (s: IndexState) => (s.rebuiltAt ? formatInstant(s.rebuiltAt, timeZone) : t('admin.index.never'));
  const button = (s: IndexState) =>
    canWrite && (
      <Button type="button" $small disabled={s.state === 'rebuilding' || asking} onClick={() => onRebuild(s.target)} aria-label={`${t('admin.index.rebuild')}: ${name(s.target)}`} data-testid="index-rebuild">
        {t('admin.index.rebuild')}
      </Button>
    );
  const row = (s: IndexState) => ({ 'data-testid': 'index-row', 'data-target': s.target, 'data-state': s.state });

  if (phone) {
    return (
      <Cards aria-label={t('admin.index.title')} data-testid="index-list">
        {states.length === 0 && <li className="none">{t('admin.index.empty')}</li>}
        {states.map((s) => (
          <Card as="li" key={s.target} {...row(s)}>
            <h2 data-testid="index-target">{name(s.target)}</h2>
            <div className="state">{state(s)}</div>
            <dl>
              <dt>{t('admin.index.entries')}</dt>
              <dd data-testid="index-entries">{fmt(s.entries)}</dd>
              <dt>{t('admin.index.rebuiltAt')}</dt>
              <dd data-testid="index-rebuilt-at">{rebuiltAt(s)}</dd>
            </dl>
            {button(s)}
          </Card>
        ))}
      </Cards>
    );
  }
  return (
    <TableCard>
      <Targets data-testid="index-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.index.target')}</th>
            <th scope="col">{t('admin.index.state')}</th>
            <th scope="col" className="num">{t('admin.index.entries')}</th>
            <th scope="col">{t('admin.index.rebuiltAt')}</th>
            {canWrite && <th scope="col"><VisuallyHidden>{t('admin.index.actions')}</VisuallyHidden></th>}
          </tr>
        </thead>
        <tbody>
          {states.length === 0 && <EmptyRow colSpan={canWrite ? 5 : 4} title={t('admin.index.empty')} />}
          {states.map((s) => (
            <tr key={s.target} {...row(s)}>
              <th scope="row" className="target" data-testid="index-target">{name(s.target)}</th>
              <td className="state">{state(s)}</td>
              <td className="num" data-testid="index-entries">{fmt(s.entries)}</td>
              <td className="nowrap" data-testid="index-rebuilt-at">{rebuiltAt(s)}</td>
              {canWrite && <td className="actions">{button(s)}</td>}
            </tr>
          ))}
        </tbody>
      </Targets>
    </TableCard>
  );
}

const progress = `
  .progress {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-top: 6px;
  }
  .progress > :first-child {
    flex: 1;
  }
  .count {
    font-size: 12px;
    color: var(--lauda-muted);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;
const Targets = styled(Table)`
  th.target {
    font-size: inherit;
    font-weight: 600;
    text-transform: none;
    letter-spacing: 0;
    color: var(--lauda-text);
    background: transparent;
    position: static;
  }
  tbody tr:last-child th {
    border-bottom: 0;
  }
  td.state {
    width: 34%;
  }
  ${progress}
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  > li {
    padding: 12px 14px;
  }
  h2 {
    font-size: 15px;
    margin: 0 0 6px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
    margin: 8px 0 10px;
    font-size: var(--lauda-font-small);
  }
  dt {
    color: var(--lauda-muted);
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .none {
    color: var(--lauda-muted);
  }
  ${progress}
`;
