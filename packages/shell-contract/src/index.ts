export * from './api';
export * from './contexts';
export * from './languages';
export * from './toast';
export * from './types';
export * from './unauthorized';
