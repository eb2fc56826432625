/**
 * Design tokens. Every text colour here is checked against the surfaces it sits on for
 * WCAG 2.2 AA (≥ 4.5:1 for text, ≥ 3:1 for borders of controls): e.g. textMuted #4b5563 on
 * white is 7.6:1 and on background #f8fafc 7.2:1; white on primary #1d4ed8 is 6.7:1.
 */
export const colors = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  text: '#0f172a',
  textMuted: '#4b5563',
  border: '#e2e8f0',
  /** Control borders need 3:1 against the surface (non-text contrast). */
  borderStrong: '#6b7280',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primarySoft: '#dbeafe',
  primaryText: '#ffffff',
  onPrimarySoft: '#1e3a8a',
  secondary: '#e2e8f0',
  secondaryHover: '#cbd5e1',
  destructive: '#b91c1c',
  destructiveHover: '#991b1b',
  destructiveSoft: '#fee2e2',
  onDestructiveSoft: '#7f1d1d',
  success: '#15803d',
  successSoft: '#dcfce7',
  onSuccessSoft: '#14532d',
  warningSoft: '#fef3c7',
  onWarningSoft: '#78350f',
  /**
   * Search matches (`Mark`): dark text on pale yellow (15.3:1), underlined in amber, 4.9:1
   * against the white card and 4.2:1 against the yellow, so a match is not told by hue alone.
   * The app has one (light) theme; a dark theme would redefine these with the others.
   */
  highlight: '#fef08a',
  onHighlight: '#0f172a',
  highlightEdge: '#a16207',
  focus: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.6)',
  skeleton: '#e2e8f0',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
} as const;

export const radii = { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' } as const;

/**
 * The Indic Noto families first: their @font-face rules (indic-fonts.ts, in GlobalStyle) cover
 * only their scripts' `unicode-range`, so Latin text falls through to the system fonts and
 * downloads nothing. After the system fonts they would never be used: Chromium on Linux draws a
 * Malayalam letter with `system-ui` or `Arial`'s empty box (their fontconfig match) rather than
 * trying the web fonts further down the list.
 */
export const fonts = {
  body: "'Noto Sans Malayalam', 'Noto Sans Tamil', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 12px rgba(15, 23, 42, 0.1)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
} as const;

export const breakpoints = { md: '768px', lg: '1024px' } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const zIndices = {
  header: 10,
  drawer: 40,
  overlay: 50,
  dialog: 51,
  menu: 60,
  toast: 70,
} as const;

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  shadows,
  breakpoints,
  media,
  zIndices,
} as const;
export type Theme = typeof theme;

/** A visible focus ring for keyboard users (WCAG 2.4.7 / 2.4.11). */
export const focusRing = `
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
