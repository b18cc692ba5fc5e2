import { MapPinOff } from 'lucide-react';
import { messages } from '../../messages';
import { DeadEndPage } from '../../ui/DeadEndPage';

export function NotFoundPage() {
  return <DeadEndPage icon={<MapPinOff />} copy={messages.notFound} />;
}
