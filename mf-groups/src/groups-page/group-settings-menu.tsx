import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  IconButton,
  LogOutIcon,
  SettingsIcon,
  TrashIcon,
} from '@worship/design-system';

export interface GroupSettingsMenuProps {
  groupName: string;
  isOwner: boolean;
  onDelete: () => void;
  onLeave: () => void;
}

/** The creator sees 'Delete Group'; other members see 'Leave Group' (spec §2, §6). */
export function GroupSettingsMenu({
  groupName,
  isOwner,
  onDelete,
  onLeave,
}: GroupSettingsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <IconButton aria-label={`Group settings for ${groupName}`} variant="outline">
          <SettingsIcon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {isOwner ? (
          <DropdownMenuItem destructive onSelect={onDelete}>
            <TrashIcon size={16} />
            Delete Group
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem destructive onSelect={onLeave}>
            <LogOutIcon size={16} />
            Leave Group
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
