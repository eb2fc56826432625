import { useQuery } from '@apollo/client/react';
import {
  Button,
  CardGrid,
  EmptyState,
  IconButton,
  LoadingCardGrid,
  PageHeader,
  PageStack,
  PlusIcon,
  Skeleton,
  TagIcon,
  colors,
  fontSizes,
  radii,
  shadows,
} from '@worship/design-system';
import { formatDate, handleUnauthorized, useToast } from '@worship/shell-contract';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { categoryColor } from '../lib/category-color';
import { CategoriesDocument, type CategoryFields } from '../lib/categories.graphql';
import { CategoryDialog } from './category-dialog';

const Item = styled.article`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 1rem 1.25rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
`;

const SwatchBox = styled.span<{ $color: string }>`
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${radii.md};
  background: ${(p) => p.$color};
  box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.15);
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
  h2 {
    font-size: ${fontSizes.md};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  color: ${colors.destructive};
`;

const PencilIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);

/** Which dialog is open; an edited category is looked up by id so the form starts from fresh data. */
type DialogState = { open: boolean; editId: string | null };

/** /categories (signed in): the site-wide categories, create, and edit for their creator or an admin. */
export default function CategoriesPage() {
  const { data, loading, error, refetch } = useQuery(CategoriesDocument);
  const { toast } = useToast();
  const [dialog, setDialog] = useState<DialogState>({ open: false, editId: null });

  useEffect(() => {
    document.title = 'Categories - Worship Planner';
  }, []);

  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);

  const categories = data?.categories ?? [];
  const editing = dialog.editId
    ? (categories.find((category) => category.id === dialog.editId) ?? null)
    : null;

  function handleSaved(category: CategoryFields, created: boolean) {
    toast({
      title: created ? 'Category created' : 'Category updated',
      description: `"${category.name}" has been ${created ? 'created' : 'saved'}.`,
    });
  }

  return (
    <PageStack>
      <PageHeader
        title="Categories"
        description="Organize songs with coloured categories shared by everyone."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setDialog({ open: true, editId: null })}>
            Create Category
          </Button>
        }
      />

      {error && !data ? (
        <ErrorBox role="alert">
          <p>Could not load the categories.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})}>
            Retry
          </Button>
        </ErrorBox>
      ) : loading && !data ? (
        <LoadingCardGrid
          status="Loading categories..."
          placeholder={
            <Item data-testid="category-skeleton">
              <Skeleton $width="2.5rem" $height="2.5rem" />
              <Text>
                <Skeleton $width="60%" />
                <Skeleton $width="40%" $height="0.75rem" />
              </Text>
            </Item>
          }
        />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={<TagIcon size={32} />}
          headingAs="h2"
          title="No categories yet"
          description="Create a category to organize your songs."
          action={
            <Button icon={<PlusIcon />} onClick={() => setDialog({ open: true, editId: null })}>
              Create Category
            </Button>
          }
        />
      ) : (
        <CardGrid aria-label="Categories">
          {categories.map((category) => {
            const color = categoryColor(category.color);
            return (
              <li key={category.id}>
                <Item>
                  <SwatchBox $color={color} aria-hidden="true" data-testid="category-swatch" />
                  <Text>
                    <h2>{category.name}</h2>
                    <p>
                      <code>{color}</code>
                    </p>
                    <p>Created {formatDate(category.createdAt)}</p>
                  </Text>
                  {category.canEdit && (
                    <IconButton
                      aria-label={`Edit ${category.name}`}
                      variant="outline"
                      size="sm"
                      onClick={() => setDialog({ open: true, editId: category.id })}
                    >
                      <PencilIcon />
                    </IconButton>
                  )}
                </Item>
              </li>
            );
          })}
        </CardGrid>
      )}

      <CategoryDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        category={editing}
        onSaved={(category) => handleSaved(category, !editing)}
      />
    </PageStack>
  );
}
