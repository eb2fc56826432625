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
