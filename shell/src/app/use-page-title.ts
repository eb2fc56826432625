import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';

/** Sets document.title to "{page} - Worship Planner" (or the product name alone). */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
