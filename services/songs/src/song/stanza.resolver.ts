import type { SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { songLoaders } from './song.loaders';
import { Stanza } from './stanza.entity';
import { Transliteration } from './transliteration.entity';

@Resolver(() => Stanza)
export class StanzaResolver {
  /** In the order they were written (batched across every stanza of the request). */
  @FieldResolver(() => [Transliteration])
  transliterations(
    @Root() stanza: Stanza,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Transliteration[]> {
    return songLoaders(ctx).transliterationsByStanza.load(stanza.id);
  }
}
