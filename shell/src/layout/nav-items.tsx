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

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

/** Spec §2 Navigation: every item is listed, also for sections whose remote is not built yet. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: <HomeIcon /> },
  { label: 'Songs Library', to: '/songs', icon: <MusicIcon /> },
  { label: 'Schedules', to: '/schedules', icon: <CalendarIcon /> },
  { label: 'Groups', to: '/groups', icon: <UsersIcon /> },
  { label: 'Statistics', to: '/statistics', icon: <ChartIcon /> },
  { label: 'Categories', to: '/categories', icon: <TagIcon /> },
  { label: 'Profile', to: '/profile', icon: <UserIcon /> },
];
