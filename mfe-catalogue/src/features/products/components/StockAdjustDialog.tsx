import { useEffect, useId, useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import {
  Alert,
  Button,
  errorMessage,
  Field,
  Fieldset,
  formatNumber,
  HStack,
  Input,
  isApiError,
  Portal,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import type { ProductListItem, StockAdjustmentType } from '@platform/api/contracts';
import { PRODUCT, STOCK_ADJUSTMENT_TYPES } from '@platform/shared/constants';
import { stockAdjustmentSchema } from '@platform/shared/validation';
import { Dialog } from '@platform/shared/overlays';
import { RadioGroup } from '@platform/shared/widgets';
import { useAdjustProductStock } from '../api/adjust-product-stock';
import { productsMessages } from '../messages';
import { adjustedStock } from '../stock-level';

const copy = productsMessages.stock;

/** Spec 2 §9: the success message closes the dialog after 1.5 seconds. */
export const STOCK_SUCCESS_CLOSE_MS = 1500;

/** The server's message, else 'Error {status}: No se pudo ajustar el stock' (spec 2 §8). */
function adjustErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (error.status > 0) return copy.errorStatus(error.status);
  }
  return errorMessage(error);
}

/**
 * The api's rules of an adjustment (`stockAdjustmentSchema`, spec 2 §5): the message of the first
 * one broken, else null. `isError` rather than instanceof: the schema's yup may be another copy.
 */
function ruleErrorOf(type: StockAdjustmentType, value: number): string | null {
  try {
    stockAdjustmentSchema.validateSync({ type, value });
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.message;
    throw error;
  }
}

/** The message a 400 gives the value field (`fields: { value: '…' }`). */
function valueErrorOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const message = (error.data as { fields?: { value?: unknown } } | null)?.fields?.value;
  return typeof message === 'string' ? message : null;
}

interface StockAdjustDialogProps {
  product: Pick<ProductListItem, 'id' | 'name' | 'stock'>;
  onClose: () => void;
}

/**
 * The stock-adjust dialog (spec 2 §4, §5): set, add or subtract a whole number, with a preview of
 * the resulting stock, which never goes below 0. Anything but digits reads as 0.
 */
export default function StockAdjustDialog({ product, onClose }: StockAdjustDialogProps) {
  const adjust = useAdjustProductStock();
  const [type, setType] = useState<StockAdjustmentType>('add');
  const [text, setText] = useState('');
  const [attempts, setAttempts] = useState(0);
  const [saved, setSaved] = useState(false);
  const [checked, setChecked] = useState(false);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(attempts);
  const formId = useId();

  const value = text === '' ? 0 : Number(text);
  const result = adjustedStock(product.stock, type, value);
  const floored = type === 'subtract' && value > product.stock;
  // The input keeps at most 9 digits, so the rules hold as typed; they still guard what is sent.
  const ruleError = checked ? ruleErrorOf(type, value) : null;
  const valueError = ruleError ?? (adjust.isError ? valueErrorOf(adjust.error) : null);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, STOCK_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adjust.isPending || saved) return;
    setChecked(true);
    if (ruleErrorOf(type, value)) {
      setAttempts((count) => count + 1);
      return;
    }
    try {
      await adjust.mutateAsync({ id: product.id, type, value });
      setSaved(true);
    } catch {
      setAttempts((count) => count + 1);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', sm: 'md' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`${copy.title}: ${product.name}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
                <Stack gap={5}>
                  <Text>
                    {copy.current}: <strong>{formatNumber(product.stock)}</strong>
                  </Text>

                  <Fieldset.Root>
                    <Fieldset.Legend>{copy.type}</Fieldset.Legend>
                    <RadioGroup.Root
                      value={type}
                      onValueChange={(details) => setType(details.value as StockAdjustmentType)}
                      disabled={saved}
                    >
                      <HStack gap={6} wrap="wrap">
                        {STOCK_ADJUSTMENT_TYPES.map((option) => (
                          <RadioGroup.Item key={option} value={option}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{copy.types[option]}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                  </Fieldset.Root>

                  <Field.Root invalid={!!valueError} disabled={saved}>
                    <Field.Label>{copy.value}</Field.Label>
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="0"
                      value={text}
                      onChange={(event) =>
                        setText(
                          event.currentTarget.value
                            .replace(/\D/g, '')
                            .slice(0, PRODUCT.stockMaxDigits),
                        )
                      }
                    />
                    {valueError ? (
                      <Field.ErrorText>{valueError}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{copy.valueHelp}</Field.HelperText>
                    )}
                  </Field.Root>

                  <Stack gap={1} aria-live="polite">
                    <Text>
                      {copy.result}: <strong>{formatNumber(result)}</strong>
                    </Text>
                    {floored && (
                      <Text fontSize="sm" color="fg.muted">
                        {copy.floor}
                      </Text>
                    )}
                  </Stack>

                  {saved && (
                    <Alert.Root status="success" role="status">
                      <Alert.Indicator />
                      <Alert.Title>{copy.success}</Alert.Title>
                    </Alert.Root>
                  )}
                  {adjust.isError && !saved && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{copy.errorTitle}</Alert.Title>
                        <Alert.Description>{adjustErrorMessage(adjust.error)}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button variant="outline" onClick={onClose} w={{ base: 'full', sm: 'auto' }}>
                {copy.cancel}
              </Button>
              <SubmitButton
                form={formId}
                size="md"
                pending={adjust.isPending}
                text={{ submit: copy.submit, submitting: copy.submitting }}
                disabled={saved}
                w={{ base: 'full', sm: 'auto' }}
              />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
