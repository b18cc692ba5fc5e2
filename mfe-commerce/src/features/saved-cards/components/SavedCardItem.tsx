import type { Ref } from 'react';
import type { SavedCard } from '@platform/api/contracts';
import {
  Alert,
  Badge,
  Button,
  chakra,
  Flex,
  formatDate,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import { CreditCard } from 'lucide-react';
import { savedCardsMessages } from '../messages';

const copy = savedCardsMessages;

export interface SavedCardItemProps {
  card: SavedCard;
  /** 'Hacer predeterminada' was pressed for this card and is under way. */
  makingDefault: boolean;
  /** Another change is under way: this card's actions wait. */
  locked: boolean;
  /** Why making this card the default failed, shown under it. */
  setDefaultError: string | null;
  onMakeDefault: () => void;
  onDelete: () => void;
  /** The 'Eliminar' button, which keeps the focus when the card becomes the default. */
  deleteButtonRef: Ref<HTMLButtonElement>;
}

/** One saved card: brand, masked number, the 'Predeterminada' badge, and its actions. */
export function SavedCardItem({
  card,
  makingDefault,
  locked,
  setDefaultError,
  onMakeDefault,
  onDelete,
  deleteButtonRef,
}: SavedCardItemProps) {
  // Which card, after the visible words, so speech input matches them:
  // 'Eliminar tarjeta Visa terminada en 4242'.
  const name = copy.cardName(card);
  return (
    <chakra.li listStyleType="none">
      <Flex
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        p={4}
        gap={3}
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <HStack gap={3} flex="1" align="center">
          <chakra.span color="fg.muted" display="inline-flex" aria-hidden>
            <CreditCard size={24} />
          </chakra.span>
          <Stack gap={0.5}>
            <HStack gap={2} wrap="wrap">
              <Text fontWeight="semibold">{card.cardType}</Text>
              <Text fontVariantNumeric="tabular-nums">
                <chakra.span aria-hidden>{copy.masked(card.lastFour)}</chakra.span>
                <VisuallyHidden>{copy.endingIn(card.lastFour)}</VisuallyHidden>
              </Text>
              {card.isDefault && (
                <Badge colorPalette="green" variant="solid" size="sm">
                  {copy.defaultBadge}
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {copy.addedOn(formatDate(card.createdAt))}
            </Text>
          </Stack>
        </HStack>
        <HStack gap={2} wrap="wrap">
          {!card.isDefault && (
            <Button
              size="sm"
              variant="outline"
              loading={makingDefault}
              loadingText={copy.makingDefault}
              disabled={locked}
              onClick={onMakeDefault}
            >
              {copy.makeDefault}
              <VisuallyHidden>{copy.makeDefaultWhich(name)}</VisuallyHidden>
            </Button>
          )}
          <Button
            ref={deleteButtonRef}
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={locked || makingDefault}
            onClick={onDelete}
          >
            {copy.remove}
            <VisuallyHidden>{copy.removeWhich(name)}</VisuallyHidden>
          </Button>
        </HStack>
      </Flex>
      {setDefaultError && (
        <Alert.Root status="error" role="alert" mt={2} size="sm">
          <Alert.Indicator />
          <Alert.Title>{setDefaultError}</Alert.Title>
        </Alert.Root>
      )}
    </chakra.li>
  );
}
