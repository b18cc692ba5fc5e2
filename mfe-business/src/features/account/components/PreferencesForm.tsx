import { useId, useState, type FormEvent } from 'react';
import { Stack, SubmitButton, Text, useAuthStore } from '@platform/shared';
import { Switch } from '@platform/shared/widgets';
import { SaveFeedback } from '../../../ui/SaveFeedback';
import { useSuccessBanner } from '../../../ui/use-success-banner';
import { accountFormMessages } from '../messages';
import {
  PREFERENCE_KEYS,
  readPreferences,
  writePreferences,
  type AccountPreferences,
  type PreferenceKey,
} from '../preferences';

const copy = accountFormMessages.preferences;

function PreferenceSwitch({
  name,
  checked,
  onChange,
}: {
  name: PreferenceKey;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  const option = copy.options[name];
  return (
    <Stack gap={1}>
      <Switch.Root
        colorPalette="brand"
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput name={name} aria-describedby={helpId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{option.label}</Switch.Label>
      </Switch.Root>
      <Text id={helpId} fontSize="sm" color="fg.muted" ps={11}>
        {option.help}
      </Text>
    </Stack>
  );
}

/**
 * 'Preferencias' (spec 3 "My Account"): the e-mails the merchant wants. Saving makes no call (spec
 * 3 §7, simulated); they are kept in this browser (preferences.ts) and the save shows its banner
 * for 3 seconds, like every other save of the screen.
 */
export function PreferencesForm() {
  const userId = useAuthStore((state) => state.profile?.sub);
  const [preferences, setPreferences] = useState<AccountPreferences>(() => readPreferences(userId));
  const banner = useSuccessBanner();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    writePreferences(userId, preferences);
    banner.show();
  };

  return (
    <form onSubmit={onSubmit} aria-label={copy.title}>
      <Stack gap={5}>
        <Text color="fg.muted">{copy.intro}</Text>
        <Stack gap={4}>
          {PREFERENCE_KEYS.map((name) => (
            <PreferenceSwitch
              key={name}
              name={name}
              checked={preferences[name]}
              onChange={(checked) => {
                banner.hide();
                setPreferences((current) => ({ ...current, [name]: checked }));
              }}
            />
          ))}
        </Stack>
        <SaveFeedback saved={banner.shown} savedText={copy.saved} error={null} />
        <SubmitButton
          pending={false}
          text={copy.submit}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        />
      </Stack>
    </form>
  );
}
