import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, resetUnauthorizedState, toastStore } from '@worship/shell-contract';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@worship/shell-contract/testing';
import { renderWithShell, toastList } from '../test/render';
import CategoriesPage from './categories-page';
import { CategoriesDocument, type CategoryFields } from '../lib/categories.graphql';
import { CreateCategoryDocument, UpdateCategoryDocument } from './category-changes.graphql';

type Mock = MockLink.MockedResponse;

function category(overrides: Partial<CategoryFields> & { id: string; name: string }) {
  return {
    __typename: 'Category' as const,
    color: '#3b82f6',
    createdAt: '2025-03-01T10:00:00.000Z',
    createdBy: 'user-1',
    canEdit: true,
    ...overrides,
  };
}

const worship = category({ id: 'cat-1', name: 'Worship', color: '#8b5cf6', canEdit: true });
const praise = category({
  id: 'cat-2',
  name: 'Praise',
  color: '#10b981',
  createdBy: 'someone-else',
  createdAt: '2024-12-24T10:00:00.000Z',
  canEdit: false,
});

const listMock = (categories: ReturnType<typeof category>[], delay?: number): Mock => ({
  request: { query: CategoriesDocument },
  result: { data: { categories } },
  delay,
});

const PRESETS = [
  'Blue #3b82f6',
  'Red #ef4444',
  'Emerald #10b981',
  'Amber #f59e0b',
  'Violet #8b5cf6',
  'Pink #ec4899',
  'Cyan #06b6d4',
  'Lime #84cc16',
  'Orange #f97316',
  'Indigo #6366f1',
  'Teal #14b8a6',
  'Yellow #eab308',
];

function setup(mocks: Mock[]) {
  const user = userEvent.setup({ delay: null });
  const result = renderWithShell(<CategoriesPage />, {
    mocks,
    route: '/categories',
    path: '/categories',
  });
  return { user, ...result };
}

const categoryList = () => screen.findByRole('list', { name: 'Categories' });

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await categoryList();
  await user.click(screen.getByRole('button', { name: 'Create Category' }));
  return screen.getByRole('dialog', { name: 'Create Category' });
}

const unauthenticated = () =>
  new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } });

afterEach(() => {
  toastStore.dismiss();
  resetUnauthorizedState();
  vi.restoreAllMocks();
});

describe('CategoriesPage', () => {
  it('shows each category with its colour swatch, hex value and created date', async () => {
    setup([listMock([praise, worship])]);
    const list = await categoryList();
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Praise' })).toBeInTheDocument();
    expect(within(first).getByText('#10b981')).toBeInTheDocument();
    expect(within(first).getByText('Created Dec 24, 2024')).toBeInTheDocument();
    expect(within(first).getByTestId('category-swatch')).toHaveStyle({
      backgroundColor: '#10b981',
    });
    expect(within(second).getByText('#8b5cf6')).toBeInTheDocument();
    expect(within(second).getByText('Created Mar 1, 2025')).toBeInTheDocument();
  });

  it('offers Edit only on categories the viewer may edit', async () => {
    setup([listMock([praise, worship])]);
    await categoryList();
    expect(screen.getByRole('button', { name: 'Edit Worship' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Praise' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no categories', async () => {
    setup([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
  });

  it('treats a logged-out error while loading as the Unauthorized flow', async () => {
    const navigate = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    setup([{ request: { query: CategoriesDocument }, result: { errors: [unauthenticated()] } }]);
    const toasts = toastList();
    expect(await within(toasts).findByText('Unauthorized')).toBeInTheDocument();
    expect(within(toasts).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login'), {
      timeout: 10_000, // the 1 s notice first, on a machine that may be busy
    });
  });

  it('has no axe violations', async () => {
    setup([listMock([praise, worship])]);
    await categoryList();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Create Category dialog', () => {
  it('offers the 12 presets as named buttons, with #3b82f6 chosen by default', async () => {
    const { user } = setup([listMock([worship])]);
    const dialog = await openCreate(user);
    const presets = within(
      within(dialog).getByRole('group', { name: 'Preset colors' }),
    ).getAllByRole('button');
    expect(presets.map((b) => b.getAttribute('aria-label'))).toEqual(PRESETS);
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#3b82f6');
    expect(within(dialog).getByRole('button', { name: 'Blue #3b82f6' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Teal #14b8a6' }));
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#14b8a6');
    expect(within(dialog).getByRole('button', { name: 'Teal #14b8a6' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Blue #3b82f6' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('starts empty again after being cancelled', async () => {
    const { user } = setup([listMock([worship])]);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Red #ef4444' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const again = await openCreate(user);
    expect(within(again).getByLabelText(/Name/)).toHaveValue('');
    expect(within(again).getByLabelText('Color')).toHaveValue('#3b82f6');
  });

  it('requires a name', async () => {
    const { user } = setup([listMock([worship])]);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveAccessibleDescription('Category name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses names over 50 characters and colours that are not 6-digit hex', async () => {
    const { user } = setup([listMock([worship])]);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByLabelText(/Name/));
    await user.paste('x'.repeat(51));
    const color = within(dialog).getByLabelText('Color');
    await user.clear(color);
    await user.type(color, '#3b82f');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(within(dialog).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Name must be 50 characters or less',
    );
    expect(color).toHaveAccessibleDescription(expect.stringContaining('Must be a valid hex color'));
    // Nothing was sent: a mutation without a mock would fail and raise the failure toast.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(toastList()).queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Create Category' })).toBeInTheDocument();
  });

  it('creates the category with the chosen colour and shows it in the list', async () => {
    const youth = category({ id: 'cat-3', name: 'Youth', color: '#ef4444' });
    const { user } = setup([
      listMock([worship]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'Youth', color: '#ef4444' } },
        },
        result: { data: { createCategory: youth } },
      },
      listMock([worship, youth]),
    ]);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), '  Youth ');
    await user.click(within(dialog).getByRole('button', { name: 'Red #ef4444' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const list = await categoryList();
    expect(await within(list).findByRole('heading', { name: 'Youth' })).toBeInTheDocument();
    expect(within(list).getByText('#ef4444')).toBeInTheDocument();
    expect(within(toastList()).getByText('Category created')).toBeInTheDocument();
  });

  it('shows a duplicate name (409) under the name field', async () => {
    const { user } = setup([
      listMock([worship]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'worship', color: '#3b82f6' } },
        },
        result: {
          errors: [
            new GraphQLError('A category with this name already exists', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'worship');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Name/)).toHaveAccessibleDescription(
        'A category with this name already exists',
      ),
    );
    expect(
      within(toastList()).queryByText('Failed to create category. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it('shows server field errors under the fields', async () => {
    const { user } = setup([
      listMock([worship]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'Youth', color: '#3b82f6' } },
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { color: 'Must be a valid hex color' },
              },
            }),
          ],
        },
      },
    ]);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Youth');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Must be a valid hex color')).toBeInTheDocument();
  });

  it("shows 'Failed to create category. Please try again.' when creating fails", async () => {
    const { user } = setup([
      listMock([worship]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'Youth', color: '#3b82f6' } },
        },
        error: new Error('Network down'),
      },
    ]);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Youth');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    const toasts = toastList();
    expect(
      await within(toasts).findByText('Failed to create category. Please try again.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Category' })).toBeInTheDocument();
  });

  it('sends a logged-out viewer to sign in (401)', async () => {
    const navigate = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = setup([
      listMock([worship]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'Youth', color: '#3b82f6' } },
        },
        result: { errors: [unauthenticated()] },
      },
    ]);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Youth');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    const toasts = toastList();
    expect(await within(toasts).findByText('Unauthorized')).toBeInTheDocument();
    expect(within(toasts).queryByText(/Failed to create category/)).not.toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login'), {
      timeout: 10_000, // the 1 s notice first, on a machine that may be busy
    });
  });
});

