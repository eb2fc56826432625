import { Entity, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { User } from '../user/user.entity';

/**
 * A one-time password-reset link a site admin issued for a user (the product sends no mail).
 * Only the SHA-256 (hex) of the token is stored (unique index). A newer link revokes the older
 * ones; using one sets `usedAt`, so it works once.
 */
@Entity({ schema: 'identity', tableName: 'password_resets' })
export class PasswordReset extends UuidEntity {
  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'text', hidden: true })
  tokenHash: string;

  /** The admin who issued it; null once that account is deleted. */
  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @CreatedAt()
  createdAt: Date & Opt;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
