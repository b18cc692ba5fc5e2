import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Button, Card, Heading, Skeleton, Stack, Text } from '@platform/shared/core';
import { CircleCheck } from 'lucide-react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { landingMessages } from '../messages';
import { LandingSection } from './LandingSection';

const copy = landingMessages.demo;

// react-hook-form, yup and the lead schema are a quarter of the landing page's script: they load
// when the form is about to be seen, not with the first paint (issue 2's first-page budget). So
// does the send, which takes the query library from `@platform/shared`.
const loadDemoRequestForm = () => import('./DemoRequestForm');
const DemoRequestForm = lazy(loadDemoRequestForm);

function ThankYou({ onRestart }: { onRestart: () => void }) {
  return (
    <Stack gap={4} align="center" textAlign="center" py={6} role="status">
      <Box color="fg.success">
        <CircleCheck size={48} aria-hidden />
      </Box>
      <Heading as="h3" size="lg">
        {copy.thanksTitle}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {copy.thanksText}
      </Text>
      <Button variant="outline" onClick={onRestart}>
        {copy.another}
      </Button>
    </Stack>
  );
}

/** Stands in for the form while its code loads, with the form's height so nothing jumps. */
function FormPlaceholder() {
  return (
    <Stack gap={5} role="group" aria-label={copy.title} aria-busy="true">
      <Skeleton height={{ base: '22rem', md: '11rem' }} borderRadius="md" />
      <Skeleton height="12" width={{ base: 'full', md: '40' }} borderRadius="md" />
    </Stack>
  );
}

function LeadForm({ onSent }: { onSent: () => void }) {
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <DemoRequestForm onSent={onSent} />
    </Suspense>
  );
}

/**
 * The landing page's demo-request lead form (spec 1 §2.3, §4.5, §5.2): editing → submitting (in
 * the form) → thank-you; 'Enviar otra solicitud' starts again with an empty form.
 */
export function DemoRequestSection() {
  const [sent, setSent] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, { preload: loadDemoRequestForm, hash: '#demo' });
  return (
    <LandingSection
      id="demo"
      sectionRef={sectionRef}
      bg="bg.subtle"
      maxW="4xl"
      text={copy}
      headingGap={8}
    >
      <Card.Root>
        <Card.Body>
          {sent ? (
            <ThankYou onRestart={() => setSent(false)} />
          ) : near ? (
            <LeadForm onSent={() => setSent(true)} />
          ) : (
            <FormPlaceholder />
          )}
        </Card.Body>
      </Card.Root>
    </LandingSection>
  );
}
