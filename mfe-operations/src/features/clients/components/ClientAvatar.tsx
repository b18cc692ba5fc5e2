import { Avatar } from '@platform/shared/widgets';
import type { Client } from '@platform/api/contracts';
import { User } from 'lucide-react';

export interface ClientAvatarProps {
  client: Pick<Client, 'avatar'>;
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/**
 * The client's picture, or a person icon when there is none or it does not load (spec 3 §2).
 * Decorative: the client's name is always written next to it.
 */
export function ClientAvatar({ client, size = 'md' }: ClientAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="subtle" flexShrink={0} aria-hidden>
      <Avatar.Fallback>
        <User width="55%" height="55%" />
      </Avatar.Fallback>
      {client.avatar && <Avatar.Image src={client.avatar} alt="" />}
    </Avatar.Root>
  );
}
