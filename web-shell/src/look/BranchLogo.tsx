import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShell } from '../app/shell';
import { logoUrl } from './theme';

/**
 * The branch logo (set by the administrator: PNG, JPEG or GIF, 90x90 recommended) in the header and
 * on the sign-in card (`decorative` where the branch name is written beside it), or `fallback` (Lauda's mark) while none is set or it cannot be loaded.
 */
export function BranchLogo({ size, fallback, decorative = false }: { size: number; fallback: React.ReactNode; decorative?: boolean }) {
  const { t } = useTranslation();
  const { branch } = useShell();
  const [failed, setFailed] = useState<string | null>(null);
  const src = logoUrl(branch?.version);
  if (!branch?.logoFileId || failed === src) return <>{fallback}</>;
  return <Img src={src} alt={decorative ? '' : t('look.logoAlt', { name: branch.branchName })} width={size} height={size} $size={size} onError={() => setFailed(src)} data-testid="branch-logo" />;
}

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: contain;
  border-radius: 4px;
  flex: none;
`;
