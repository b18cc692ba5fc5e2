import { Button, type ButtonProps } from '@chakra-ui/react';

export interface SubmitButtonProps extends Omit<
  ButtonProps,
  'type' | 'loading' | 'loadingText' | 'children'
> {
  /** While the form is being sent: the button shows `text.submitting` and a spinner. */
  pending: boolean;
  /** 'Guardar cambios' and 'Guardando...', or the form's own pair. */
  text: { submit: string; submitting: string };
}

/** A form's main button: it submits the form and says so while the form is being sent. */
export function SubmitButton({ pending, text, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      loading={pending}
      loadingText={text.submitting}
      {...props}
    >
      {text.submit}
    </Button>
  );
}
