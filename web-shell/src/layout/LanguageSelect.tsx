import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { LOCALES } from '@lauda/sdk/web';
import { isLocale, setLocale } from '../i18n';
import { useShell } from '../app/shell';
import { ME } from '../me/api';

/** The language selector (header and sign-in screen); the choice is kept in localStorage, and signed in also with the account ("Meus dados"). */
export function LanguageSelect({ dark = false, id = 'lauda-language' }: { dark?: boolean; id?: string }) {
  const { t, i18n } = useTranslation();
  const { user, api } = useShell();
  return (
    <Box $dark={dark}>
      <label htmlFor={id} className="visually-hidden">
        {t('app.language')}
      </label>
      <select
        id={id}
        data-testid="language-select"
        value={i18n.language}
        title={t('app.language')}
        onChange={(e) => {
          if (!isLocale(e.target.value)) return;
          void setLocale(e.target.value);
          // signed in, the choice is the account's preference too (applied at its next sign-in anywhere)
          if (user) api.put(`${ME}/preferences`, { locale: e.target.value }).catch((err) => console.warn('[lauda] language preference not saved', err));
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`app.languages.${l}`)}
          </option>
        ))}
      </select>
    </Box>
  );
}

const Box = styled.div<{ $dark: boolean }>`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  select {
    height: 28px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
    ${({ theme, $dark }) =>
      $dark
        ? css`
            background: color-mix(in srgb, ${theme.on.ink} 8%, transparent);
            color: ${theme.on.ink};
            border: 1px solid color-mix(in srgb, ${theme.on.ink} 25%, transparent);
            option { color: ${theme.color.text}; background: ${theme.color.surface}; }
          `
        : css`
            background: ${theme.color.surface};
            border: 1px solid ${theme.color.line};
          `}
  }
`;
