import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { DialogFooter, DialogPanel } from './dialog';
import { useDialogOpenState } from './escape-passthrough';
import { colors, fontSizes, zIndices } from './tokens';

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${colors.overlay};
  z-index: ${zIndices.overlay};
`;

const Title = styled(AlertDialog.Title)`
  font-size: ${fontSizes.lg};
  font-weight: 600;
`;

const Description = styled(AlertDialog.Description)`
  margin-top: 0.5rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called when the user confirms. The dialog stays open while a returned promise is pending and closes when it resolves. */
  onConfirm: () => void | Promise<unknown>;
  /** Red confirm button for destructive actions (delete, leave, remove). */
  destructive?: boolean;
  /** Shows the confirm button busy (e.g. while a mutation runs). */
  loading?: boolean;
  trigger?: ReactElement;
}

/** A confirmation on Radix AlertDialog: focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  loading = false,
  trigger,
}: ConfirmDialogProps) {
  const state = useDialogOpenState(open, onOpenChange);
  return (
    <AlertDialog.Root open={state.open} onOpenChange={state.setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        <AlertDialog.Content asChild onKeyDown={state.onKeyDown}>
          <DialogPanel $size="sm">
            <Title>{title}</Title>
            <Description>{description}</Description>
            <DialogFooter>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={loading}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button
                variant={destructive ? 'destructive' : 'primary'}
                loading={loading}
                onClick={async () => {
                  // Not an AlertDialog.Action: that would close before an async action finished.
                  const result = onConfirm();
                  if (result instanceof Promise) {
                    try {
                      await result;
                    } catch {
                      return; // the caller reports the error (toast); keep the dialog open
                    }
                  }
                  state.setOpen(false);
                }}
              >
                {confirmLabel}
              </Button>
            </DialogFooter>
          </DialogPanel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
