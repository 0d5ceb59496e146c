import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { THEME_COLOR_NAMES, themeColorHex, type ThemeColorName } from '@lauda/sdk/web';
import { isDarkColor, themeWithChrome } from '@lauda/web-kit';

interface Props {
  value: ThemeColorName;
  disabled: boolean;
  onChange(name: ThemeColorName): void;
}

/**
 * The branch's theme colour on the settings screen: the 12 named colours as a radio group of
 * swatches, and a preview of the header in the chosen one (its text by the luminance rule).
 */
export function ThemeColorField({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const chosen = themeWithChrome(themeColorHex(value));
  return (
    <div>
      <Swatches role="radiogroup" aria-label={t('look.themeColor')} data-testid="settings-themeColor">
        {THEME_COLOR_NAMES.map((name) => {
          const hex = themeColorHex(name);
          const on = themeWithChrome(hex).on.ink;
          return (
            <Swatch key={name} data-testid={`theme-color-${name}`} data-checked={value === name || undefined}>
              <input type="radio" name="bs-themeColor" value={name} checked={value === name} disabled={disabled} onChange={() => onChange(name)} />
              <span className="chip" style={{ background: hex, color: on }} aria-hidden>
                Aa
              </span>
              <span className="name">{t(`look.colors.${name}`)}</span>
            </Swatch>
          );
        })}
      </Swatches>
      <Preview
        style={{ background: chosen.color.ink, color: chosen.on.ink }}
        data-surface={isDarkColor(chosen.color.ink) ? 'dark' : 'light'}
        data-testid="theme-preview"
        aria-label={t('look.preview')}
        role="img"
      >
        <b>{t('look.previewTitle')}</b>
        <span>{t(`look.colors.${value}`)}</span>
      </Preview>
    </div>
  );
}

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: 6px;
`;
const Swatch = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &[data-checked] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
  input { margin: 0; width: 16px; height: 16px; accent-color: ${({ theme }) => theme.color.primary}; }
  .chip {
    width: 28px;
    height: 24px;
    border-radius: 4px;
    display: grid;
    place-items: center;
    font-size: 11px;
    font-weight: 700;
    flex: none;
  }
`;
const Preview = styled.div`
  margin-top: 10px;
  height: 44px;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius};
  border-bottom: 2px solid ${({ theme }) => theme.color.accent};
`;
