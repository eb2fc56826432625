import { fontSizes } from '@worship/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import { CategoryList } from '../lib/category-list';
import { InsightCard } from '../lib/insight-card';
import { LanguageList } from '../lib/language-list';
import { DASHBOARD_CATEGORIES } from './dashboard.graphql';
import { useGroupDashboard } from './use-group-dashboard';

export const NO_CATEGORY_DATA = 'No data available yet';

const Languages = styled.div`
  display: grid;
  gap: 0.75rem;
  &:not(:first-child) {
    margin-top: 1.5rem;
  }
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
`;

/**
 * Category Overview (spec §2), exposed as `./category-overview-card`: the selected group's 4
 * largest categories with a bar relative to the largest, then the 'Languages' grid.
 */
export default function CategoryOverviewCard() {
  const languagesId = useId();
  const { group, loading, failed, retry } = useGroupDashboard();
  const categories = (group?.categoryStats ?? []).slice(0, DASHBOARD_CATEGORIES);
  const languages = group?.languageStats ?? [];
  return (
    <InsightCard
      title="Category Overview"
      loading={loading}
      failed={failed}
      onRetry={retry}
      empty={categories.length === 0 && languages.length === 0 ? NO_CATEGORY_DATA : null}
    >
      {(titleId) => (
        <>
          {categories.length > 0 && <CategoryList categories={categories} labelledBy={titleId} />}
          {languages.length > 0 && (
            <Languages>
              <h3 id={languagesId}>Languages</h3>
              <LanguageList languages={languages} labelledBy={languagesId} />
            </Languages>
          )}
        </>
      )}
    </InsightCard>
  );
}
