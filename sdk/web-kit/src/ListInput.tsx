import { useState } from 'react';
import styled from 'styled-components';
import { Chip } from './Badge';
import { Button } from './Button';
import { Input } from './inputs';
import { useKitText } from './text';

/** A list of short texts (channels, paths): chips with a remove button, and a field that adds on Enter or with the button. */
export function ListInput({ id, value, onChange, placeholder, testId, max = 100 }: { id?: string; value: string[]; onChange: (v: string[]) => void; placeholder?: string; testId?: string; max?: number }) {
  const t = useKitText();
  const [text, setText] = useState('');
  const add = () => {
    const v = text.trim();
    if (!v) return;
    if (!value.includes(v) && value.length < max) onChange([...value, v]);
    setText('');
  };
  return (
    <Wrap data-testid={testId}>
      {value.length > 0 && (
        <div className="chips">
          {value.map((v) => (
            <Chip key={v} data-testid={testId ? `${testId}-chip` : undefined}>
              {v}
              <button type="button" aria-label={t('picker.remove', { name: v })} onClick={() => onChange(value.filter((x) => x !== v))}>
                ×
              </button>
            </Chip>
          ))}
        </div>
      )}
      <div className="add">
        <Input
          id={id}
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid={testId ? `${testId}-input` : undefined}
        />
        <Button type="button" onClick={add} disabled={!text.trim()} data-testid={testId ? `${testId}-add` : undefined}>
          {t('actions.add')}
        </Button>
      </div>
    </Wrap>
  );
}

const Wrap = styled.div`
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-bottom: 6px;
  }
  .add {
    display: flex;
    gap: 6px;
  }
`;
