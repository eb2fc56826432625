import { colors, fontSizes } from '@worship/design-system';
import styled, { css } from 'styled-components';

/**
 * A numbered song in a schedule (detail page and shared page): `.number` (the position in a
 * circle) and `.body` (the lines beside it, headed by a SongTitleButton).
 */
export const numberedSongRow = css`
  display: flex;
  align-items: flex-start;
  .number {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
    font-weight: 700;
  }
  .body {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: 0.375rem;
  }
`;

/** A schedule's facts as term / value pairs in a row (created, updated, songs…). */
export const FactList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  font-size: ${fontSizes.sm};
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** A song's title that opens the song (in a dialog). */
export const SongTitleButton = styled.button.attrs({ type: 'button', 'aria-haspopup': 'dialog' })`
  justify-self: start;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.text};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
