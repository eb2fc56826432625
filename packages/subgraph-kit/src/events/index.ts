export * from './event-inbox';
export * from './event-relay';
export * from './event-subscribers';
export * from './event-tables';
export * from './event-token';
export * from './outbox-event.entity';
