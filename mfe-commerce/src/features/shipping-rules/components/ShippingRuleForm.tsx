import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ShippingRule, ShippingRuleBody } from '@platform/api/contracts';
import {
  Alert,
  Box,
  Button,
  errorMessage,
  Field,
  GENERIC_ERROR_MESSAGE,
  HStack,
  Input,
  InputGroup,
  isApiError,
  NativeSelect,
  Stack,
  SubmitButton,
  Text,
  toaster,
  useFocusFirstInvalid,
} from '@platform/shared';
import { shippingRuleSchema, type ShippingRuleValues } from '@platform/shared/validation';
import { Switch } from '@platform/shared/widgets';
import { useCreateShippingRule } from '../api/create-shipping-rule';
import { useUpdateShippingRule } from '../api/update-shipping-rule';
import { shippingRulesMessages } from '../messages';
import { overlappingCommunes, samePriceRule } from '../rule-checks';
import { CommunePicker } from './CommunePicker';
import { DuplicatePriceDialog } from './DuplicatePriceDialog';
import { OverlapWarning } from './OverlapWarning';

const copy = shippingRulesMessages.form;

/** What the form edits: the price as typed (digits only), the rest as the api has it. */
export interface ShippingRuleFormValues {
  type: 'fixed_price';
  price: string;
  cities: string[];
  isActive: boolean;
}

type FieldName = 'price' | 'cities' | 'isActive';

interface ShippingRuleFormProps {
  /** Every rule of the store: the duplicate price and the overlaps are checked against them. */
  rules: readonly ShippingRule[];
  /** The rule being edited; null to create one. */
  editing: ShippingRule | null;
  /** The heading that names the form (the panel's or the drawer's title). */
  titleId: string;
  /** After a save or a merge. */
  onDone: () => void;
  onCancel: () => void;
  /** Opens another rule in the form ('Editar la regla existente'). */
  onEditRule: (rule: ShippingRule) => void;
}

function initialValues(editing: ShippingRule | null): ShippingRuleFormValues {
  return {
    type: 'fixed_price',
    price: editing ? String(editing.price) : '',
    cities: editing ? [...editing.cities] : [],
    isActive: editing?.isActive ?? true,
  };
}

/** The field messages of a 400 (`fields: { price: '…' }`). */
function fieldErrorsOf(error: unknown): Array<[FieldName, string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return (['price', 'cities', 'isActive'] as const).flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' ? [[name, message] as [FieldName, string]] : [];
  });
}

/**
 * The side form (spec 2 §2, §5 "Shipping rule"): the type (fixed price only, so disabled), the
 * price between $100 and $1.000.000, the communes and whether the rule is active. Before saving,
 * a price another rule has opens the duplicate-price dialog (§4); communes another active rule
 * covers only raise a warning.
 */
