import type { ComponentPropsWithoutRef } from 'react';

/** Small inline icon set (lucide-style 24px strokes); decorative unless given a title. */
export interface IconProps extends ComponentPropsWithoutRef<'svg'> {
  size?: number;
}

function make(paths: string[]) {
  return function Icon({ size = 18, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = make(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = make(['M18 6 6 18', 'm6 6 12 12']);
export const ChevronDownIcon = make(['m6 9 6 6 6-6']);
export const ArrowUpIcon = make(['m5 12 7-7 7 7', 'M12 19V5']);
export const ArrowDownIcon = make(['M12 5v14', 'm19 12-7 7-7-7']);
export const PlusIcon = make(['M12 5v14', 'M5 12h14']);
export const TrashIcon = make([
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
]);
export const CopyIcon = make(['M8 8h12v12H8z', 'M4 16V4h12']);
export const KeyIcon = make([
  'm15.5 7.5 2.3 2.3a1 1 0 0 0 1.4 0l2.1-2.1a1 1 0 0 0 0-1.4L19 4',
  'm21 2-9.6 9.6',
  'M2 15.5a5.5 5.5 0 1 0 11 0a5.5 5.5 0 1 0-11 0',
]);
export const HomeIcon = make(['m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M9 22V12h6v10']);
export const MusicIcon = make([
  'M9 18V5l12-2v13',
  'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M18 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const CalendarIcon = make([
  'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
]);
export const UsersIcon = make([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
export const ChartIcon = make(['M3 3v18h18', 'M18 17V9', 'M13 17V5', 'M8 17v-3']);
export const TagIcon = make([
  'M12 2H2v10l9.29 9.29a1 1 0 0 0 1.41 0l8.59-8.59a1 1 0 0 0 0-1.41z',
  'M7 7h.01',
]);
export const UserIcon = make([
  'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2',
  'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
]);
export const LogOutIcon = make([
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
]);
export const GlobeIcon = make([
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
export const ShareIcon = make([
  'M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8',
  'm16 6-4-4-4 4',
  'M12 2v13',
]);
export const AlertIcon = make([
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 8v4',
  'M12 16h.01',
]);
export const CheckIcon = make(['M20 6 9 17l-5-5']);
export const MoreIcon = make([
  'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  'M19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  'M5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
]);
export const SettingsIcon = make([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
]);
export const ClockIcon = make(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2']);
export const LinkIcon = make([
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
]);
