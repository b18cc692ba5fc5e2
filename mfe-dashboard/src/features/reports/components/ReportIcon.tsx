import { DollarSign, FileText, PackageSearch, Repeat, Users, type LucideIcon } from 'lucide-react';

// The icon names the api sends for its reports; anything else gets a document.
const ICONS: Record<string, LucideIcon> = { DollarSign, Users, Repeat, PackageSearch };

export function ReportIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? FileText;
  return <Icon size={18} aria-hidden />;
}
