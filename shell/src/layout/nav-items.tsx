import {
  CalendarIcon,
  ChartIcon,
  HomeIcon,
  MusicIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
} from '@worship/design-system';
import type { ReactNode } from 'react';
import { ROUTES, type NavIconName } from '../remotes/route-table';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

const ICONS: Record<NavIconName, ReactNode> = {
  home: <HomeIcon />,
  music: <MusicIcon />,
  calendar: <CalendarIcon />,
  users: <UsersIcon />,
  chart: <ChartIcon />,
  tag: <TagIcon />,
  user: <UserIcon />,
};

/** Spec §2 Navigation: the routes with a nav item, in the route table's order. */
export const NAV_ITEMS: NavItem[] = ROUTES.flatMap(({ path, nav }) =>
  nav ? [{ label: nav.label, to: path, icon: ICONS[nav.icon] }] : [],
);
