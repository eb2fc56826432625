import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { parseLanguageOrder, type Language } from '@worship/common';
import type { CurrentUser, Group } from './types';

export interface CurrentUserValue {
  user: CurrentUser | null;
  /** True while GET /api/auth/user is in flight. */
  loading: boolean;
  isAuthenticated: boolean;
  /** Re-reads the current user from the server. */
  refresh: () => Promise<void>;
  /** Replaces the cached user, e.g. with the body of a PATCH that returned the user. */
  setUser: (user: CurrentUser | null) => void;
}

const noopAsync = async () => {};

export const CurrentUserContext = createContext<CurrentUserValue>({
  user: null,
  loading: false,
  isAuthenticated: false,
  refresh: noopAsync,
  setUser: () => {},
});

export interface GroupsValue {
  groups: Group[];
  loading: boolean;
  error?: unknown;
  /** Re-reads myGroups, e.g. after a group was created, deleted, joined or left. */
  refetch: () => Promise<unknown>;
}

export const GroupsContext = createContext<GroupsValue>({
  groups: [],
  loading: false,
  refetch: noopAsync,
});

export interface ActiveGroupValue {
  activeGroupId: string | null;
  setActiveGroupId: (id: string | null) => void;
}

export const ActiveGroupContext = createContext<ActiveGroupValue>({
  activeGroupId: null,
  setActiveGroupId: () => {},
});

/** `{ user, loading, isAuthenticated, refresh, setUser }`. */
export function useCurrentUser(): CurrentUserValue {
  return useContext(CurrentUserContext);
}

/** `{ groups, loading, error, refetch }` for the signed-in user's groups. */
export function useGroups(): GroupsValue {
  return useContext(GroupsContext);
}

/** `{ activeGroupId, setActiveGroupId }`: the group chosen in the sidebar or a page's picker. */
export function useActiveGroup(): ActiveGroupValue {
  return useContext(ActiveGroupContext);
}

/** The user's language display order: always all four languages (default english, malayalam, tamil, hindi). */
export function useLanguageOrder(): Language[] {
  const { user } = useCurrentUser();
  const raw = user?.languageOrder;
  return useMemo(() => parseLanguageOrder(raw), [raw]);
}

export function CurrentUserProvider({
  value,
  children,
}: {
  value: CurrentUserValue;
  children: ReactNode;
}) {
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function GroupsProvider({ value, children }: { value: GroupsValue; children: ReactNode }) {
  return <GroupsContext.Provider value={value}>{children}</GroupsContext.Provider>;
}

/**
 * Holds the active group. Spec §4: it defaults to the first group once groups are loaded, and a
 * selection that disappears (group deleted or left) is cleared, falling back to the first group.
 */
export function ActiveGroupProvider({
  groups,
  children,
}: {
  groups: readonly Group[];
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Derived, not synced: a choice that no longer exists simply stops counting.
  const chosenExists = chosen !== null && groups.some((g) => g.id === chosen);
  const activeGroupId = chosenExists ? chosen : (groups[0]?.id ?? null);

  const setActiveGroupId = useCallback((id: string | null) => setChosen(id), []);
  const value = useMemo(
    () => ({ activeGroupId, setActiveGroupId }),
    [activeGroupId, setActiveGroupId],
  );
  return <ActiveGroupContext.Provider value={value}>{children}</ActiveGroupContext.Provider>;
}
