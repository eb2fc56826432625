import styled from 'styled-components';
import { colors } from './tokens';

/**
 * A search match inside text (`<mark>`: assistive technologies may announce it as highlighted).
 * Its own text colour, whatever the text around it, so its contrast is the token pair's; in
 * forced-colors mode the browser's Mark / MarkText system colours apply.
 */
export const Mark = styled.mark`
  background: ${colors.highlight};
  color: ${colors.onHighlight};
  box-shadow: inset 0 -2px 0 ${colors.highlightEdge};
  border-radius: 0.125rem;
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
  @media (forced-colors: active) {
    background: Mark;
    color: MarkText;
    box-shadow: none;
  }
`;
