import { Badge, Button, Card, Heading, HStack, RouterLink, Stack, Text } from '@platform/shared';
import { Sparkles } from 'lucide-react';
import { domainMessages } from '../messages';

const copy = domainMessages.upgrade;

/** What a store whose plan is not Pro sees instead of the custom domain form (spec 3 §2, §6). */
export function UpgradePrompt({ planName }: { planName: string | null }) {
  return (
    <Card.Root as="section" aria-labelledby="custom-domain-title" variant="subtle">
      <Card.Body>
        <Stack gap={3} align="flex-start">
          <HStack gap={3} flexWrap="wrap">
            <Heading as="h2" size="md" id="custom-domain-title">
              {domainMessages.customDomain.title}
            </Heading>
            <Badge colorPalette="purple" variant="solid">
              {copy.badge}
            </Badge>
          </HStack>
          <Text>{copy.text}</Text>
          {planName && (
            <Text fontSize="sm" color="fg.muted">
              {copy.currentPlan(planName)}
            </Text>
          )}
          <Button asChild colorPalette="brand">
            <RouterLink to="/profile/account">
              <Sparkles aria-hidden /> {copy.link}
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
