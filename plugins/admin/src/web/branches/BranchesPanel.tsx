import { useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Tabs } from '@lauda/web-kit';
import { holds, ROLES } from '../api';
import { RemoteBranches } from './RemoteBranches';
import { IncomingCredentials } from './IncomingCredentials';

/** Branches (spec 001 §7): the remote companies this installation copies work to, and the credentials others call it with. */
export default function BranchesPanel(props: PanelProps) {
  const { t, user } = props;
  const [tab, setTab] = useState<'remote' | 'incoming'>('remote');
  const items = [
    { id: 'remote' as const, label: t('branches.title') },
    ...(holds(user, ROLES.adminRead) ? [{ id: 'incoming' as const, label: t('credentials.title') }] : []),
  ];
  return (
    <>
      <Tabs value={tab} onChange={setTab} items={items} testId="branches-tabs" />
      {tab === 'remote' ? <RemoteBranches {...props} /> : <IncomingCredentials {...props} />}
    </>
  );
}
