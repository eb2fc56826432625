import {
  Avatar,
  Button,
  colors,
  fontSizes,
  LogOutIcon,
  MusicIcon,
  radii,
} from '@worship/design-system';
import { displayName, useCurrentUser } from '@worship/shell-contract';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';
import { ActiveGroupSelect } from './active-group-select';
import { NAV_ITEMS } from './nav-items';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  height: 100%;
  padding: 1.25rem 1rem;
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 0.5rem;
  font-size: ${fontSizes.lg};
  font-weight: 700;
  color: ${colors.primary};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.125rem;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${radii.md};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: grid;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-width: 0;
  p {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export function signOut() {
  window.location.href = '/api/logout';
}

/**
 * Brand, navigation, Active Group and Sign Out: shared by the desktop sidebar and the mobile
 * drawer. `onNavigate` lets the drawer close when an item is chosen.
 */
export function SidebarContent({
  navLabel,
  onNavigate,
}: {
  navLabel: string;
  onNavigate?: () => void;
}) {
  const { user } = useCurrentUser();
  return (
    <Column>
      <Brand>
        <MusicIcon size={22} />
        {PRODUCT_NAME}
      </Brand>
      <nav aria-label={navLabel}>
        <List>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Item to={item.to} end={item.to === '/'} onClick={onNavigate}>
                <span aria-hidden="true">{item.icon}</span>
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      </nav>
      <ActiveGroupSelect />
      <Footer>
        {user && (
          <Who>
            <Avatar
              src={user.profileImageUrl}
              firstName={user.firstName}
              lastName={user.lastName}
              size={32}
            />
            <p>{displayName(user)}</p>
          </Who>
        )}
        <Button variant="outline" icon={<LogOutIcon size={16} />} onClick={signOut} fullWidth>
          Sign Out
        </Button>
      </Footer>
    </Column>
  );
}
