import { createGlobalStyle } from 'styled-components';
import { indicFontFaceRules } from './indic-fonts';
import { colors, fonts, media } from './tokens';

/**
 * Drawn once by the shell (and into the prerendered first paints): with it, the Malayalam, Tamil
 * and Devanagari faces are declared before any page's text is laid out, and every element —
 * form fields included (`font: inherit`) — uses the stack that names them.
 */
export const GlobalStyle = createGlobalStyle`
  ${indicFontFaceRules()}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p { margin: 0; }
  h1, h2, h3, h4 { line-height: 1.25; }
  a { color: ${colors.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible { outline: 2px solid ${colors.focus}; outline-offset: 2px; }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
