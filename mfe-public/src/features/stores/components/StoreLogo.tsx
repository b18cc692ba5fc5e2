import { Avatar } from '@platform/shared';
import type { PartnerCategory } from '@platform/shared/constants';

const PALETTE: Record<PartnerCategory, string> = {
  Alimentación: 'green',
  Salud: 'teal',
  Bebidas: 'orange',
  Belleza: 'pink',
  Educación: 'blue',
  Hogar: 'purple',
  Tecnología: 'cyan',
};

/** The store's logo, or its initials in its category's colour when it has none. */
export function StoreLogo({
  name,
  logo,
  category,
  size = 'lg',
}: {
  name: string;
  logo: string | null;
  category: PartnerCategory;
  size?: 'md' | 'lg' | 'xl';
}) {
  return (
    <Avatar.Root
      size={size}
      shape="rounded"
      colorPalette={PALETTE[category] ?? 'gray'}
      variant="solid"
    >
      {logo && <Avatar.Image src={logo} alt="" />}
      <Avatar.Fallback name={name} />
    </Avatar.Root>
  );
}
