/** The prompter's keys, in the kit's dialog (opened by "?" or its key; it never covers the text by itself). */
import styled from 'styled-components';
import { Button, Dialog } from '@lauda/web-kit';
import { PROMPTER_KEYS } from '../logic/prompter.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export function PrompterHelp({ t, onClose }: { t: T; onClose: () => void }) {
  return (
    <Dialog
      title={t('prompter.helpTitle')}
      onClose={onClose}
      width={480}
      testId="prompter-help"
      closeLabel={t('prompter.helpClose')}
      footer={<Button type="button" $variant="primary" data-testid="prompter-help-close" data-autofocus onClick={onClose}>{t('prompter.helpClose')}</Button>}
    >
      <Keys>
        {PROMPTER_KEYS.map((k) => (
          <div key={k.action}>
            <dt>{k.keys}</dt>
            <dd>{t(`prompter.keys.${k.action}`)}</dd>
          </div>
        ))}
      </Keys>
      <p>{t('prompter.wheel')}</p>
    </Dialog>
  );
}

const Keys = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 14px;
  margin: 0 0 10px;
  > div {
    display: contents;
  }
  dt {
    font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
    font-weight: 700;
    white-space: pre;
  }
  dd {
    margin: 0;
  }
`;
