import { useId } from 'react';
import { Box, chakra, HStack, VisuallyHidden } from '@platform/shared';
import { pricingMessages } from '../messages';
import type { BillingPeriod } from '../pricing-math';

const copy = pricingMessages.period;
const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: copy.monthly },
  { value: 'annual', label: copy.annual },
];

/**
 * The monthly/annual toggle: a group of two native radios drawn as a segmented control, so
 * arrows, Tab and screen readers work as for any radio group, with no widget code on the page.
 */
export function BillingPeriodToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const name = useId();
  return (
    <Box as="fieldset" minW={0}>
      <VisuallyHidden as="legend">{copy.legend}</VisuallyHidden>
      <HStack
        gap={1}
        p={1}
        bg="bg.muted"
        borderWidth="1px"
        borderColor="border"
        borderRadius="full"
        display="inline-flex"
      >
        {OPTIONS.map((option) => {
          const checked = option.value === value;
          return (
            <chakra.label
              key={option.value}
              position="relative"
              px={{ base: 5, md: 6 }}
              py={2}
              minW="28"
              textAlign="center"
              borderRadius="full"
              cursor="pointer"
              fontWeight="semibold"
              fontSize="sm"
              color={checked ? 'fg' : 'fg.muted'}
              bg={checked ? 'bg' : 'transparent'}
              boxShadow={checked ? 'sm' : 'none'}
              transition="background 0.15s, color 0.15s"
              _hover={{ color: 'fg' }}
              css={{
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'colorPalette.focusRing',
                  outlineOffset: '2px',
                },
              }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                position="absolute"
                opacity={0}
                inset={0}
                w="full"
                h="full"
                m={0}
                cursor="pointer"
              />
              {option.label}
            </chakra.label>
          );
        })}
      </HStack>
    </Box>
  );
}
