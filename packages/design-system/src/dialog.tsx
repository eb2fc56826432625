import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './button';
import { useDialogOpenState } from './escape-passthrough';
import { CloseIcon } from './icons';
import { colors, fontSizes, radii, shadows, zIndices } from './tokens';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${colors.overlay};
  z-index: ${zIndices.overlay};
  animation: ${fadeIn} 0.15s ease-out;
`;

const widths = { sm: '26rem', md: '32rem', lg: '42rem', xl: '56rem', full: '96vw' } as const;
export type DialogSize = keyof typeof widths;

export const DialogPanel = styled.div<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${zIndices.dialog};
  width: min(${(p) => widths[p.$size]}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.lg};
  animation: ${popIn} 0.15s ease-out;
  &:focus {
    outline: none;
  }
`;

export const DialogTitle = styled(RadixDialog.Title)`
  font-size: ${fontSizes.lg};
  font-weight: 600;
  padding-right: 2.5rem;
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin-top: 0.25rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const DialogBody = styled.div`
  margin-top: 1.25rem;
  display: grid;
  gap: 1rem;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.5rem;
`;

const CloseSlot = styled.div`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
`;

/** The × in the top right corner of a dialog or drawer panel (a Radix Dialog's Close). */
export function PanelCloseButton({ label }: { label: string }) {
  return (
    <CloseSlot>
      <RadixDialog.Close asChild>
        <IconButton aria-label={label} size="sm">
          <CloseIcon />
        </IconButton>
      </RadixDialog.Close>
    </CloseSlot>
  );
}

/**
 * Radix returns focus only to its own Trigger. For dialogs opened from elsewhere (menus, list
 * rows, a header button) this remembers what had focus when the dialog opened and goes back to it.
 */
export function useReturnFocus(enabled = true) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (enabled && returnTo.current?.isConnected) {
        event.preventDefault();
        returnTo.current.focus();
      }
    },
  };
}

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** Read as the dialog's description (aria-describedby). */
  description?: ReactNode;
  /** Optional element that opens the dialog (gets focus back on close). */
  trigger?: ReactElement;
  size?: DialogSize;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the × button; default 'Close'. */
  closeLabel?: string;
}

/**
 * Modal dialog on Radix: title and description are wired, focus is trapped, Escape closes,
 * and focus returns to the element that had it when the dialog opened (also without a trigger).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  size = 'md',
  footer,
  children,
  closeLabel = 'Close',
}: DialogProps) {
  const returnFocus = useReturnFocus(!trigger);
  const state = useDialogOpenState(open, onOpenChange);
  return (
    <RadixDialog.Root open={state.open} onOpenChange={state.setOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <RadixDialog.Content
          asChild
          {...returnFocus}
          onKeyDown={state.onKeyDown}
          // Without a description, tell Radix there is none on purpose (no console warning).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPanel $size={size}>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
            {children !== undefined && <DialogBody>{children}</DialogBody>}
            {footer && <DialogFooter>{footer}</DialogFooter>}
            <PanelCloseButton label={closeLabel} />
          </DialogPanel>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding Dialog: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
