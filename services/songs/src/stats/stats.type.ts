import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Language } from '../song/song-language';

/** A category with at least one song in a group's library, and how many. */
@ObjectType()
export class CategoryStat {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  color: string;

  @Field(() => Int)
  songCount: number;
}

/** A language with at least one song in a group's library, and how many. */
@ObjectType()
export class LanguageStat {
  @Field(() => Language)
  language: Language;

  @Field(() => Int)
  count: number;
}
