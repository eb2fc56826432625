import { colors, MusicIcon } from '@worship/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';

const Bar = styled.header`
  padding: 0.875rem 1.5rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 700;
    color: ${colors.primary};
    text-decoration: none;
  }
`;

/** Product bar for pages signed-out visitors can open (e.g. the join page). */
export function PublicHeader() {
  return (
    <Bar>
      <Link to="/">
        <MusicIcon size={22} />
        {PRODUCT_NAME}
      </Link>
    </Bar>
  );
}
