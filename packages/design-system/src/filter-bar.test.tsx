import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';
import { Input } from './input';

describe('FilterBar', () => {
  it('is a search landmark with the given name', () => {
    render(
      <FilterBar label="Filter songs">
        <Input type="search" aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Filter songs' })).toContainElement(
      screen.getByRole('searchbox', { name: 'Search' }),
    );
  });

  it('does not submit (Enter in the search field must not reload the page)', () => {
    render(
      <FilterBar label="Filter songs">
        <Input type="search" aria-label="Search" />
      </FilterBar>,
    );
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false);
  });
});
