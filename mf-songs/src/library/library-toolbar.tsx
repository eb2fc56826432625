import { Label, PhoneticText, Select, VisuallyHidden, media } from '@worship/design-system';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import type { CategoryFields } from '../lib/categories.graphql';
import { LANGUAGES, languageName } from '@worship/common';
import { ALL, type SongFilters } from '../lib/song-filters';
import { SORT_OPTIONS, USAGE_OPTIONS } from '../lib/song-usage';

/** The search, then one column per select (two, or four with the usage filter and sort). */
const Bar = styled.div<{ $selects: number }>`
  display: grid;
  gap: 0.75rem;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(${(p) => p.$selects}, minmax(0, 1fr));
    align-items: end;
  }
`;

const Control = styled.div`
  display: grid;
  gap: 0.375rem;
`;

export interface LibraryToolbarProps {
  filters: SongFilters;
  onChange: (filters: SongFilters) => void;
  categories: readonly Pick<CategoryFields, 'id' | 'name'>[];
  /** The search landmark's name. */
  label?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Shows the search field's label (in a dialog); the page only announces it. */
  showSearchLabel?: boolean;
  /** The search field (a "Did you mean" suggestion picked puts the focus back there). */
  searchRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** Issue 21: the Usage filter and the Sort select (the library page). */
  showUsage?: boolean;
}

/**
 * Title search, language filter (All + the four languages) and category filter (All +
 * categories); with `showUsage`, the usage filter (Any time, not used for 3 / 6 / 12 months,
 * Never used) and the sort (Newest first, Least recently used).
 */
export function LibraryToolbar({
  filters,
  onChange,
  categories,
  label = 'Songs',
  searchLabel = 'Search songs by title',
  searchPlaceholder = 'Search songs by title...',
  showSearchLabel = false,
  searchRef,
  showUsage = false,
}: LibraryToolbarProps) {
  const id = useId();
  const set = (patch: Partial<SongFilters>) => onChange({ ...filters, ...patch });
  return (
    <Bar role="search" aria-label={label} $selects={showUsage ? 4 : 2}>
      <Control>
        {showSearchLabel ? (
          <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
        ) : (
          <VisuallyHidden as="label" htmlFor={`${id}-search`}>
            {searchLabel}
          </VisuallyHidden>
        )}
        {/* Native text typed phonetically finds the songs in that script (docs/transliteration.md). */}
        <PhoneticText
          inputRef={searchRef}
          id={`${id}-search`}
          type="search"
          inline
          switchLabel={`Phonetic typing, ${searchLabel.toLowerCase()}`}
          placeholder={searchPlaceholder}
          value={filters.search}
          onChange={(search) => set({ search })}
        />
      </Control>
      <Control>
        <Label htmlFor={`${id}-language`}>Language</Label>
        <Select
          id={`${id}-language`}
          value={filters.language}
          onChange={(event) => set({ language: event.target.value })}
        >
          <option value={ALL}>All</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </Select>
      </Control>
      <Control>
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          id={`${id}-category`}
          value={filters.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
        >
          <option value={ALL}>All</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      </Control>
      {showUsage && (
        <>
          <Control>
            <Label htmlFor={`${id}-usage`}>Usage</Label>
            <Select
              id={`${id}-usage`}
              value={filters.usage}
              onChange={(event) => set({ usage: event.target.value })}
            >
              {USAGE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Control>
          <Control>
            <Label htmlFor={`${id}-sort`}>Sort</Label>
            <Select
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(event) => set({ sort: event.target.value })}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Control>
        </>
      )}
    </Bar>
  );
}
