import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { colors, shadows, zIndices } from './tokens';
import { VisuallyHidden } from './visually-hidden';
import { Overlay, PanelCloseButton, useReturnFocus } from './dialog';
import { useDialogOpenState } from './escape-passthrough';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${zIndices.dialog};
  width: min(18rem, 85vw);
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${colors.surface};
  box-shadow: ${shadows.lg};
  animation: ${slideIn} 0.2s ease-out;
  &:focus {
    outline: none;
  }
`;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer (visually hidden). */
  title: string;
  children: ReactNode;
  closeLabel?: string;
}

/** A left side sheet on Radix Dialog (focus trap, Escape closes, focus returns to the opener). */
export function Drawer({
  open,
  onOpenChange,
  title,
  children,
  closeLabel = 'Close menu',
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  const state = useDialogOpenState(open, onOpenChange);
  return (
    <RadixDialog.Root open={state.open} onOpenChange={state.setOpen}>
      <RadixDialog.Portal>
        <Overlay />
        <RadixDialog.Content
          asChild
          aria-describedby={undefined}
          {...returnFocus}
          onKeyDown={state.onKeyDown}
        >
          <Panel>
            <RadixDialog.Title asChild>
              <VisuallyHidden>{title}</VisuallyHidden>
            </RadixDialog.Title>
            {children}
            <PanelCloseButton label={closeLabel} />
          </Panel>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
