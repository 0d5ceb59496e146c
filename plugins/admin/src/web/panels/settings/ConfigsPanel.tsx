import type { PanelProps } from '@lauda/sdk/web';
import { CONFIG_FLAGS, CONFIG_KINDS, type ConfigKind } from '../../../common/index.js';
import { holds, ROLES } from '../../api';
import { useConfigKind } from './sections';
import { VersionedForm } from './VersionedForm';

/** "Configurações por tipo": which optional fields each document kind's form shows, saved with the version read. */
export default function ConfigsPanel(props: PanelProps) {
  return (
    <div data-testid="configs-panel">
      {CONFIG_KINDS.map((kind) => <KindForm key={kind} kind={kind} {...props} />)}
    </div>
  );
}

function KindForm({ kind, api, live, user, notify, t }: PanelProps & { kind: ConfigKind }) {
  const io = useConfigKind(api, live, kind);
  return (
    <VersionedForm
      title={t(`configs.kinds.${kind}`)}
      text={t('configs.text')}
      testId={`config-${kind}`}
      fields={CONFIG_FLAGS[kind].map((f) => ({ key: f, label: t(`configs.flags.${f}`), kind: 'toggle' as const }))}
      canWrite={holds(user, ROLES.adminWrite)}
      {...io}
      notify={notify}
      t={t}
    />
  );
}
