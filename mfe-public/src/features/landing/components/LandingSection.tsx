import type { ReactNode, Ref } from 'react';
import { Box, Container, Heading, Stack, Text } from '@platform/shared/core';

interface LandingSectionProps {
  /** The anchor the navigation and links scroll to ('#demo'). */
  id?: string;
  /** The section's element, for the sections that load their content near the screen. */
  sectionRef?: Ref<HTMLElement>;
  /** A tinted background ('bg.subtle') that sets the section apart from its neighbours. */
  bg?: string;
  /** The content's width: '6xl' unless the content is a narrow form. */
  maxW?: '4xl' | '6xl';
  /** The section's h2 and the line under it. */
  text: { title: string; subtitle: string };
  /** The space between the heading and the content. */
  headingGap?: 8 | 10;
  children: ReactNode;
}

/** A section of the landing page: its centred h2 and subtitle, then its content. */
export function LandingSection({
  id,
  sectionRef,
  bg,
  maxW = '6xl',
  text,
  headingGap = 10,
  children,
}: LandingSectionProps) {
  return (
    <Box
      as="section"
      ref={sectionRef}
      id={id}
      bg={bg}
      py={{ base: 14, md: 20 }}
      scrollMarginTop={id ? '20' : undefined}
    >
      <Container maxW={maxW}>
        <Stack gap={3} mb={headingGap} textAlign="center">
          <Heading as="h2" size="2xl">
            {text.title}
          </Heading>
          <Text color="fg.muted">{text.subtitle}</Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
