import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./remote-registry', () => ({ loadRemoteModule: vi.fn() }));

const { loadRemoteModule } = await import('./remote-registry');
const { RemoteSection } = await import('./remote-page');
const load = vi.mocked(loadRemoteModule);

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

afterEach(() => {
  load.mockReset();
  vi.restoreAllMocks();
});

describe('RemoteSection', () => {
  it('renders the remote component with its props', async () => {
    load.mockResolvedValue(Greeting);
    render(<RemoteSection remote="mf_x" expose="./greeting" props={{ name: 'Grace' }} />);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_x', './greeting', { retry: false });
  });

  it('contains a failed download, and Retry downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    render(<RemoteSection remote="mf_x" expose="./greeting" props={{ name: 'Ada' }} />);
    expect(
      await screen.findByRole('heading', { name: 'This section failed to load.' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_x', './greeting', { retry: true });
  });

  it('contains a render failure with the fallback it is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue(() => {
      throw new Error('boom');
    });
    render(
      <RemoteSection
        remote="mf_x"
        expose="./broken"
        props={{}}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
