import { HStack, List, Stack, Text, VisuallyHidden } from '@platform/shared';
import { Progress } from '@platform/shared/widgets';
import { PASSWORD_RULES, passwordStrength } from '@platform/shared/validation';
import { Check, Circle } from 'lucide-react';
import { accountFormMessages } from '../messages';

const copy = accountFormMessages.password;
const RULES = Object.values(PASSWORD_RULES);
const PALETTE = { Débil: 'red', Media: 'yellow', Fuerte: 'green' } as const;

/**
 * The new password's strength (spec 3 §5 "Password change"): one point per rule that holds, 0 to
 * 5; 1 or less is Débil, 2-3 Media, 4-5 Fuerte. The rules are listed so the merchant sees what
 * is missing. (The registration page of mfe-public has its own: remotes share no components.)
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <Stack gap={2}>
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted">{copy.strength}</Text>
        <Text fontWeight="semibold" color={`${PALETTE[label]}.fg`}>
          {label}
        </Text>
      </HStack>
      <Progress.Root value={score} max={RULES.length} size="sm" colorPalette={PALETTE[label]}>
        <Progress.Track aria-label={copy.strength} aria-valuetext={`${score} de 5: ${label}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <List.Root
        variant="plain"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap={1}
        fontSize="xs"
      >
        {RULES.map((rule, index) => {
          const met = rule(password);
          return (
            <List.Item
              key={copy.rules[index]}
              color={met ? 'fg.success' : 'fg.muted'}
              alignItems="center"
              gap={1}
            >
              {met ? <Check size={12} aria-hidden /> : <Circle size={8} aria-hidden />}
              {copy.rules[index]}
              <VisuallyHidden>{met ? copy.ruleMet : copy.ruleMissing}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
