import { Outlet } from 'react-router';
import styled from 'styled-components';
import { DesktopPrompt } from '../notifications/DesktopPrompt';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/** Header on top, side menu on the left, the work area on the right. */
export function MainLayout() {
  return (
    <Grid>
      <Header />
      <SideMenu />
      <Work data-testid="work-area">
        <Outlet />
      </Work>
      <DesktopPrompt />
    </Grid>
  );
}

const Grid = styled.div`
  height: 100%;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.menuWidth} 1fr;
  grid-template-rows: ${({ theme }) => theme.headerHeight} 1fr;
  grid-template-areas:
    'header header'
    'menu work';
`;
const Work = styled.main`
  grid-area: work;
  overflow: auto;
  min-width: 0;
  background: ${({ theme }) => theme.color.canvas};
`;
