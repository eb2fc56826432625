import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../user/user.entity';

/**
 * A signed-in browser. The id is the SHA-256 (hex) of the random token in the `sid` cookie,
 * so a database leak yields no usable cookie. Indexed on user_id.
 */
@Entity({ schema: 'identity', tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'text' })
  id: string;

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'datetime' })
  createdAt: Date;

  /** Last request seen; written at most once a minute. The idle timeout counts from it. */
  @Property({ type: 'datetime' })
  lastSeenAt: Date;

  /** Absolute end of the session, however active. */
  @Property({ type: 'datetime' })
  expiresAt: Date;
}
