import { graphql } from '../../__generated__';
import type { SongVersionsQuery, SongVersionQuery } from '../../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** A song's saved versions, newest first (editors only: others get none). */
export const SongVersionsDocument = graphql(`
  query SongVersions($id: ID!) {
    song(id: $id) {
      id
      version
      versions {
        version
        editedAt
        changedFields
        restoredFrom
        editedBy {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

/** One version's whole content, to read before restoring it. */
export const SongVersionDocument = graphql(`
  query SongVersion($songId: ID!, $version: Int!) {
    songVersion(songId: $songId, version: $version) {
      version
      snapshot {
        title
        language
        author
        artist
        key
        tempo
        capo
        copyright
        ccliNumber
        translation
        isPublic
        sectionOrder
        categoryId
        stanzas {
          position
          label
          lyrics
          transliterations {
            language
            text
          }
        }
      }
    }
  }
`);

/** Makes an earlier version the current one, as a new version (restoredFrom set). */
export const RestoreSongVersionDocument = graphql(`
  mutation RestoreSongVersion($id: ID!, $version: Int!, $expectedVersion: Int) {
    restoreSongVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
      ...SongFields
    }
  }
`);

export type SongVersionSummary = NonNullable<SongVersionsQuery['song']>['versions'][number];
export type SongSnapshot = NonNullable<SongVersionQuery['songVersion']>['snapshot'];
