import { apiRequest } from '@worship/shell-contract';

export interface ApiKey {
  id: string;
  name: string;
  createdAt: string;
  lastUsed: string | null;
  isActive?: boolean;
}

export interface NewApiKey extends ApiKey {
  /** The secret, returned once at creation. */
  key: string;
}

export const API_KEY_NAME_REQUIRED = 'Please enter a name for your API key.';

export const listApiKeys = () => apiRequest<ApiKey[]>('GET', '/api/auth/api-keys');
export const createApiKey = (name: string) =>
  apiRequest<NewApiKey>('POST', '/api/auth/api-keys', { name });
export const deleteApiKey = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/auth/api-keys/${encodeURIComponent(id)}`);
