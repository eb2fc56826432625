import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

export interface DialogFormActionsProps {
  /** The submit button's text (it may change while `loading`). */
  submitLabel: ReactNode;
  /** The id of the form to submit when the buttons sit outside it (a Dialog `footer`). */
  form?: string;
  /** For a dialog without a form: the button runs this instead of submitting. */
  onAction?: () => void;
  loading?: boolean;
  disabled?: boolean;
  destructive?: boolean;
  /** Also disables Cancel while `loading` (when leaving half way would lose the outcome). */
  lockWhileLoading?: boolean;
}

/**
 * The two buttons that end a form in a Dialog: Cancel (closes it) and the submit (or action)
 * button. Put them in the Dialog's `footer`, or inside the form in a DialogFooter.
 */
export function DialogFormActions({
  submitLabel,
  form,
  onAction,
  loading = false,
  disabled,
  destructive = false,
  lockWhileLoading = false,
}: DialogFormActionsProps) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline" disabled={lockWhileLoading && loading}>
          Cancel
        </Button>
      </DialogClose>
      <Button
        type={onAction ? 'button' : 'submit'}
        form={form}
        onClick={onAction}
        variant={destructive ? 'destructive' : 'primary'}
        loading={loading}
        disabled={disabled}
      >
        {submitLabel}
      </Button>
    </>
  );
}
