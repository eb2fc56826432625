import { Entity, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * One site-wide song category. Names are unique case-insensitively (a unique index on
 * lower(name), see the migration); the creator or a site admin may edit it.
 */
@ObjectType()
@Directive('@key(fields: "id")')
@Entity({ tableName: 'categories' })
export class Category extends UuidEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  name: string;

  /** `#rrggbb`, lower-case. */
  @Field(() => String)
  @Property({ type: 'string', length: 7 })
  color: string;

  /** Null for categories nobody created through the API (seeded). */
  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  createdBy: (string & Opt) | null = null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date & Opt;
}