export function ShippingRuleForm({
  rules,
  editing,
  titleId,
  onDone,
  onCancel,
  onEditRule,
}: ShippingRuleFormProps) {
  const activeHelpId = useId();
  const incompleteId = useId();
  const create = useCreateShippingRule();
  const update = useUpdateShippingRule();
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<{
    original: ShippingRule;
    body: ShippingRuleBody & ShippingRuleValues;
  } | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ShippingRuleFormValues, unknown, ShippingRuleValues>({
    resolver: yupResolver(shippingRuleSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(editing),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const [cities, isActive] = useWatch({ control, name: ['cities', 'isActive'] });
  const editingUuid = editing?.uuid ?? null;
  const overlaps = isActive ? overlappingCommunes(cities, rules, editingUuid) : [];
  const saving = isSubmitting || create.isPending || update.isPending;

  // The form opens with the focus on its first field that can be changed.
  useEffect(() => setFocus('price'), [setFocus]);

  const save = async (body: ShippingRuleValues) => {
    setFailure(null);
    try {
      if (editing) {
        await update.mutateAsync({ ...editing, ...body, type: 'fixed_price' });
        toaster.create({ title: copy.updated, type: 'success' });
      } else {
        await create.mutateAsync({ ...body, type: 'fixed_price' });
        toaster.create({ title: copy.created, type: 'success' });
      }
      onDone();
    } catch (error) {
      // The spec only logs these failures; the merchant is told here what the api answered.
      for (const [name, message] of fieldErrorsOf(error))
        setError(name, { type: 'server', message });
      const detail = errorMessage(error);
      setFailure(detail === GENERIC_ERROR_MESSAGE ? '' : detail);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, type: 'fixed_price' as const };
    // Only a price the merchant sets asks: an edit that keeps its price saves as it is.
    const priceIsNew = !editing || editing.price !== body.price;
    const original = priceIsNew ? samePriceRule(rules, body.price, editingUuid) : null;
    if (original) {
      setDuplicate({ original, body });
      return;
    }
    await save(body);
  });

  return (
    <>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap={5}>
          <Field.Root disabled>
            <Field.Label>{copy.type}</Field.Label>
            <NativeSelect.Root disabled>
              <NativeSelect.Field name="type" value="fixed_price" onChange={() => undefined}>
                <option value="fixed_price">{copy.typeFixed}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{copy.typeHelp}</Field.HelperText>
          </Field.Root>

          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <Field.Root invalid={!!errors.price} required>
                <Field.Label>{copy.price}</Field.Label>
                <InputGroup startElement="$" w="full">
                  <Input
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    // Pesos have no decimals: '3.990' and '3990' are the same price.
                    onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                    onBlur={field.onBlur}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={9}
                  />
                </InputGroup>
                {errors.price ? (
                  <Field.ErrorText>{errors.price.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.priceHelp}</Field.HelperText>
                )}
              </Field.Root>
            )}
          />

          <Controller
            control={control}
            name="cities"
            render={({ field }) => (
              <CommunePicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchRef={field.ref}
                error={errors.cities?.message ?? errors.cities?.root?.message}
              />
            )}
          />

          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Stack gap={1}>
                <Switch.Root
                  colorPalette="brand"
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked)}
                >
                  <Switch.HiddenInput
                    name={field.name}
                    onBlur={field.onBlur}
                    aria-describedby={activeHelpId}
                  />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{copy.active}</Switch.Label>
                </Switch.Root>
                <Text
                  id={activeHelpId}
                  fontSize="sm"
                  color={errors.isActive ? 'fg.error' : 'fg.muted'}
                >
                  {errors.isActive?.message ?? copy.activeHelp}
                </Text>
              </Stack>
            )}
          />

          <OverlapWarning overlaps={overlaps} />

          {failure !== null && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{copy.saveError}</Alert.Title>
                {failure && <Alert.Description>{failure}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}

          <Box
            position="sticky"
            bottom={0}
            bg="bg"
            py={3}
            borderTopWidth="1px"
            borderColor="border"
            zIndex={1}
          >
            <HStack justify="flex-end" gap={3} wrap="wrap">
              {cities.length === 0 && (
                <Text id={incompleteId} fontSize="sm" color="fg.muted" flex="1" minW="12rem">
                  {copy.incomplete}
                </Text>
              )}
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                {copy.cancel}
              </Button>
              <SubmitButton
                pending={saving}
                text={editing ? copy.submit.edit : copy.submit.create}
                size="md"
                incomplete={cities.length === 0}
                aria-describedby={cities.length === 0 ? incompleteId : undefined}
              />
            </HStack>
          </Box>
        </Stack>
      </form>

      {duplicate && (
        <DuplicatePriceDialog
          original={duplicate.original}
          cities={duplicate.body.cities}
          edited={editing}
          onEditOriginal={() => {
            setDuplicate(null);
            onEditRule(duplicate.original);
          }}
          onMerged={() => {
            setDuplicate(null);
            onDone();
          }}
          onIgnore={() => {
            setDuplicate(null);
            void save(duplicate.body);
          }}
          onCancel={() => setDuplicate(null)}
        />
      )}
    </>
  );
}
