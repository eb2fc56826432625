import { Label, PhoneticText, Select, VisuallyHidden, media } from '@worship/design-system';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import type { CategoryFields } from '../lib/categories.graphql';
import { LANGUAGES, languageName } from '@worship/common';
import { ALL, type SongFilters } from '../lib/song-filters';

const Bar = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
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
}

/** Title search, language filter (All + the four languages) and category filter (All + categories). */
export function LibraryToolbar({
  filters,
  onChange,
  categories,
  label = 'Songs',
  searchLabel = 'Search songs by title',
  searchPlaceholder = 'Search songs by title...',
  showSearchLabel = false,
  searchRef,
}: LibraryToolbarProps) {
  const id = useId();
  const set = (patch: Partial<SongFilters>) => onChange({ ...filters, ...patch });
  return (
    <Bar role="search" aria-label={label}>
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
    </Bar>
  );
}
