import { colors, fontSizes, radii } from '@worship/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The frame of the full-screen live views (presenter, stage): a bar of controls over the view.

export const LiveScreen = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: #0b1120;
`;

export const ControlBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
  background: ${colors.surface};
  color: ${colors.text};
  border-bottom: 1px solid ${colors.border};
  h1 {
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
  .where {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
  .group {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem;
  }
  button[aria-pressed='true'] {
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
    border-color: ${colors.primary};
  }
`;

export const BackToSchedule = styled(Link)`
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.primary};
  border-radius: ${radii.sm};
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** Hidden until focused from the keyboard, like a skip link: the way back to the controls. */
export const RevealButton = styled.button`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 10;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    padding: 0;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
