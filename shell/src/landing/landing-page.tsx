import {
  Button,
  colors,
  fontSizes,
  GlobeIcon,
  media,
  MusicIcon,
  ShareIcon,
  UsersIcon,
  shadows,
} from '@worship/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../app/product';
import { SkipLink } from '../layout/skip-link';
import { usePageTitle } from '../app/use-page-title';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 1.5rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  font-weight: 700;
  color: ${colors.primary};
`;

const Hero = styled.section`
  padding: 4rem 1.5rem;
  text-align: center;
  background: linear-gradient(135deg, #1e3a8a, #1d4ed8);
  color: #ffffff;
  h1 {
    font-size: ${fontSizes['3xl']};
    font-weight: 800;
  }
  p {
    max-width: 40rem;
    margin: 1rem auto 2rem;
    font-size: ${fontSizes.lg};
    color: #e0e7ff;
  }
  ${media.md} {
    padding: 6rem 2rem;
    h1 {
      font-size: ${fontSizes['4xl']};
    }
  }
`;

// A submit button of a GET form, not a click handler: the prerendered page works before (and
// without) any JavaScript, which the landing page never needs for a signed-out visitor
// (src/index.ts), and it stays the button the spec names.
const HeroButton = styled(Button)`
  background: #ffffff;
  color: ${colors.onPrimarySoft};
  &:hover:not(:disabled) {
    background: #e0e7ff;
  }
`;

const Section = styled.section`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 3rem 1.5rem;
  h2 {
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
    text-align: center;
    margin-bottom: 2rem;
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Feature = styled.li`
  padding: 1.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  box-shadow: ${shadows.sm};
  display: grid;
  align-content: start;
  gap: 0.5rem;
  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 600;
  }
  p {
    color: ${colors.textMuted};
  }
`;

const FeatureIcon = styled.span`
  display: inline-flex;
  width: 2.75rem;
  height: 2.75rem;
  align-items: center;
  justify-content: center;
  border-radius: 0.75rem;
  background: ${colors.primarySoft};
  color: ${colors.primary};
`;

const Figures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    justify-items: center;
    padding: 1.5rem 1rem;
    border-radius: 0.75rem;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  strong {
    font-size: ${fontSizes['3xl']};
    font-weight: 800;
    color: ${colors.primary};
  }
  span {
    color: ${colors.textMuted};
    font-weight: 500;
  }
`;

const Footer = styled.footer`
  margin-top: auto;
  padding: 1.5rem;
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  border-top: 1px solid ${colors.border};
`;

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Group Collaboration',
    text: 'Create worship groups, invite your team and plan every service together.',
    icon: <UsersIcon size={22} />,
  },
  {
    title: 'Multi-Language Support',
    text: 'Keep lyrics in English, Malayalam, Tamil and Hindi, with transliterations in your preferred order.',
    icon: <GlobeIcon size={22} />,
  },
  {
    title: 'Real-time Sharing',
    text: 'Share schedules and songs by link so everyone sings from the same page.',
    icon: <ShareIcon size={22} />,
  },
];

const FIGURES = [
  { value: '500+', label: 'Songs Library' },
  { value: '4', label: 'Languages' },
  { value: 'Unlimited', label: 'Groups' },
  { value: '24/7', label: 'Access' },
];

/** The signed-out home page (spec §2 "Landing page"). */
export function LandingPage() {
  usePageTitle();
  return (
    <Page>
      <SkipLink />
      <TopBar>
        <MusicIcon size={22} />
        <span>{PRODUCT_NAME}</span>
      </TopBar>
      <main id="main" tabIndex={-1}>
        <Hero aria-labelledby="landing-title">
          <h1 id="landing-title">{PRODUCT_NAME}</h1>
          <p>{PRODUCT_DESCRIPTION}</p>
          <form action="/api/login" method="get">
            <HeroButton type="submit" size="lg">
              Sign In to Get Started
            </HeroButton>
          </form>
        </Hero>
        <Section aria-labelledby="features-title">
          <h2 id="features-title">Everything your worship team needs</h2>
          <Features>
            {FEATURES.map((feature) => (
              <Feature key={feature.title}>
                <FeatureIcon aria-hidden="true">{feature.icon}</FeatureIcon>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Feature>
            ))}
          </Features>
        </Section>
        <Section aria-labelledby="figures-title">
          <h2 id="figures-title">Built for worship teams</h2>
          <Figures>
            {FIGURES.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong> <span>{figure.label}</span>
              </li>
            ))}
          </Figures>
        </Section>
      </main>
      <Footer>{PRODUCT_NAME} · Plan worship together</Footer>
    </Page>
  );
}
