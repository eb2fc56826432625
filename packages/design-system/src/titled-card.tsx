import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface TitledCardProps {
  /** The card's heading (an h2). */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** A card headed by a title and an optional description, then its content (e.g. the profile page's cards). */
export function TitledCard({ title, description, children }: TitledCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