describe('Edit Category dialog', () => {
  async function openEdit(mocks: Mock[]) {
    const context = setup([listMock([praise, worship]), ...mocks]);
    await categoryList();
    await context.user.click(screen.getByRole('button', { name: 'Edit Worship' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    return { ...context, dialog };
  }

  it("starts from the category's name and colour", async () => {
    const { dialog } = await openEdit([]);
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Worship');
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#8b5cf6');
    expect(within(dialog).getByRole('button', { name: 'Violet #8b5cf6' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the new name and colour', async () => {
    const renamed = { ...worship, name: 'Adoration', color: '#f59e0b' };
    const { user, dialog } = await openEdit([
      {
        request: {
          query: UpdateCategoryDocument,
          variables: { id: 'cat-1', input: { name: 'Adoration', color: '#f59e0b' } },
        },
        result: { data: { updateCategory: renamed } },
      },
      listMock([renamed, praise]),
    ]);
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Adoration');
    await user.click(within(dialog).getByRole('button', { name: 'Amber #f59e0b' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const list = await categoryList();
    expect(await within(list).findByRole('heading', { name: 'Adoration' })).toBeInTheDocument();
    expect(within(list).getByText('#f59e0b')).toBeInTheDocument();

    // Opening it again starts from the saved values.
    await user.click(screen.getByRole('button', { name: 'Edit Adoration' }));
    const reopened = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(within(reopened).getByLabelText(/Name/)).toHaveValue('Adoration');
    expect(within(reopened).getByLabelText('Color')).toHaveValue('#f59e0b');
  });

  it("shows 'Failed to update category. Please try again.' when saving fails", async () => {
    const { user, dialog } = await openEdit([
      {
        request: {
          query: UpdateCategoryDocument,
          variables: { id: 'cat-1', input: { name: 'Worship', color: '#8b5cf6' } },
        },
        result: {
          errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })],
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(toastList()).findByText('Failed to update category. Please try again.'),
    ).toBeInTheDocument();
  });

  it('closes with Cancel, gives focus back to the Edit button and forgets unsaved changes', async () => {
    const { user, dialog } = await openEdit([]);
    await user.type(within(dialog).getByLabelText(/Name/), ' draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const edit = screen.getByRole('button', { name: 'Edit Worship' });
    expect(edit).toHaveFocus();
    await user.click(edit);
    const reopened = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(within(reopened).getByLabelText(/Name/)).toHaveValue('Worship');
  });

  it('validates like the create dialog', async () => {
    const { user, dialog } = await openEdit([]);
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Category name is required',
    );
  });
});
