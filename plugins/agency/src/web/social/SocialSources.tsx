/**
 * Agency › social sources (spec 001 §2 and §7 Agency): Facebook pages and categories, Twitter
 * users, lists and categories, and each network's credentials (administrators only). Readers see
 * the lists and each source's last read.
 */
import { useState, type ReactNode } from 'react';
import { Section, Tabs } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { CategoriesSection } from './CategoriesSection';
import { CredentialsForm } from './CredentialsForm';
import { isAgencyAdmin, KINDS, NETWORKS, type Network } from './model';
import { SourcesSection } from './SourcesSection';

/** On a phone a list scrolls sideways inside its section, so its row actions stay reachable. */
function Wide({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto' }}><div style={{ minWidth: 560 }}>{children}</div></div>;
}

export default function SocialSources({ api, live, notify, t, user, branch }: PanelProps) {
  const [network, setNetwork] = useState<Network>('facebook');
  const admin = isAgencyAdmin(user);
  const common = { api, live, notify, t, canWrite: admin };
  return (
    <div data-testid="social-sources">
      <Tabs<Network> value={network} onChange={setNetwork} items={NETWORKS.map((n) => ({ id: n, label: t(`social.${n}`) }))} testId="social-network" />
      <div role="tabpanel" aria-label={t(`social.${network}`)} key={network} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: 12 }}>
        {KINDS.filter((k) => k.network === network).map((info) => (
          <Section key={info.kind} title={t(`social.${info.list}s.title`)} testId={`social-${info.list}s`}>
            <Wide><SourcesSection info={info} timeZone={branch.timeZone} {...common} /></Wide>
          </Section>
        ))}
        <Section title={t(`social.${network}Categories.title`)} testId={`social-${network}-categories`}>
          <Wide><CategoriesSection network={network} {...common} /></Wide>
        </Section>
        {admin && <CredentialsForm network={network} api={api} notify={notify} t={t} />}
      </div>
    </div>
  );
}
