import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Field,
  Fieldset,
  Input,
  isApiError,
  Portal,
  SelectInput,
  SimpleGrid,
  Stack,
  SubmitButton,
  Text,
  Textarea,
  todayInSantiago,
  useFocusFirstInvalid,
  VStack,
} from '@platform/shared';
import { CARRIER_IDS, CARRIERS, MANUAL_SHIPPING } from '@platform/shared/constants';
import { Dialog } from '@platform/shared/overlays';
import { manualShippingSchema, type ManualShippingValues } from '@platform/shared/validation';
import { Checkbox } from '@platform/shared/widgets';
import { CircleCheck } from 'lucide-react';
import { useConfirmOrderShipping } from '../api/confirm-order-shipping';
import { orderDetailMessages } from '../messages';

const copy = orderDetailMessages.shippingForm;

/** Spec 3 §9: the success screen closes by itself after this long. */
const SHIPPING_SUCCESS_CLOSE_MS = 1500;

interface ShippingFormValues {
  carrier: string;
  trackingNumber: string;
  estimatedDeliveryRange: [string, string];
  notes: string;
  message: string;
  sendEmailToCustomer: boolean;
}

// The shared schema (the api's) gives the cast body: trimmed texts, empty notes as null.
const resolver = yupResolver(manualShippingSchema) as unknown as Resolver<
  ShippingFormValues,
  unknown,
  ManualShippingValues
>;

/** A calendar day 'YYYY-MM-DD' moved by whole days. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Spec 3 §5: carrier 'other', delivery 3 to 5 days from today (Santiago), the e-mail on. */
function defaultShippingValues(today = todayInSantiago()): ShippingFormValues {
  return {
    carrier: MANUAL_SHIPPING.defaultCarrier,
    trackingNumber: '',
    estimatedDeliveryRange: [
      addDays(today, MANUAL_SHIPPING.defaultDeliveryFromDays),
      addDays(today, MANUAL_SHIPPING.defaultDeliveryToDays),
    ],
    notes: '',
    message: '',
    sendEmailToCustomer: true,
  };
}

const carrierOptions = CARRIER_IDS.map((id) => ({ value: id, label: CARRIERS[id].label }));

function failureText(error: unknown): string {
  const reason = isApiError(error) ? (error.data as { message?: unknown } | null)?.message : null;
  return typeof reason === 'string' && reason.trim() ? reason : copy.failedRetry;
}

export interface ManualShippingDialogProps {
  orderId: string;
  /** The shipment is registered and the order shipped (the success screen is showing). */
  onShipped: () => void;
  /** Called once the dialog has closed (cancelled, dismissed, or after the success screen). */
  onClose: () => void;
}

/**
 * The manual shipping form (spec 3 §4, §5, §9), opened when a merchant marks an order that
 * requires shipping as shipped: the api registers the shipment and marks the order shipped in
 * the same call. A success screen shows for 1.5 s, then the dialog closes.
 */
