import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { DialogFormActions } from './dialog-form-actions';

describe('DialogFormActions', () => {
  it('submits the named form and closes the dialog on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Create New Group"
        footer={<DialogFormActions form="group-form" submitLabel="Create Group" />}
      >
        <form id="group-form" onSubmit={(event) => onSubmit(event.nativeEvent)} />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('locks Cancel while loading only when asked to', () => {
    render(
      <Dialog open title="Delete your account?">
        <DialogFormActions submitLabel="Delete My Account" destructive loading lockWhileLoading />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('leaves Cancel usable while loading by default', () => {
    render(
      <Dialog open title="Create New Schedule">
        <DialogFormActions submitLabel="Create Schedule" loading disabled />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('runs its action, without a form, when given one', async () => {
    const user = userEvent.setup({ delay: null });
    const onAction = vi.fn();
    render(
      <Dialog open title="Add Songs">
        <DialogFormActions submitLabel="Add 2 Songs" onAction={onAction} />
      </Dialog>,
    );
    const button = screen.getByRole('button', { name: 'Add 2 Songs' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
