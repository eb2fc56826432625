import styled from 'styled-components';
import { colors, fontSizes } from './tokens';

/**
 * A compact table of records (a report's lines, an import's files): rows divided by a rule,
 * text at the start, `td.number` at the end. Wrap it in a scrolling box where it may be wider
 * than the screen.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.5rem 0;
  }
  th,
  td {
    text-align: left;
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid ${colors.border};
    vertical-align: top;
  }
  td.number {
    text-align: right;
  }
`;
