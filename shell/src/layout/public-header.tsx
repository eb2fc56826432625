import { Link } from 'react-router-dom';
import { ProductMark, PublicHeaderBar } from './public-header-bar';

/** Product bar for pages signed-out visitors can open (e.g. the join page). */
export function PublicHeader() {
  return (
    <PublicHeaderBar>
      <Link to="/">
        <ProductMark />
      </Link>
    </PublicHeaderBar>
  );
}
