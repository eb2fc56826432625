import 'reflect-metadata';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createTestDatabase, type TestDatabase } from './testing';

@Entity({ tableName: 'notes' })
class Note {
  @PrimaryKey({ type: 'integer' })
  id: number;

  @Property({ type: 'string' })
  text: string;
}

/** Slow on purpose, so that replicas starting together overlap inside the migration. */
class CreateNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create schema if not exists "replicated";');
    this.addSql(
      'create table "replicated"."notes" ("id" serial primary key, "text" text not null);',
    );
    this.addSql('select pg_sleep(0.3);');
    this.addSql(`insert into "replicated"."notes" ("text") values ('seeded once');`);
  }
}

let database: TestDatabase;
const opened: MikroORM[] = [];

beforeAll(async () => {
  database = await createTestDatabase('kit_database');
});

afterAll(async () => {
  for (const orm of opened) await orm.close();
  await database?.drop();
});

describe('openDatabase', () => {
  it('runs a migration once when several replicas of a service start at the same time', async () => {
    const open = () =>
      openDatabase({
        url: database.url,
        schema: 'replicated',
        entities: [Note],
        poolMax: 3,
        migrations: [{ name: 'Migration1_notes', class: CreateNotes }],
      });
    const results = await Promise.allSettled([open(), open(), open()]);
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const notes = await sql.query('select "text" from "replicated"."notes"');
      expect(notes.rows).toEqual([{ text: 'seeded once' }]);
      const applied = await sql.query('select "name" from "replicated"."mikro_orm_migrations"');
      expect(applied.rows).toEqual([{ name: 'Migration1_notes' }]);
    } finally {
      await sql.end();
    }
  });
});
