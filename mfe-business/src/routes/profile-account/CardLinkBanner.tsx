import { useCallback, useEffect } from 'react';
import { Alert, CloseButton, useSearchParams } from '@platform/shared';
import { CARD_LINK_BANNER_MS, readCardLinkResult, withoutCardLinkParams } from './card-link-result';
import { accountMessages } from './messages';

const copy = accountMessages.cardLink;

/**
 * The result of linking a card, as the card provider's return tells it in the URL: shown for 5
 * seconds (or until closed), then the params are taken out of the URL, so a reload or a shared
 * link does not show it again.
 */
export function CardLinkBanner() {
  const [params, setParams] = useSearchParams();
  const result = readCardLinkResult(params);
  const shown = result && (result.status === 'error' ? `error:${result.detail ?? ''}` : 'success');

  const dismiss = useCallback(
    () => setParams((current) => withoutCardLinkParams(current), { replace: true }),
    [setParams],
  );

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(dismiss, CARD_LINK_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown, dismiss]);

  if (!result) return null;
  const success = result.status === 'success';
  return (
    <Alert.Root
      status={success ? 'success' : 'error'}
      role={success ? 'status' : 'alert'}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{success ? copy.linked : copy.failed}</Alert.Title>
        {!success && result.detail && <Alert.Description>{result.detail}</Alert.Description>}
      </Alert.Content>
      <CloseButton size="sm" aria-label={copy.close} onClick={dismiss} mt={-1} me={-1} />
    </Alert.Root>
  );
}
