import {
  Button,
  colors,
  Field,
  Input,
  media,
  PageHeader,
  radii,
  Select,
  shadows,
  Skeleton,
  VisuallyHidden,
} from '@worship/design-system';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';

/*
 * The first frame of mf-songs' public songs page (mf-songs/src/public-songs/public-songs-page.tsx
 * while its first query loads), drawn by the shell: prerendered into
 * dist/prerendered/songs/public.html and shown until the remote has loaded, so the heading (the
 * Largest Contentful Paint) never waits for the remote and the page does not jump when it takes
 * over. The shell may not import a remote's code (lint boundary), so the layout below repeats the
 * remote's: the same design-system components with the same props, and copies of its three
 * layout rules. e2e/tests/first-paint.e2e.ts checks the two stay aligned.
 */

export const PUBLIC_SONGS_TITLE = `${PRODUCT_NAME} - Worship Songs`;
export const PUBLIC_SONGS_DESCRIPTION =
  'Browse and search the public song collection in English, Malayalam, Tamil and Hindi.';
const SKELETON_COUNT = 6;

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Filters = styled.form`
  display: grid;
  gap: 1rem;
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CardSkeleton = styled.article`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: 1.25rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** The page's content (inside the shell's <main>) while the remote loads. */
export function PublicSongsFrame() {
  return (
    <Page data-first-paint="songs-public">
      <PageHeader title={PUBLIC_SONGS_TITLE} description={PUBLIC_SONGS_DESCRIPTION} />
      {/* Not interactive until the remote arrives: submitting must not reload the page. */}
      <Filters role="search" aria-label="Filter songs" onSubmit={(e) => e.preventDefault()}>
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
      </Filters>
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading songs...</VisuallyHidden>
        <Grid aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i}>
              <CardSkeleton>
                <Row>
                  <Skeleton $width="2.5rem" $height="1.25rem" $radius="999px" />
                  <Skeleton $width="5rem" $height="1.25rem" $radius="999px" />
                </Row>
                <Skeleton $width="70%" $height="1.5rem" />
                <Skeleton $width="45%" />
                <Skeleton $width="30%" />
              </CardSkeleton>
            </li>
          ))}
        </Grid>
      </div>
    </Page>
  );
}
