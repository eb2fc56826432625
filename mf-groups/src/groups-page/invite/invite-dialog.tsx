import { Button, Dialog, DialogClose } from '@worship/design-system';
import { InviteEmailSection } from './invite-email-section';
import { InviteLinkSection } from './invite-link-section';
import { useInviteLink } from './use-invite-link';
import { useSendInvitations } from './use-send-invitations';

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: { id: string; name: string };
}

/** The dialog's content: mounted only while open, so the e-mail list starts empty each time. */
function InviteDialogContent({
  group,
  invite,
}: {
  group: InviteDialogProps['group'];
  invite: ReturnType<typeof useInviteLink>;
}) {
  const invitations = useSendInvitations(group.id, invite.setLink);
  return (
    <>
      <InviteLinkSection groupName={group.name} invite={invite} />
      <InviteEmailSection invitations={invitations} />
    </>
  );
}

/** Spec §2 Invite dialog: the quick invite link, and invitations prepared per e-mail address. */
export function InviteDialog({ open, onOpenChange, group }: InviteDialogProps) {
  const invite = useInviteLink(group.id, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Invite Members to ${group.name}`}
      description="Share a secure invite link, or prepare invitations for specific people."
      footer={
        <DialogClose asChild>
          <Button variant="outline">Done</Button>
        </DialogClose>
      }
    >
      <InviteDialogContent group={group} invite={invite} />
    </Dialog>
  );
}
