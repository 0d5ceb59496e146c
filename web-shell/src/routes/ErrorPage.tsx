import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '@lauda/web-kit';
import { pageCode } from './errorCodes';

/** The message block of an error page; used full-page and inside the work area. */
export function ErrorView({ code }: { code: unknown }) {
  const { t } = useTranslation();
  const c = pageCode(code);
  return (
    <Box data-testid="error-page" data-code={c}>
      <Code aria-hidden>{c}</Code>
      <h1>{t(`errors.${c}.title`)}</h1>
      <p>{t(`errors.${c}.message`)}</p>
      <Button as={Link} to="/" $variant="primary">
        {t('errors.home')}
      </Button>
    </Box>
  );
}

/** `/error/:code`, and the catch-all (404). */
export function ErrorPage({ code }: { code?: number }) {
  const params = useParams();
  return (
    <Full>
      <ErrorView code={code ?? params.code} />
    </Full>
  );
}

const Full = styled.div`
  min-height: 100%;
  display: grid;
  place-items: center;
  padding: 24px;
  background: ${({ theme }) => theme.color.canvas};
`;
const Box = styled.div`
  max-width: 440px;
  margin: 48px auto;
  text-align: center;
  h1 {
    font-size: 20px;
    margin-bottom: 8px;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
  a {
    text-decoration: none;
  }
`;
const Code = styled.div`
  font-size: 64px;
  font-weight: 800;
  line-height: 1;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.color.line};
  letter-spacing: 0.04em;
`;
