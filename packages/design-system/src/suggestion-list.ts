import styled from 'styled-components';
import { colors, fontSizes, radii, shadows, zIndices } from './tokens';

/** The popup list of a text field's suggestions (the author's, phonetic typing's candidates). */
export const SuggestionList = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: ${zIndices.menu};
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  box-shadow: ${shadows.md};
`;

/** One suggestion; `$active` is the one the arrow keys are on. */
export const SuggestionOption = styled.li<{ $active: boolean }>`
  padding: 0.5rem 0.625rem;
  border-radius: ${radii.sm};
  font-size: ${fontSizes.sm};
  cursor: pointer;
  background: ${(p) => (p.$active ? colors.primarySoft : 'transparent')};
  color: ${(p) => (p.$active ? colors.onPrimarySoft : colors.text)};
  &:hover {
    background: ${colors.surfaceMuted};
  }
`;
