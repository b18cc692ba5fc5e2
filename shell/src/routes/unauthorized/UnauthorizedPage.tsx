import { ShieldAlert } from 'lucide-react';
import { messages } from '../../messages';
import { DeadEndPage } from '../../ui/DeadEndPage';

export function UnauthorizedPage() {
  return <DeadEndPage icon={<ShieldAlert />} copy={messages.unauthorized} />;
}
