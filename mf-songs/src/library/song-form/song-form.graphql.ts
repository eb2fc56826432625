import { graphql } from '../../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Distinct authors of the songs the user can see, for the Author suggestions. */
export const SongAuthorsDocument = graphql(`
  query SongAuthors {
    songAuthors
  }
`);

export const CreateSongDocument = graphql(`
  mutation CreateSong($input: CreateSongInput!) {
    createSong(input: $input) {
      ...SongFields
    }
  }
`);

/**
 * Saves an edit. `expectedVersion` is the version the form was filled from: when someone saved
 * in between, the songs service refuses with CONFLICT and saves nothing.
 */
export const UpdateSongDocument = graphql(`
  mutation UpdateSong($id: ID!, $input: UpdateSongInput!) {
    updateSong(id: $id, input: $input) {
      ...SongFields
    }
  }
`);
