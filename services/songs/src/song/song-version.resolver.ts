import { UserReference } from '@worship/subgraph-kit';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { SongVersion } from './song-version.entity';

@Resolver(() => SongVersion)
export class SongVersionResolver {
  /** A federation reference: identity resolves the editor's names. */
  @FieldResolver(() => UserReference)
  editedBy(@Root() version: Pick<SongVersion, 'editorId'>): UserReference {
    return { id: version.editorId };
  }
}
