import * as Menu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';
import { colors, fontSizes, radii, shadows, zIndices } from './tokens';

/** Radix DropdownMenu: keyboard navigation, typeahead and focus return come from Radix. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

const StyledContent = styled(Menu.Content)`
  min-width: 11rem;
  padding: 0.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  box-shadow: ${shadows.md};
  z-index: ${zIndices.menu};
`;

export function DropdownMenuContent({
  sideOffset = 4,
  align = 'end',
  ...props
}: Menu.DropdownMenuContentProps) {
  return (
    <Menu.Portal>
      <StyledContent sideOffset={sideOffset} align={align} {...props} />
    </Menu.Portal>
  );
}

const itemStyles = css<{ $destructive?: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.625rem;
  border-radius: ${radii.sm};
  font-size: ${fontSizes.sm};
  color: ${(p) => (p.$destructive ? colors.destructive : colors.text)};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${(p) => (p.$destructive ? colors.destructiveSoft : colors.surfaceMuted)};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledItem = styled(Menu.Item)<{ $destructive?: boolean }>`
  ${itemStyles}
`;

export interface DropdownMenuItemProps extends Menu.DropdownMenuItemProps {
  destructive?: boolean;
}

export function DropdownMenuItem({ destructive, ...props }: DropdownMenuItemProps) {
  return <StyledItem $destructive={destructive} {...props} />;
}

export const DropdownMenuLabel = styled(Menu.Label)`
  padding: 0.375rem 0.625rem;
  font-size: ${fontSizes.xs};
  font-weight: 600;
  color: ${colors.textMuted};
`;

export const DropdownMenuSeparator = styled(Menu.Separator)`
  height: 1px;
  margin: 0.25rem 0;
  background: ${colors.border};
`;