export default function ManualShippingDialog({
  orderId,
  onShipped,
  onClose,
}: ManualShippingDialogProps) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<{ emailed: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const confirm = useConfirmOrderShipping(orderId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<ShippingFormValues, unknown, ManualShippingValues>({
    resolver,
    defaultValues: defaultShippingValues(),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setOpen(false), SHIPPING_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(values);
      setDone({ emailed: values.sendEmailToCustomer });
      onShipped();
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  const rangeErrors = errors.estimatedDeliveryRange;
  const dayField = (index: 0 | 1, label: string) => (
    <Field.Root
      invalid={!!rangeErrors?.[index] || (index === 1 && !!rangeErrors?.message)}
      required
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="date" {...register(`estimatedDeliveryRange.${index}`)} />
      <Field.ErrorText>
        {rangeErrors?.[index]?.message ?? (index === 1 ? rangeErrors?.message : undefined)}
      </Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      // A click beside the dialog must not lose what was typed.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.title}</Dialog.Title>
            </Dialog.Header>
            {done ? (
              <Dialog.Body>
                <VStack role="status" gap={3} py={8} textAlign="center">
                  <Box color="fg.success" aria-hidden>
                    <CircleCheck size={48} />
                  </Box>
                  <Text fontSize="lg" fontWeight="semibold">
                    {copy.doneTitle}
                  </Text>
                  <Text color="fg.muted">{copy.doneText}</Text>
                  {done.emailed && <Text color="fg.muted">{copy.doneEmail}</Text>}
                </VStack>
              </Dialog.Body>
            ) : (
              <>
                <Dialog.Body>
                  <form
                    id={formId}
                    ref={formRef}
                    noValidate
                    onSubmit={(event) => void onSubmit(event)}
                  >
                    <Stack gap={5}>
                      <Text color="fg.muted">{copy.intro}</Text>
                      {failure && (
                        <Alert.Root status="error" role="alert">
                          <Alert.Indicator />
                          <Alert.Content>
                            <Alert.Title>{copy.failedTitle}</Alert.Title>
                            <Alert.Description>{failure}</Alert.Description>
                          </Alert.Content>
                        </Alert.Root>
                      )}
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                        <Field.Root invalid={!!errors.carrier} required>
                          <Field.Label>
                            {copy.carrier}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <SelectInput
                            placeholder={copy.carrierPlaceholder}
                            options={carrierOptions}
                            {...register('carrier')}
                          />
                          <Field.ErrorText>{errors.carrier?.message}</Field.ErrorText>
                        </Field.Root>
                        <Field.Root invalid={!!errors.trackingNumber} required>
                          <Field.Label>
                            {copy.trackingNumber}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Input
                            autoComplete="off"
                            maxLength={MANUAL_SHIPPING.trackingNumberMaxLength}
                            {...register('trackingNumber')}
                          />
                          <Field.ErrorText>{errors.trackingNumber?.message}</Field.ErrorText>
                        </Field.Root>
                      </SimpleGrid>
                      <Fieldset.Root>
                        <Fieldset.Legend>{copy.range}</Fieldset.Legend>
                        <Fieldset.Content>
                          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                            {dayField(0, copy.rangeFrom)}
                            {dayField(1, copy.rangeTo)}
                          </SimpleGrid>
                        </Fieldset.Content>
                      </Fieldset.Root>
                      <Field.Root invalid={!!errors.notes}>
                        <Field.Label>{copy.notes}</Field.Label>
                        <Textarea
                          rows={2}
                          maxLength={MANUAL_SHIPPING.notesMaxLength}
                          {...register('notes')}
                        />
                        {errors.notes ? (
                          <Field.ErrorText>{errors.notes.message}</Field.ErrorText>
                        ) : (
                          <Field.HelperText>{copy.notesHelp}</Field.HelperText>
                        )}
                      </Field.Root>
                      <Field.Root invalid={!!errors.message}>
                        <Field.Label>{copy.message}</Field.Label>
                        <Textarea
                          rows={3}
                          maxLength={MANUAL_SHIPPING.messageMaxLength}
                          {...register('message')}
                        />
                        {errors.message ? (
                          <Field.ErrorText>{errors.message.message}</Field.ErrorText>
                        ) : (
                          <Field.HelperText>{copy.messageHelp}</Field.HelperText>
                        )}
                      </Field.Root>
                      <Controller
                        control={control}
                        name="sendEmailToCustomer"
                        render={({ field }) => (
                          <Checkbox.Root
                            checked={field.value}
                            onCheckedChange={(details) => field.onChange(details.checked === true)}
                          >
                            <Checkbox.HiddenInput
                              ref={field.ref}
                              name={field.name}
                              onBlur={field.onBlur}
                            />
                            <Checkbox.Control />
                            <Checkbox.Label>{copy.sendEmail}</Checkbox.Label>
                          </Checkbox.Root>
                        )}
                      />
                    </Stack>
                  </form>
                </Dialog.Body>
                <Dialog.Footer gap={3}>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{copy.cancel}</Button>
                  </Dialog.ActionTrigger>
                  <SubmitButton
                    form={formId}
                    size="md"
                    pending={confirm.isPending}
                    text={copy.submit}
                  />
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
