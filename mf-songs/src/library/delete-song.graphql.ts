import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Takes a song out of the library and search; schedules that used it keep their entry. */
export const DeleteSongDocument = graphql(`
  mutation DeleteSong($id: ID!) {
    deleteSong(id: $id)
  }
`);
