import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Button,
  Card,
  Grid,
  Heading,
  Stack,
  SubmitButton,
  toaster,
  useFocusFirstInvalid,
} from '@platform/shared';
import { APPEARANCE } from '@platform/shared/constants';
import { appearanceSchema, type AppearanceValues } from '@platform/shared/validation';
import { Switch } from '@platform/shared/widgets';
import { usableColor } from '../colors';
import { useLogoUpload } from '../hooks/use-logo-upload';
import { appearanceMessages as copy } from '../messages';
import { AppearancePreview } from './AppearancePreview';
import { ColorField } from './ColorField';
import { LogoField } from './LogoField';

const DEFAULTS: AppearanceValues = {
  primaryColor: APPEARANCE.defaultPrimaryColor,
  secondaryColor: APPEARANCE.defaultSecondaryColor,
  showStoreName: true,
  roundedButtons: true,
};

type PreferenceName = 'showStoreName' | 'roundedButtons';
const PREFERENCES: PreferenceName[] = ['showStoreName', 'roundedButtons'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * 'Aspecto Visual' (spec 3 §2): the logo, the primary and secondary colours (from #4F46E5 and
 * #6366F1, spec 3 §9) and the preferences, with a live preview. The logo really is uploaded
 * (signed URL); saving is simulated and makes no call (spec 3 §7), and its toast says so.
 */
export function AppearanceForm() {
  const logo = useLogoUpload();
  const [uploadBlock, setUploadBlock] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    reset,
    formState: { errors, isSubmitting, isSubmitted, submitCount },
  } = useForm<AppearanceValues>({
    resolver: yupResolver(appearanceSchema),
    mode: 'onTouched',
    defaultValues: DEFAULTS,
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const values: AppearanceValues = { ...DEFAULTS, ...useWatch({ control }) };
  // The preview keeps the last whole colour while a hex is being typed.
  const primary = usableColor(values.primaryColor, APPEARANCE.defaultPrimaryColor);
  const secondary = usableColor(values.secondaryColor, APPEARANCE.defaultSecondaryColor);

  const pick = (name: 'primaryColor' | 'secondaryColor') => (hex: string) =>
    setValue(name, hex, { shouldDirty: true, shouldValidate: isSubmitted || !!errors[name] });

  const onSubmit = handleSubmit((saved) => {
    if (logo.status === 'uploading') {
      setUploadBlock(copy.waitForUpload);
      return;
    }
    setUploadBlock(null);
    reset({
      ...saved,
      primaryColor: saved.primaryColor.toUpperCase(),
      secondaryColor: saved.secondaryColor.toUpperCase(),
    });
    toaster.create({
      title: copy.saved.title,
      description: copy.saved.description,
      type: 'success',
    });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.formLabel}>
      <Stack gap={6}>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{copy.previewNotice}</Alert.Description>
        </Alert.Root>

        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={6}>
          <Card.Root>
            <Card.Body>
              <Stack gap={8}>
                <Section id="appearance-logo-title" title={copy.logo.title}>
                  <LogoField
                    upload={logo}
                    blocked={logo.status === 'uploading' ? uploadBlock : null}
                  />
                </Section>

                <Section id="appearance-colors-title" title={copy.colors.title}>
                  <ColorField
                    label={copy.colors.primary}
                    help={copy.colors.primaryHelp}
                    field={register('primaryColor')}
                    swatch={primary}
                    onPick={pick('primaryColor')}
                    error={errors.primaryColor?.message}
                  />
                  <ColorField
                    label={copy.colors.secondary}
                    help={copy.colors.secondaryHelp}
                    field={register('secondaryColor')}
                    swatch={secondary}
                    onPick={pick('secondaryColor')}
                    error={errors.secondaryColor?.message}
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    alignSelf="flex-start"
                    onClick={() => {
                      pick('primaryColor')(APPEARANCE.defaultPrimaryColor);
                      pick('secondaryColor')(APPEARANCE.defaultSecondaryColor);
                    }}
                  >
                    {copy.colors.reset}
                  </Button>
                </Section>

                <Section id="appearance-preferences-title" title={copy.preferences.title}>
                  {PREFERENCES.map((name) => (
                    <Switch.Root
                      key={name}
                      colorPalette="brand"
                      checked={values[name]}
                      onCheckedChange={(details) =>
                        setValue(name, details.checked, { shouldDirty: true })
                      }
                    >
                      <Switch.HiddenInput name={name} />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label>{copy.preferences[name]}</Switch.Label>
                    </Switch.Root>
                  ))}
                </Section>

                <SubmitButton
                  pending={isSubmitting}
                  text={copy.submit}
                  incomplete={!!errors.primaryColor || !!errors.secondaryColor}
                  alignSelf={{ base: 'stretch', md: 'flex-start' }}
                />
              </Stack>
            </Card.Body>
          </Card.Root>

          <Card.Root alignSelf="flex-start" position={{ lg: 'sticky' }} top={{ lg: 4 }}>
            <Card.Body>
              <AppearancePreview
                primaryColor={primary}
                secondaryColor={secondary}
                logoUrl={logo.uploaded?.previewUrl ?? null}
                showStoreName={values.showStoreName}
                roundedButtons={values.roundedButtons}
              />
            </Card.Body>
          </Card.Root>
        </Grid>
      </Stack>
    </form>
  );
}
