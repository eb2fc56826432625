import {
  Avatar,
  colors,
  Drawer,
  fontSizes,
  IconButton,
  media,
  MenuIcon,
  zIndices,
} from '@worship/design-system';
import { displayName, useCurrentUser } from '@worship/shell-contract';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';
import { SidebarContent } from './sidebar-content';
import { SkipLink } from './skip-link';

const Shell = styled.div`
  min-height: 100vh;
  ${media.lg} {
    padding-left: 16rem;
  }
`;

const DesktopSidebar = styled.aside`
  display: none;
  ${media.lg} {
    display: block;
    position: fixed;
    inset: 0 auto 0 0;
    width: 16rem;
    overflow-y: auto;
    background: ${colors.surface};
    border-right: 1px solid ${colors.border};
  }
`;

const MobileHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 1rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  p {
    flex: 1;
    font-size: ${fontSizes.lg};
    font-weight: 700;
    color: ${colors.primary};
  }
  ${media.lg} {
    display: none;
  }
`;

const Main = styled.main`
  padding: 1.5rem 1rem 3rem;
  max-width: 80rem;
  margin: 0 auto;
  &:focus {
    outline: none;
  }
  ${media.md} {
    padding: 2rem 2rem 4rem;
  }
`;

/** Signed-in frame: desktop sidebar, mobile header + drawer, and the page in <main>. */
export function SignedInLayout() {
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Shell>
      <SkipLink />
      <MobileHeader>
        <IconButton
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <p>{PRODUCT_NAME}</p>
        {user && (
          <Avatar
            src={user.profileImageUrl}
            firstName={user.firstName}
            lastName={user.lastName}
            label={displayName(user)}
            size={36}
          />
        )}
      </MobileHeader>
      <DesktopSidebar aria-label="Sidebar">
        <SidebarContent navLabel="Main navigation" />
      </DesktopSidebar>
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Navigation menu">
        <SidebarContent navLabel="Mobile navigation" onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </Shell>
  );
}
