import { useId, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  formatPercent,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
} from '@platform/shared';
import { PAYMENT_METHOD_OPTIONS, type PaymentMethodOptionId } from '@platform/shared/constants';
import { Switch } from '@platform/shared/widgets';
import { paymentsMessages } from '../messages';

const copy = paymentsMessages.options;

type Selection = Record<PaymentMethodOptionId, boolean>;

const defaults = (): Selection =>
  Object.fromEntries(
    PAYMENT_METHOD_OPTIONS.map(({ id, enabledByDefault }) => [id, enabledByDefault]),
  ) as Selection;

/**
 * The payment method options (spec 2 §3): Webpay and bank transfer with their fees, both enabled
 * by default, each a switch. Spec 2 §7 sends nothing when they are saved, only logs them, so the
 * button logs the selection and says plainly that it was not applied.
 */
export function PaymentMethodOptions() {
  const titleId = useId();
  const [selection, setSelection] = useState<Selection>(defaults);
  const [saveTried, setSaveTried] = useState(false);

  const save = () => {
    console.info('[pagos] opciones de medios de pago (no se envían al servidor)', selection);
    setSaveTried(true);
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Heading as="h2" size="md" id={titleId}>
          {copy.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {copy.description}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={0} separator={<Separator />}>
          {PAYMENT_METHOD_OPTIONS.map(({ id, feePercent }) => {
            const method = copy.methods[id];
            return (
              <HStack key={id} justify="space-between" align="center" gap={4} py={4} wrap="wrap">
                <Switch.Root
                  checked={selection[id]}
                  onCheckedChange={(details) => {
                    setSelection((current) => ({ ...current, [id]: details.checked }));
                    setSaveTried(false);
                  }}
                  alignItems="flex-start"
                  gap={3}
                >
                  <Switch.HiddenInput />
                  <Switch.Control mt="0.5">
                    <Switch.Thumb />
                  </Switch.Control>
                  <Stack gap={0.5}>
                    <Switch.Label fontWeight="medium">{method.name}</Switch.Label>
                    {method.description && (
                      <Text fontSize="sm" color="fg.muted">
                        {method.description}
                      </Text>
                    )}
                  </Stack>
                </Switch.Root>
                <Badge variant="subtle" size="md">
                  {copy.fee(formatPercent(feePercent))}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap={3}>
        <Button colorPalette="brand" alignSelf="flex-start" onClick={save}>
          {copy.save}
        </Button>
        <Stack aria-live="polite">
          {saveTried && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Description>{copy.notSaved}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
