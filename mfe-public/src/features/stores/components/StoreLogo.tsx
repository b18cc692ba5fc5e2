import { useState } from 'react';
import { Center, Image } from '@platform/shared/core';
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

const SIZES = {
  md: { box: '10', fontSize: 'sm' },
  lg: { box: '12', fontSize: 'md' },
  xl: { box: '16', fontSize: 'xl' },
} as const;

/** 'Café Altura Andina' → 'CA': the first letters of the first two words. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('es-CL') ?? '')
    .join('');
}

/**
 * The store's logo, or its initials in its category's colour when it has none or it fails to
 * load. Plain box and image (no avatar state machine): it is on the landing page's first paint.
 */
export function StoreLogo({
  name,
  logo,
  category,
  size = 'lg',
}: {
  name: string;
  logo: string | null;
  category: PartnerCategory;
  size?: keyof typeof SIZES;
}) {
  const [broken, setBroken] = useState(false);
  const palette = PALETTE[category] ?? 'gray';
  const { box, fontSize } = SIZES[size];
  const showImage = Boolean(logo) && !broken;
  return (
    <Center
      boxSize={box}
      flexShrink={0}
      borderRadius="l3"
      overflow="hidden"
      bg={showImage ? 'bg.muted' : `${palette}.solid`}
      color={`${palette}.contrast`}
      fontSize={fontSize}
      fontWeight="semibold"
      userSelect="none"
      aria-hidden
    >
      {showImage ? (
        <Image
          src={logo ?? undefined}
          alt=""
          boxSize="full"
          objectFit="cover"
          onError={() => setBroken(true)}
        />
      ) : (
        initials(name)
      )}
    </Center>
  );
}
