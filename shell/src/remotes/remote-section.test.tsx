import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_SECTIONS } from './route-table';

vi.mock('./remote-registry', () => ({ loadRemoteModule: vi.fn() }));

const { loadRemoteModule } = await import('./remote-registry');
const { RemoteSection } = await import('./remote-page');
const load = vi.mocked(loadRemoteModule);
// The shell mounts only modules of its route table; the download itself is a stand-in here.
const SECTION = REMOTE_SECTIONS.addToSchedule;

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
    render(<RemoteSection {...SECTION} props={{ name: 'Grace' }} />);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(SECTION.remote, SECTION.expose, { retry: false });
  });

  it('contains a failed download, and Retry downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    render(<RemoteSection {...SECTION} props={{ name: 'Ada' }} />);
    expect(
      await screen.findByRole('heading', { name: 'This section failed to load.' }),
    ).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(SECTION.remote, SECTION.expose, { retry: true });
  });

  it('contains a render failure with the fallback it is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue(() => {
      throw new Error('boom');
    });
    render(
      <RemoteSection
        {...SECTION}
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
