import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  CardContent,
  Skeleton,
  Spinner,
  UsersIcon,
  colors,
  fontSizes,
} from '@worship/design-system';
import {
  formatDate,
  handleUnauthorized,
  MyGroupsDocument,
  isUnauthorizedError,
  useActiveGroup,
  useCurrentUser,
  useGroups,
  useToast,
} from '@worship/shell-contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useReportError } from '@worship/shell-contract';
import { InvitePreviewDocument, JoinGroupDocument } from './join.graphql';

export const JOIN_FAILED = 'Failed to join group. Please try again.';
/** Spec §4/§9: on the join page the logged-out notice waits 1 s. */
export const JOIN_LOGIN_DELAY_MS = 1000;
/** Spec §2/§9: after joining, go to /groups after 1.5 s. */
export const JOIN_SUCCESS_REDIRECT_MS = 1500;

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  padding: 2rem 0;
`;

const Panel = styled(Card)`
  width: min(32rem, 100%);
`;

const Content = styled(CardContent)`
  display: grid;
  gap: 1rem;
  justify-items: center;
  text-align: center;
  padding: 2rem 1.5rem;

  h1 {
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
  }
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${colors.primarySoft};
  color: ${colors.onPrimarySoft};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Invalid = styled.p`
  color: ${colors.destructive};
  font-weight: 500;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

/** The invite token: the route's `:token` (or `:id`, the spec's name), else the last path segment. */
function useInviteToken(): string {
  const params = useParams();
  const { pathname } = useLocation();
  const fromParams = params.token ?? params.id;
  if (fromParams) return fromParams;
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return last === 'join' ? '' : decodeURIComponent(last);
}

/** /groups/join/:token — join a group with an invite link. */
export default function JoinPage() {
  const token = useInviteToken();
  const location = useLocation();
  const navigate = useNavigate();
  const { loading: userLoading, isAuthenticated } = useCurrentUser();
  const shellGroups = useGroups();
  const { setActiveGroupId } = useActiveGroup();
  const { toast } = useToast();
  const reportError = useReportError();
  const [joinedGroup, setJoinedGroup] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const signedOut = !userLoading && !isAuthenticated;
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!signedOut) return;
    handleUnauthorized(undefined, {
      title: 'Please Log In',
      description: 'You are logged out. Logging in again...',
      delayMs: JOIN_LOGIN_DELAY_MS,
      returnTo,
    });
  }, [signedOut, returnTo]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const preview = useQuery(InvitePreviewDocument, {
    variables: { token },
    skip: !isAuthenticated || !token,
  });

  const [joinGroup, { loading: joining }] = useMutation(JoinGroupDocument, {
    refetchQueries: [{ query: MyGroupsDocument }],
  });

  async function handleJoin() {
    let result;
    try {
      result = await joinGroup({ variables: { token } });
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(error, {
          title: 'Please Log In',
          delayMs: JOIN_LOGIN_DELAY_MS,
          returnTo,
        });
        return;
      }
      reportError(error, JOIN_FAILED, { withServerMessage: true });
      return;
    }
    const joined = result.data?.joinGroup;
    if (!joined) {
      reportError(new Error('joinGroup returned no data'), JOIN_FAILED);
      return;
    }
    setJoinedGroup(joined.groupName);
    toast({
      title: `Welcome to ${joined.groupName}!`,
      description: 'You are now a member of this group.',
    });
    // Refresh the shell's groups (sidebar Active Group) first, then go to /groups.
    const refreshed = shellGroups
      .refetch()
      .then(() => setActiveGroupId(joined.membership.groupId))
      .catch(() => {});
    redirectTimer.current = setTimeout(() => {
      void refreshed.then(() => navigate('/groups'));
    }, JOIN_SUCCESS_REDIRECT_MS);
  }

  if (userLoading) {
    return (
      <Wrapper>
        <Spinner label="Loading" size={28} />
      </Wrapper>
    );
  }

  if (signedOut) {
    return (
      <Wrapper>
        <Panel>
          <Content>
            <h1>Join a Group</h1>
            <Muted>
              You need to be signed in to join this group. Taking you to the sign-in page...
            </Muted>
          </Content>
        </Panel>
      </Wrapper>
    );
  }

  const groupName = preview.data?.invitePreview?.groupName;
  const expiresAt = preview.data?.invitePreview?.expiresAt;
  const invalid =
    !token || Boolean(preview.error) || (!preview.loading && preview.data && !groupName);

  return (
    <Wrapper>
      <Panel>
        <Content>
          <IconCircle aria-hidden="true">
            <UsersIcon size={28} />
          </IconCircle>
          <h1>Join a Group</h1>
          {joinedGroup ? (
            <>
              <p role="status">
                You joined <strong>{joinedGroup}</strong>. Taking you to your groups...
              </p>
              <Spinner decorative />
            </>
          ) : (
            <>
              {preview.loading ? (
                <div
                  aria-busy="true"
                  style={{ width: '100%', display: 'grid', justifyItems: 'center' }}
                >
                  <Skeleton $width="70%" $height="1.25rem" />
                </div>
              ) : invalid ? (
                <Invalid role="alert">
                  This link is invalid or expired. Ask the group owner for a new invite link.
                </Invalid>
              ) : groupName ? (
                <>
                  <p>
                    You have been invited to join <strong>{groupName}</strong>.
                  </p>
                  {expiresAt && <Muted>This invite expires on {formatDate(expiresAt)}.</Muted>}
                </>
              ) : (
                <p>You have been invited to join a worship group.</p>
              )}
              <Actions>
                <Button onClick={handleJoin} loading={joining} disabled={!token}>
                  {joining ? 'Joining...' : 'Join Group'}
                </Button>
                <Button variant="outline" onClick={() => navigate('/groups')} disabled={joining}>
                  Cancel
                </Button>
              </Actions>
            </>
          )}
        </Content>
      </Panel>
    </Wrapper>
  );
}
