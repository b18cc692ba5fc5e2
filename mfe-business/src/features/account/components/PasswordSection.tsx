import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text } from '@platform/shared';
import { KeyRound } from 'lucide-react';
import { accountFormMessages } from '../messages';

const copy = accountFormMessages.password;

// The dialog and its overlay code load on the first click, not with the page.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

/** 'Contraseña': opens the change-password dialog (spec 3 "My Account"). */
export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      <Text color="fg.muted">{copy.intro}</Text>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden /> {copy.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
