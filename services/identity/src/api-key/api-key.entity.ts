import { Entity, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { User } from '../user/user.entity';

/**
 * A site administrator's API key. Only the SHA-256 (hex) of the key is stored (unique index);
 * the key itself is shown once, at creation. Indexed on created_by.
 */
@Entity({ schema: 'identity', tableName: 'api_keys' })
export class ApiKey extends UuidEntity {
  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'text', hidden: true })
  keyHash: string;

  @ManyToOne(() => User, { fieldName: 'created_by', deleteRule: 'cascade' })
  createdBy: User;

  @CreatedAt()
  createdAt: Date & Opt;

  @Property({ type: 'datetime', nullable: true })
  lastUsed: Date | null = null;

  /** Set when the key is deleted; a revoked key never authenticates again. */
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
