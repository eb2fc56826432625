import { colors, MusicIcon } from '@worship/design-system';
import type { ReactNode } from 'react';
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

/** The product name in the home link's content. */
export function ProductMark() {
  return (
    <>
      <MusicIcon size={22} />
      {PRODUCT_NAME}
    </>
  );
}

/**
 * Product bar for pages signed-out visitors can open. Without `children` the home link is a plain
 * `<a href="/">`, for the first paint drawn before the router has loaded; the same markup as the
 * router's <Link to="/"> that PublicHeader passes.
 */
export function PublicHeaderBar({ children }: { children?: ReactNode }) {
  return (
    <Bar>
      {children ?? (
        <a href="/">
          <ProductMark />
        </a>
      )}
    </Bar>
  );
}

/** The <main> of a signed-out page under the product bar; `maxWidth` fits the page. */
export function PublicMain({ maxWidth, children }: { maxWidth: string; children: ReactNode }) {
  return (
    <main id="main" style={{ maxWidth, margin: '0 auto', padding: '2rem 1rem' }}>
      {children}
    </main>
  );
}
