import { useEffect, useState } from 'react';
import { Button, Center, Spinner, Stack, Text, SESSION } from '@platform/shared/core';
import { messages } from '../messages';

/** Full-screen loader while the session and the registry are read (spec 1 §2.5). */
export function StartupLoader() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SESSION.slowStartupNoticeSeconds * 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap={4} px={6} textAlign="center">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Text color="fg.muted">{messages.loader.label}</Text>
        {slow && (
          <>
            <Text>{messages.loader.slowNotice}</Text>
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              {messages.loader.reload}
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
