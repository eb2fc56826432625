import {
  Button,
  Field,
  FilterBar,
  Input,
  LoadingCardGrid,
  PageHeader,
  PageStack,
  PublicSongCardSkeleton,
  Select,
} from '@worship/design-system';
import { PRODUCT_NAME } from '../app/product';

/*
 * The first frame of mf-songs' public songs page (mf-songs/src/public-songs/public-songs-page.tsx
 * while its first query loads), drawn by the shell: prerendered into
 * dist/prerendered/songs/public.html and shown until the remote has loaded, so the heading (the
 * Largest Contentful Paint) never waits for the remote and the page does not jump when it takes
 * over. The shell may not import a remote's code (lint boundary), so both build the page from the
 * same design-system parts (PageStack, FilterBar, a LoadingCardGrid of PublicSongCardSkeleton) with
 * the same props. e2e/tests/first-paint.e2e.ts checks the two stay aligned.
 */

export const PUBLIC_SONGS_TITLE = `${PRODUCT_NAME} - Worship Songs`;
export const PUBLIC_SONGS_DESCRIPTION =
  'Browse and search the public song collection in English, Malayalam, Tamil and Hindi.';

/** The page's content (inside the shell's <main>) while the remote loads. */
export function PublicSongsFrame() {
  return (
    <PageStack data-first-paint="songs-public">
      <PageHeader title={PUBLIC_SONGS_TITLE} description={PUBLIC_SONGS_DESCRIPTION} />
      {/* Not interactive until the remote arrives; FilterBar never submits (no reload). */}
      <FilterBar label="Filter songs">
        <Field label="Search" id="first-paint-search">
          <Input
            type="search"
            name="search"
            autoComplete="off"
            placeholder="Search by title, author or lyrics..."
          />
        </Field>
        <Field label="Language" id="first-paint-language">
          <Select name="language">
            <option>All Languages</option>
          </Select>
        </Field>
        <Field label="Category" id="first-paint-category">
          <Select name="category">
            <option>All Categories</option>
          </Select>
        </Field>
        <Button variant="outline">Clear Filters</Button>
      </FilterBar>
      <LoadingCardGrid status="Loading songs..." placeholder={<PublicSongCardSkeleton />} />
    </PageStack>
  );
}
