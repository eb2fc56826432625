import type { SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { songLoaders } from './song.loaders';
import { Stanza } from './stanza.entity';
import { Transliteration } from './transliteration.entity';

// The root is typed by a Pick, not the class: for a class type type-graphql copies every
// plain row (song.read-model.ts) into a new entity instance, MikroORM's setters and all.
@Resolver(() => Stanza)
export class StanzaResolver {
  /** In the order they were written (batched across every stanza of the request). */
  @FieldResolver(() => [Transliteration])
  transliterations(
    @Root() stanza: Pick<Stanza, 'id'>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Transliteration[]> {
    return songLoaders(ctx).transliterationsByStanza.load(stanza.id);
  }
}
