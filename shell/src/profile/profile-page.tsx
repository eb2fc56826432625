import { ownAccount } from './own-account';
import { useQuery } from '@apollo/client/react';
import {
  Avatar,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  fontSizes,
  PageHeader,
  Skeleton,
} from '@worship/design-system';
import { displayName, formatDate, useHandleUnauthorized } from '@worship/shell-contract';
import styled from 'styled-components';
import { usePageTitle } from '../app/use-page-title';
import { AccountDetailsCard } from './account-details-card';
import { AdminUsersCard } from './admin-users-card';
import { ApiKeysCard } from './api-keys-card';
import { DeleteAccountCard } from './delete-account-card';
import { LanguageOrderCard } from './language-order-card';
import { MeDocument } from './profile.graphql';
import { SessionsCard } from './sessions-card';

/** Spec §8. */
export const PROFILE_LOAD_FAILED = 'Unable to load user profile.';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 48rem;
`;

const Account = styled(CardContent)`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${fontSizes.xl};
    font-weight: 600;
  }
  dl {
    margin: 0.25rem 0 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.125rem 0.75rem;
    font-size: ${fontSizes.sm};
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/**
 * /profile: account info, name/e-mail/password, language display order, other sessions, API
 * keys and password-reset links for site admins, and account deletion. The user comes
 * from the graph's `me` (Apollo keeps it current after a save); the key list is asked for only
 * when that user is an admin (spec §6).
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const { data, loading, error } = useQuery(MeDocument);
  const user = data?.me && ownAccount(data.me);

  useHandleUnauthorized(error);

  if (loading && !user) {
    return (
      <Stack aria-busy="true">
        <PageHeader title="Profile" />
        <Skeleton $height="7rem" />
        <Skeleton $height="16rem" />
      </Stack>
    );
  }

  if (!user) {
    return (
      <Stack>
        <PageHeader title="Profile" />
        <p role="alert">{PROFILE_LOAD_FAILED}</p>
      </Stack>
    );
  }

  return (
    <Stack>
      <PageHeader title="Profile" />
      <Card>
        <Account>
          <Avatar
            src={user.profileImageUrl}
            firstName={user.firstName}
            lastName={user.lastName}
            size={64}
          />
          <div>
            <h2>
              {displayName(user)}
              {user.isAdmin && <Badge>Admin</Badge>}
            </h2>
            <dl>
              <dt>Email</dt>
              <dd>{user.email ?? '—'}</dd>
              <dt>Member since</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </dl>
          </div>
        </Account>
      </Card>
      <AccountDetailsCard user={user} />
      <LanguageOrderCard languageOrder={user.languageOrder} />
      <SessionsCard />
      {user.isAdmin ? (
        <>
          <ApiKeysCard />
          <AdminUsersCard />
        </>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Administration</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>
              Administrative settings are only available to admin users.
            </CardDescription>
          </CardContent>
        </Card>
      )}
      <DeleteAccountCard />
    </Stack>
  );
}

export default ProfilePage;
