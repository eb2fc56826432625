import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer';

describe('Drawer', () => {
  it('is a dialog named by its title, closed by its × button', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    render(
      <Drawer open onOpenChange={onOpenChange} title="Navigation">
        <a href="/songs">Songs</a>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
