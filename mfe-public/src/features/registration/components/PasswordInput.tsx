import { forwardRef, useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@platform/shared';
import { Eye, EyeOff } from 'lucide-react';
import { registrationMessages } from '../messages';

const copy = registrationMessages.personal;

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? copy.hidePassword : copy.showPassword}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input {...props} ref={ref} type={visible ? 'text' : 'password'} />
      </InputGroup>
    );
  },
);
