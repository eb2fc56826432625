import { graphql } from '../../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Reads (dryRun) or imports song files into a group; one result per file, in order. */
export const ImportSongsDocument = graphql(`
  mutation ImportSongs($input: ImportSongsInput!) {
    importSongs(input: $input) {
      name
      status
      songId
      message
      format
      duplicateOfId
      duplicateOfTitle
      warnings
      preview {
        title
        language
        sections
      }
    }
  }
`);
