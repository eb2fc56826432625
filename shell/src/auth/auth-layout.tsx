import { Card, colors, fontSizes, MusicIcon } from '@worship/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
`;

const Panel = styled(Card)`
  width: min(26rem, 100%);
  padding: 2rem 1.5rem;
  display: grid;
  gap: 1.25rem;
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.primary};
  font-weight: 700;
  text-decoration: none;
`;

const Title = styled.h1`
  font-size: ${fontSizes['2xl']};
  font-weight: 700;
`;

const Subtitle = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  margin-top: 0.25rem;
`;

export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;

export const FormError = styled.p`
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: ${colors.destructiveSoft};
  color: ${colors.onDestructiveSoft};
  font-size: ${fontSizes.sm};
  font-weight: 500;
`;

export const SwitchLine = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  text-align: center;
  a {
    font-weight: 600;
  }
`;

/** Centered card used by the sign-in and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Main id="main">
      <Panel>
        <Brand href="/">
          <MusicIcon size={22} />
          {PRODUCT_NAME}
        </Brand>
        <div>
          <Title>{title}</Title>
          <Subtitle>{subtitle}</Subtitle>
        </div>
        {children}
      </Panel>
    </Main>
  );
}
