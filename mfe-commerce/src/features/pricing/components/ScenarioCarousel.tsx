import { useId, useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import {
  Badge,
  Box,
  chakra,
  formatCLP,
  formatNumber,
  Heading,
  HStack,
  IconButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import type { PricingPlan } from '../api/list-pricing-plans';
import { pricingMessages } from '../messages';
import { buildScenarios, type Scenario } from '../scenarios';

const copy = pricingMessages.scenarios;

/**
 * The four example scenarios (spec 2 §2, §9) as a carousel that follows the WAI-ARIA pattern: a
 * region named as such, one slide shown at a time as a group "N de 4", previous and next buttons,
 * one button per slide, and the position announced when it changes. No automatic rotation.
 */
export function ScenarioCarousel({ plans }: { plans: PricingPlan[] }) {
  const scenarios = useMemo(() => buildScenarios(plans), [plans]);
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const total = scenarios.length;
  const scenario = scenarios[Math.min(index, total - 1)];
  if (!scenario) return null;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <Stack as="section" aria-roledescription={copy.carousel} aria-label={copy.region} gap={6}>
      <Box
        id={slideId}
        role="group"
        aria-roledescription={copy.slide}
        aria-label={copy.position(index + 1, total)}
      >
        <ScenarioSlide scenario={scenario} />
      </Box>

      <HStack justify="center" gap={4}>
        <IconButton
          aria-label={copy.previous}
          aria-controls={slideId}
          variant="outline"
          borderRadius="full"
          onClick={() => go(index - 1)}
        >
          <ChevronLeft />
        </IconButton>
        <HStack gap={1}>
          {scenarios.map((item, position) => (
            <chakra.button
              type="button"
              key={item.id}
              aria-label={copy.goTo(position + 1)}
              aria-current={position === index ? 'true' : undefined}
              aria-controls={slideId}
              onClick={() => setIndex(position)}
              p={2}
              cursor="pointer"
              borderRadius="full"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              <Box
                w={position === index ? 6 : 2.5}
                h={2.5}
                borderRadius="full"
                bg={position === index ? 'colorPalette.solid' : 'border.emphasized'}
                transition="width 0.2s"
              />
            </chakra.button>
          ))}
        </HStack>
        <IconButton
          aria-label={copy.next}
          aria-controls={slideId}
          variant="outline"
          borderRadius="full"
          onClick={() => go(index + 1)}
        >
          <ChevronRight />
        </IconButton>
      </HStack>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {`${copy.position(index + 1, total)}: ${scenario.title}`}
      </VisuallyHidden>
    </Stack>
  );
}

function ScenarioSlide({ scenario }: { scenario: Scenario }) {
  const highest = Math.max(1, ...scenario.quotes.map((quote) => quote.cost));
  return (
    <Stack
      gap={6}
      p={{ base: 5, md: 8 }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      bg="bg"
      boxShadow="sm"
      minH={{ md: '72' }}
    >
      <Stack gap={3}>
        <Badge alignSelf="flex-start" variant="subtle" colorPalette="brand" size="lg" gap={2}>
          <Users size={14} aria-hidden />
          {copy.subscribers(formatNumber(scenario.subscribers))}
        </Badge>
        <Heading as="h3" size="xl">
          {scenario.title}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {scenario.summary}
        </Text>
      </Stack>
      <Stack as="ul" gap={4} listStyleType="none">
        {scenario.quotes.map((quote) => {
          const best = quote === scenario.cheapest;
          return (
            <Stack as="li" key={quote.plan.uuid} gap={2}>
              <HStack justify="space-between" gap={3} wrap="wrap">
                <HStack gap={2}>
                  <Text fontWeight="semibold">{quote.plan.name}</Text>
                  {best && (
                    <Badge variant="solid" colorPalette="brand">
                      {copy.best}
                    </Badge>
                  )}
                </HStack>
                <Text fontWeight="semibold">
                  {formatCLP(quote.cost)}{' '}
                  <Box as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                    {copy.perMonth}
                  </Box>
                </Text>
              </HStack>
              {/* A bar as long as the cost, so the gap between plans reads at a glance. */}
              <Box h="2.5" borderRadius="full" bg="bg.muted" aria-hidden>
                <Box
                  h="full"
                  borderRadius="full"
                  bg={best ? 'colorPalette.solid' : 'border.emphasized'}
                  style={{ width: `${Math.max(4, (quote.cost / highest) * 100)}%` }}
                />
              </Box>
              {quote.minimumApplies && (
                <Text fontSize="xs" color="fg.muted">
                  {pricingMessages.calculator.minimumNote}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
