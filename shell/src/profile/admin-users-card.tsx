import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  colors,
  CopyIcon,
  Field,
  fontSizes,
  Input,
  Label,
  radii,
  TitledCard,
} from '@worship/design-system';
import { displayName, formatDate, useCopy, useReportError } from '@worship/shell-contract';
import { useDeferredValue, useId, useState } from 'react';
import styled from 'styled-components';
import { CreatePasswordResetLinkDocument, UsersDocument } from './account.graphql';

export const CREATE_RESET_LINK_FAILED = 'Failed to create a reset link. Please try again.';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Row = styled.li`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: 0.75rem;
  display: grid;
  gap: 0.5rem;
  .who {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
  .name {
    font-weight: 500;
  }
  .email {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    flex: 1;
  }
  .link {
    display: flex;
    gap: 0.5rem;
  }
  p {
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
`;

interface IssuedLink {
  url: string;
  expiresAt: string;
}

function UserRow({
  user,
}: {
  user: {
    id: string;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    isAdmin: boolean | null;
  };
}) {
  const reportError = useReportError();
  const copy = useCopy();
  const inputId = useId();
  const [mutate, { loading }] = useMutation(CreatePasswordResetLinkDocument);
  const [link, setLink] = useState<IssuedLink | null>(null);
  const name = displayName(user);

  async function create() {
    try {
      const { data } = await mutate({ variables: { userId: user.id } });
      if (!data) throw new Error('createPasswordResetLink returned no data');
      const { path, expiresAt } = data.createPasswordResetLink;
      setLink({ url: `${window.location.origin}${path}`, expiresAt });
    } catch (error) {
      reportError(error, CREATE_RESET_LINK_FAILED);
    }
  }

  return (
    <Row aria-label={name}>
      <div className="who">
        <span className="name">{name}</span>
        {user.isAdmin && <Badge>Admin</Badge>}
        <span className="email">{user.email}</span>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void create()}>
          {link ? 'Create New Reset Link' : 'Create Reset Link'}
        </Button>
      </div>
      {link && (
        <div role="status">
          <Label htmlFor={inputId}>Password reset link for {name}</Label>
          <div className="link">
            <Input
              id={inputId}
              readOnly
              value={link.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant="outline"
              icon={<CopyIcon size={16} />}
              onClick={() =>
                copy(link.url, {
                  success: { title: 'Copied', description: 'Reset link copied to clipboard.' },
                })
              }
            >
              Copy
            </Button>
          </div>
          <p>
            Works once, until {formatDate(link.expiresAt)} (
            {new Date(link.expiresAt).toLocaleTimeString()}). Creating a new link stops this one.
          </p>
        </div>
      )}
    </Row>
  );
}

/**
 * Site admins only: find an account and create a one-time password-reset link to hand over (the
 * product sends no mail). The link's page sets the new password and signs the account out
 * everywhere.
 */
export function AdminUsersCard() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, loading, error } = useQuery(UsersDocument, {
    variables: { search: deferred || null },
  });
  const users = data?.users ?? [];
  return (
    <TitledCard
      title="Users"
      description="Someone forgot their password? Create a reset link and give it to them; it works once, for 24 hours."
    >
      <Field label="Search users by name or email">
        <Input
          type="search"
          name="userSearch"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Field>
      {error ? (
        <p role="alert">Unable to load users.</p>
      ) : !loading && users.length === 0 ? (
        <p>No users match.</p>
      ) : (
        <List aria-label="Users" aria-busy={loading}>
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </List>
      )}
    </TitledCard>
  );
}
