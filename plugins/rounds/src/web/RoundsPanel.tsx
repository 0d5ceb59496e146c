/** The rounds area ("Rondas"): the day's rounds, and the institutions and segments they check. */
import { useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Tabs } from '@lauda/web-kit';
import { DayRounds } from './DayRounds';
import { InstitutionsTab, SegmentsTab } from './LookupTabs';

type Tab = 'rounds' | 'institutions' | 'segments';

export default function RoundsPanel(props: PanelProps) {
  const [tab, setTab] = useState<Tab>('rounds');
  const { t } = props;
  return (
    <Area data-testid="rounds-panel">
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        testId="rounds-tabs"
        items={(['rounds', 'institutions', 'segments'] as const).map((id) => ({ id, label: t(`tabs.${id}`) }))}
      />
      <div className="body" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'rounds' ? <DayRounds {...props} /> : tab === 'institutions' ? <InstitutionsTab {...props} /> : <SegmentsTab {...props} />}
      </div>
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .body { flex: 1; overflow: auto; padding: 12px 14px; }
`;
