import { Entity, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';

export const LANGUAGES = ['english', 'malayalam', 'tamil', 'hindi'] as const;
export const DEFAULT_LANGUAGE_ORDER = LANGUAGES.join(',');

/**
 * An account. Unique indexes (see the migrations): lower(email), and (oidcIssuer, oidcSubject).
 */
@Entity({ schema: 'identity', tableName: 'users' })
export class User extends UuidEntity {
  /** Stored trimmed and lower-cased; unique case-insensitively. Null for an OIDC account without one. */
  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'boolean' })
  isAdmin: boolean = false;

  @Property({ type: 'text' })
  languageOrder: string = DEFAULT_LANGUAGE_ORDER;

  /** argon2id PHC string; null for accounts that only sign in through OIDC. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: false })
  passwordHash: string | null = null;

  @Property({ type: 'text', nullable: true })
  oidcIssuer: string | null = null;

  @Property({ type: 'text', nullable: true })
  oidcSubject: string | null = null;

  @CreatedAt()
  createdAt: Date & Opt;
}
