import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { Button, isDarkColor, Spacer, VisuallyHidden } from '@lauda/web-kit';
import { useShell } from '../app/shell';
import { PRODUCT } from '../app/bootstrap';
import { LanguageSelect } from './LanguageSelect';
import { NotificationBell } from '../notifications/Bell';
import { HeaderButton } from './HeaderButton';
import { HeaderSearch } from './HeaderSearch';
import { MenuIcon } from './icons';
import { useLayoutPrefs } from './prefs';
import { BranchLogo } from '../look/BranchLogo';

/** The top bar; on a phone it opens the menu drawer and keeps only what fits. */
export function Header({ phone, drawerOpen, onMenu }: { phone: boolean; drawerOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const { user, branch, system, signOut } = useShell();
  const [prefs, setPrefs] = useLayoutPrefs(user?.id);
  const navigate = useNavigate();
  const nickname = user?.nickname || user?.name || user?.username || '';
  // the branch's theme colour: a light one (sand, silver) carries dark text and the light focus ring
  const dark = isDarkColor(useTheme().color.ink);
  return (
    <Bar data-testid="header" data-surface={dark ? 'dark' : 'light'} data-theme-color={branch?.themeColor ?? 'night'} data-compact={prefs.compactHeader || undefined} data-phone={phone || undefined}>
      {phone && (
        <HeaderButton label={t('menu.open')} aria-expanded={drawerOpen} aria-controls="lauda-side-menu" onClick={onMenu} data-testid="menu-drawer-toggle">
          <MenuIcon name="menu" label="" />
        </HeaderButton>
      )}
      {/* named by its text (an aria-label would differ from the visible "L Lauda") */}
      <Brand to="/main">
        <BranchLogo size={28} decorative fallback={<Mark aria-hidden>L</Mark>} />
        <span className="product">{system?.product ?? PRODUCT}</span>
      </Brand>
      {branch?.branchName && branch.branchName !== (system?.product ?? PRODUCT) && (
        <Branch title={t('app.branch')} data-testid="branch-name">
          {branch.branchName}
        </Branch>
      )}
      <Spacer />
      {user && <HeaderSearch phone={phone} />}
      {!phone && (
        <HeaderButton
          label={t(prefs.compactHeader ? 'layout.normalHeader' : 'layout.compactHeader')}
          aria-pressed={prefs.compactHeader}
          onClick={() => setPrefs({ compactHeader: !prefs.compactHeader })}
          data-testid="compact-header"
        >
          <MenuIcon name={prefs.compactHeader ? 'roomy' : 'compact'} label="" />
        </HeaderButton>
      )}
      <LanguageSelect dark />
      {user && (
        <>
          <NotificationBell />
          {/* the user's name opens "Meus dados" */}
          <UserChip to="/main/my-data" title={t('app.userMenu', { name: user.name || nickname })} data-testid="user-nickname">
            <Avatar aria-hidden>{nickname.charAt(0).toUpperCase()}</Avatar>
            <span className="name">{nickname}</span>
            {/* named by what it shows, and where it leads (on a phone the name is hidden) */}
            <VisuallyHidden>{t('myData.title')}</VisuallyHidden>
          </UserChip>
          <SignOut
            type="button"
            data-testid="sign-out"
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            {/* on a phone an icon: the words do not fit beside the rest in every language ("Cerrar sesión") */}
            {phone ? <><MenuIcon name="signOut" label="" /><VisuallyHidden>{t('app.signOut')}</VisuallyHidden></> : t('app.signOut')}
          </SignOut>
        </>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  grid-area: header;
  display: flex;
  align-items: center;
  gap: 14px;
  height: ${({ theme }) => theme.headerHeight};
  padding: 0 14px;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.on.ink};
  border-bottom: 2px solid ${({ theme }) => theme.color.accent};
  min-width: 0;
  &[data-compact] {
    height: var(--lauda-header-height);
    gap: 10px;
    padding: 0 10px;
    border-bottom-width: 1px;
    .product { font-size: ${({ theme }) => theme.font.size}; }
    select { height: 24px; }
  }
  /* a phone keeps the menu button, the mark, the language and signing out */
  &[data-phone] {
    gap: 8px;
    padding: 0 8px;
    .name { display: none; }
    /* the product's name stays the link's name, out of sight */
    .product { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    select { max-width: 110px; }
  }
`;
const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  color: inherit;
  text-decoration: none;
  .product {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.large};
    letter-spacing: 0.02em;
  }
`;
const Mark = styled.span`
  width: 24px;
  height: 24px;
  border-radius: 5px;
  display: grid;
  place-items: center;
  font-weight: 800;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.on.accent};
`;
const Branch = styled.span`
  [data-phone] & { display: none; }
  padding-left: 14px;
  border-left: 1px solid color-mix(in srgb, currentColor 30%, transparent);
`;
const UserChip = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius};
  padding: 2px 4px;
  &:hover .name {
    text-decoration: underline;
  }
`;
const Avatar = styled.span`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 11px;
  font-weight: 700;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.on.primary};
`;
/** A quiet button on the dark header. */
const SignOut = styled(Button).attrs({ $variant: 'ghost', $small: true })`
  border-color: color-mix(in srgb, currentColor 30%, transparent);
`;
