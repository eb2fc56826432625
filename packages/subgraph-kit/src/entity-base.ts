import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * The primary key of every service's rows: a uuid the application makes, so an entity has its id
 * before the insert (em.create, then rows that point at it, then one flush). Entities extend it
 * (MikroORM reads a base class's decorated properties); one that is also an `@ObjectType` shows
 * it as `id: ID!`, first, as every type here has it. An ObjectType that must not show its id
 * (Transliteration) declares its own.
 */
@ObjectType() // never emitted: no field returns it, no schema lists it
export abstract class UuidEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();
}

/**
 * A row's creation time, set by the database (`now()`, returned by the insert), so times compare
 * exactly with the other rows of the transaction: `@CreatedAt() createdAt: Date & Opt`. A
 * decorator rather than a base-class field, so each type keeps `createdAt` where its contract
 * lists it.
 */
export const CreatedAt = () => Property({ type: 'timestamptz', defaultRaw: 'now()' });
