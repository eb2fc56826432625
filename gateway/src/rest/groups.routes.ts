import { Router } from 'express';
import { GROUP_NAME_REQUIRED } from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { parseBody, requireUser } from './http-error';

const GROUP_FIELDS = 'id name description createdBy createdAt isOwner memberCount';
const MEMBERSHIP_FIELDS = 'id groupId userId role joinedAt';
const MEMBER_FIELDS = `${MEMBERSHIP_FIELDS} user { id firstName lastName email profileImageUrl }`;

export const BODY_NOT_OBJECT = 'Request body must be a JSON object';
export const EMAILS_NOT_LIST = 'emails must be a list of email addresses';

/** Shapes only: JSON types. The groups subgraph owns the rules and the spec's messages. */
const createGroupBody = z.object(
  {
    name: z.string({ error: GROUP_NAME_REQUIRED }),
    description: z.string({ error: 'Description must be text' }).nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

const inviteBody = z.object(
  {
    emails: z.array(z.string({ error: 'Please enter a valid email address' }), {
      error: EMAILS_NOT_LIST,
    }),
  },
  { error: BODY_NOT_OBJECT },
);

interface InviteResult {
  inviteLink: string;
  expiresAt: string;
  emails: { to: string; subject: string; message: string }[];
}

/**
 * The spec's /api/groups calls (§7, docs/contracts.md): each is one GraphQL operation on the
 * gateway as the caller, so the groups subgraph decides who may do what (401/403/404 come
 * from its error codes; malformed ids are its NOT_FOUND).
 */
export function groupsRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/groups', async (req, res) => {
    requireUser(req);
    const data = await run<{ myGroups: unknown[] }>(
      req,
      `query MyGroups { myGroups { ${GROUP_FIELDS} } }`,
    );
    res.json(data.myGroups);
  });

  router.post('/groups', async (req, res) => {
    requireUser(req);
    const input = parseBody(createGroupBody, req.body);
    const data = await run<{ createGroup: unknown }>(
      req,
      `mutation CreateGroup($input: CreateGroupInput!) { createGroup(input: $input) { ${GROUP_FIELDS} } }`,
      { input: { name: input.name, description: input.description ?? null } },
    );
    res.status(201).json(data.createGroup);
  });

  // Before the /groups/:id/... routes, so "join" is never taken for a group id.
  router.post('/groups/join/:token', async (req, res) => {
    requireUser(req);
    const data = await run<{ joinGroup: unknown }>(
      req,
      `mutation JoinGroup($token: String!) {
        joinGroup(token: $token) { groupName membership { ${MEMBERSHIP_FIELDS} } }
      }`,
      { token: req.params.token },
    );
    res.json(data.joinGroup);
  });

  router.delete('/groups/:id', async (req, res) => {
    requireUser(req);
    await run(req, `mutation DeleteGroup($id: ID!) { deleteGroup(id: $id) }`, {
      id: req.params.id,
    });
    res.json({ message: 'Group deleted' });
  });

  router.post('/groups/:id/leave', async (req, res) => {
    requireUser(req);
    await run(req, `mutation LeaveGroup($id: ID!) { leaveGroup(id: $id) }`, { id: req.params.id });
    res.json({ message: 'Left group' });
  });

  router.get('/groups/:id/members', async (req, res) => {
    requireUser(req);
    const data = await run<{ group: { members: unknown[] } | null }>(
      req,
      `query GroupMembers($id: ID!) { group(id: $id) { members { ${MEMBER_FIELDS} } } }`,
      { id: req.params.id },
    );
    res.json(data.group?.members ?? []);
  });

  router.delete('/groups/:groupId/members/:userId', async (req, res) => {
    requireUser(req);
    await run(
      req,
      `mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
        removeGroupMember(groupId: $groupId, userId: $userId)
      }`,
      { groupId: req.params.groupId, userId: req.params.userId },
    );
    res.json({ message: 'Member removed' });
  });

  router.post('/groups/:id/regenerate-invite', async (req, res) => {
    requireUser(req);
    const data = await run<{ regenerateInvite: InviteResult }>(
      req,
      `mutation RegenerateInvite($groupId: ID!) { regenerateInvite(groupId: $groupId) { inviteLink expiresAt } }`,
      { groupId: req.params.id },
    );
    res.json(data.regenerateInvite);
  });

  router.post('/groups/:id/invite', async (req, res) => {
    requireUser(req);
    const { emails } = parseBody(inviteBody, req.body);
    const data = await run<{ inviteToGroup: InviteResult }>(
      req,
      `mutation InviteToGroup($groupId: ID!, $emails: [String!]!) {
        inviteToGroup(groupId: $groupId, emails: $emails) { inviteLink expiresAt emails { to subject message } }
      }`,
      { groupId: req.params.id, emails },
    );
    res.json(data.inviteToGroup);
  });

  return router;
}
