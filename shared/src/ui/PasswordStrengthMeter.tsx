import { Progress } from '@chakra-ui/react';
// By the package's own name: this entry uses the main entry's copy of the layout pieces.
import { HStack, List, Stack, Text, VisuallyHidden } from '@platform/shared';
import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES, passwordStrength } from '../validation/password';

const RULES = Object.values(PASSWORD_RULES);
const PALETTE = { Débil: 'red', Media: 'yellow', Fuerte: 'green' } as const;

/** The meter's texts (spec 1 §5.3 names the rules; registration and password change share them). */
export interface PasswordStrengthMessages {
  /** The caption, which also names the progress bar: 'Seguridad de la contraseña'. */
  label: string;
  /** One text per rule of `PASSWORD_RULES`, in their order. */
  rules: readonly string[];
  /** Read after a rule by screen readers only, where the colour and the tick say it: ' (cumplido)'. */
  ruleMet: string;
  /** The same for a rule not yet met: ' (pendiente)'. */
  ruleMissing: string;
}

export const PASSWORD_STRENGTH_MESSAGES: PasswordStrengthMessages = {
  label: 'Seguridad de la contraseña',
  rules: [
    'Al menos 8 caracteres',
    'Una mayúscula',
    'Una minúscula',
    'Un número',
    'Un caracter especial',
  ],
  ruleMet: ' (cumplido)',
  ruleMissing: ' (pendiente)',
};

export interface PasswordStrengthMeterProps {
  password: string;
  messages?: PasswordStrengthMessages;
}

/**
 * The password strength meter of registration and password change (spec 1 §5.3, spec 3 §5): one
 * point per rule that holds, 0 to 5; 1 or less is Débil, 2-3 Media, 4-5 Fuerte. The rules are
 * listed so the user sees what is missing. The level is a polite live region, so a screen reader
 * hears it change while the password is typed without being interrupted.
 */
export function PasswordStrengthMeter({
  password,
  messages = PASSWORD_STRENGTH_MESSAGES,
}: PasswordStrengthMeterProps) {
  const { score, label } = passwordStrength(password);
  return (
    <Stack gap={2}>
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted">{messages.label}</Text>
        <Text fontWeight="semibold" color={`${PALETTE[label]}.fg`} aria-live="polite">
          {label}
        </Text>
      </HStack>
      <Progress.Root value={score} max={RULES.length} size="sm" colorPalette={PALETTE[label]}>
        <Progress.Track
          aria-label={messages.label}
          aria-valuetext={`${score} de ${RULES.length}: ${label}`}
        >
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
              key={messages.rules[index]}
              color={met ? 'fg.success' : 'fg.muted'}
              alignItems="center"
              gap={1}
            >
              {met ? <Check size={12} aria-hidden /> : <Circle size={8} aria-hidden />}
              {messages.rules[index]}
              <VisuallyHidden>{met ? messages.ruleMet : messages.ruleMissing}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
