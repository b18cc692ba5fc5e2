import { Button, type ButtonProps } from '@chakra-ui/react';

export interface SubmitButtonProps extends Omit<
  ButtonProps,
  'type' | 'loading' | 'loadingText' | 'children'
> {
  /** While the form is being sent: the button shows `text.submitting` and a spinner. */
  pending: boolean;
  /** 'Guardar cambios' and 'Guardando...', or the form's own pair. */
  text: { submit: string; submitting: string };
  /**
   * The form is not ready to be sent: the button looks disabled and says so (`aria-disabled`),
   * but stays focusable and still submits, so the form's validation shows, and focuses, what is
   * missing. A `disabled` button would be skipped by the keyboard and explain nothing.
   */
  incomplete?: boolean;
}

/** A form's main button: it submits the form and says so while the form is being sent. */
export function SubmitButton({ pending, text, incomplete = false, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      loading={pending}
      loadingText={text.submitting}
      aria-disabled={incomplete || undefined}
      // Chakra's hover and active styles skip `data-disabled`, as they skip `disabled`.
      data-disabled={incomplete ? '' : undefined}
      {...props}
    >
      {text.submit}
    </Button>
  );
}
