import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { useShell } from '../app/shell';
import { applyPreferences } from './apply';
import { ExportCard } from './ExportCard';
import { PasswordCard } from './PasswordCard';
import { PreferencesCard } from './PreferencesCard';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';

/**
 * "Meus dados" (spec 000 §2's main menu "My data"), from the side menu and the user's name in the
 * header: profile, password, preferences, open sessions and the export of one's own documents. Its
 * title is the panel's, in the shell's frame.
 */
export default function MyDataPanel({ api, notify }: PanelProps) {
  const { branch, desktop, signOut, refreshUser } = useShell();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [directory, setDirectory] = useState(false);
  const timeZone = branch?.timeZone;
  return (
    <Page data-testid="my-data">
      <Grid>
        <ProfileCard api={api} notify={notify} timeZone={timeZone} onLoaded={(p) => setDirectory(p.adUser)} onSaved={() => void refreshUser()} />
        <PasswordCard api={api} notify={notify} directory={directory} onChanged={() => setRound((r) => r + 1)} />
        <PreferencesCard api={api} notify={notify} apply={(p) => applyPreferences(p, desktop)} />
        <ExportCard notify={notify} />
        <SessionsCard api={api} notify={notify} timeZone={timeZone} round={round} onSignedOut={() => void signOut().then(() => navigate('/login', { replace: true }))} />
      </Grid>
    </Page>
  );
}

const Page = styled.div`
  padding: 20px 24px 32px;
  max-width: 1100px;
  @media (max-width: 640px) {
    padding: 14px 12px 24px;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
  .switches {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 4px 0 10px;
  }
`;
