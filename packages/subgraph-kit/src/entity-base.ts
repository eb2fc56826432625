import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID } from 'type-graphql';

/**
 * The primary key every service's rows share: a uuid the application makes, so an entity has its
 * id before the insert (em.create, then links by id, then one flush). Extend it (MikroORM reads
 * the decorated properties of a base class; it needs no `@Entity`); an entity that is also an
 * `@ObjectType` shows it as `id: ID!`.
 */
export abstract class UuidEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();
}

/**
 * UuidEntity with the row's creation time. Set by the database (`now()`, returned by the insert),
 * so times compare exactly with other rows of the transaction; shown as `createdAt: DateTimeISO!`
 * by an `@ObjectType`.
 */
export abstract class CreatedEntity extends UuidEntity {
  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt;
}
