import { useId, useState } from 'react';
import {
  Badge,
  Box,
  chakra,
  formatCLP,
  formatNumber,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@platform/shared';
import { PRICING_CALCULATOR } from '@platform/shared/constants';
import type { PricingPlan } from '../api/list-pricing-plans';
import { pricingMessages } from '../messages';
import { cheapestQuote, quotePlans, subscribersAt, type BillingPeriod } from '../pricing-math';

const copy = pricingMessages.calculator;
const { sliderMin, sliderMax, subscribersPerStep } = PRICING_CALCULATOR;
/** Where the slider starts: 100 subscribers, a store that is getting going. */
const INITIAL_SLIDER = 10;

/**
 * The cost calculator (spec 2 §9): a slider from 1 to 100 for 10 to 1,000 subscribers, each plan's
 * cost for the period (the greater of its minimum and its usage; 12 months when annual), the
 * minimum note, and the cheapest plan recommended. The slider is a native range input: keyboard,
 * touch and screen readers work without widget code, and its value is read as "N suscriptores".
 */
export function PricingCalculator({
  plans,
  period,
}: {
  plans: PricingPlan[];
  period: BillingPeriod;
}) {
  const sliderId = useId();
  const [sliderValue, setSliderValue] = useState(INITIAL_SLIDER);
  const subscribers = subscribersAt(sliderValue);
  const quotes = quotePlans(plans, subscribers, period);
  const cheapest = cheapestQuote(quotes);
  const suffix = copy.costSuffix[period];
  const subscribersText = copy.subscribers(formatNumber(subscribers));
  const filled = ((sliderValue - sliderMin) / (sliderMax - sliderMin)) * 100;

  return (
    <Stack
      gap={8}
      p={{ base: 5, md: 8 }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      bg="bg"
      boxShadow="sm"
    >
      <Stack gap={4}>
        <HStack justify="space-between" align="baseline" wrap="wrap" gap={2}>
          <chakra.label htmlFor={sliderId} fontWeight="semibold">
            {copy.sliderLabel}
          </chakra.label>
          <Text
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="colorPalette.fg"
            aria-hidden
          >
            {subscribersText}
          </Text>
        </HStack>
        <chakra.input
          id={sliderId}
          type="range"
          min={sliderMin}
          max={sliderMax}
          step={1}
          value={sliderValue}
          aria-valuetext={subscribersText}
          onChange={(event) => setSliderValue(Number(event.currentTarget.value))}
          appearance="none"
          w="full"
          h="6"
          my={1}
          bg="transparent"
          cursor="pointer"
          // The 24px-high input is the touch target; the 8px track is its background's middle strip.
          style={{
            backgroundImage: `linear-gradient(to right, var(--chakra-colors-color-palette-solid) ${filled}%, var(--chakra-colors-border-emphasized) ${filled}%)`,
            backgroundSize: '100% 8px',
            backgroundPosition: 'center',
            backgroundRepeat: 'no-repeat',
          }}
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '6px',
          }}
          css={{
            '&::-webkit-slider-thumb': {
              appearance: 'none',
              width: '6',
              height: '6',
              borderRadius: 'full',
              bg: 'colorPalette.solid',
              border: '3px solid',
              borderColor: 'bg',
              boxShadow: 'md',
            },
            '&::-moz-range-track': { bg: 'transparent' },
            '&::-moz-range-thumb': {
              width: '5',
              height: '5',
              borderRadius: 'full',
              bg: 'colorPalette.solid',
              border: '3px solid',
              borderColor: 'bg',
              boxShadow: 'md',
            },
          }}
        />
        <HStack justify="space-between" color="fg.muted" fontSize="sm" aria-hidden>
          <Text>{formatNumber(sliderMin * subscribersPerStep)}</Text>
          <Text>{formatNumber(sliderMax * subscribersPerStep)}</Text>
        </HStack>
      </Stack>

      <Stack gap={4}>
        <Heading as="h3" size="sm" color="fg.muted" fontWeight="medium">
          {copy.resultsLabel}
        </Heading>
        <SimpleGrid
          as="ul"
          columns={{ base: 1, sm: Math.min(Math.max(plans.length, 1), 3) }}
          gap={4}
          listStyleType="none"
        >
          {quotes.map((quote) => {
            const recommended = quote === cheapest;
            return (
              <Stack
                as="li"
                key={quote.plan.uuid}
                gap={2}
                p={5}
                borderRadius="xl"
                borderWidth={recommended ? '2px' : '1px'}
                borderColor={recommended ? 'colorPalette.solid' : 'border'}
                bg={recommended ? 'colorPalette.subtle/40' : 'bg'}
              >
                <HStack justify="space-between" gap={2}>
                  <Text fontWeight="semibold">{quote.plan.name}</Text>
                  {recommended && (
                    <Badge variant="solid" colorPalette="brand">
                      {copy.recommended}
                    </Badge>
                  )}
                </HStack>
                <Text>
                  <Box as="span" fontSize="2xl" fontWeight="bold">
                    {formatCLP(quote.cost)}
                  </Box>{' '}
                  <Box as="span" color="fg.muted" fontSize="sm">
                    {suffix}
                  </Box>
                </Text>
                {quote.minimumApplies && (
                  <Text fontSize="sm" color="fg.muted">
                    {copy.minimumNote}
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        {cheapest && (
          <Text fontWeight="medium" aria-live="polite">
            {copy.recommendation(
              formatNumber(subscribers),
              cheapest.plan.name,
              formatCLP(cheapest.cost),
              suffix,
            )}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
