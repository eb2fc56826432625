import { Entity, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** A worship team. Its creator (`createdBy`) is the owner: only they delete it or remove members. */
@ObjectType()
@Directive('@key(fields: "id")')
@Entity({ tableName: 'groups' })
export class Group extends UuidEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  description: (string & Opt) | null = null;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  createdBy: string;

  /** Issue 21: the IANA zone its services are dated in; null: the deployment's default. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  timeZone: (string & Opt) | null = null;

  /** Set by the database (`now()`), so times compare exactly with other rows. */
  @Field(() => Date)
  @CreatedAt()
  createdAt: Date & Opt;
}
