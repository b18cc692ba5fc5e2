import { ExternalLink, MapPin } from 'lucide-react';
import { Card, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@platform/shared';
import type { PlatformSettings } from '../../support';
import { contactMessages } from '../messages';
import { AspectRatioFrame } from './AspectRatioFrame';

const copy = contactMessages.office;

/** OpenStreetMap needs no API key and sets no tracking cookies (see the cookie policy). */
export function mapUrls({ latitude, longitude }: { latitude: number; longitude: number }) {
  const box = [longitude - 0.006, latitude - 0.003, longitude + 0.006, latitude + 0.003]
    .map((value) => value.toFixed(5))
    .join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${latitude},${longitude}`,
    link: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}

/** The office address with an embedded map and a link to open it full size. */
export function OfficeLocation({ settings }: { settings: PlatformSettings }) {
  const { address } = settings;
  const urls = mapUrls(address);
  return (
    <Card.Root as="section" aria-labelledby="office-title" variant="outline" overflow="hidden">
      <AspectRatioFrame src={urls.embed} title={copy.mapTitle(address.fullAddress)} />
      <Card.Body gap={3}>
        <Heading as="h2" size="md" id="office-title">
          {copy.title}
        </Heading>
        <HStack align="flex-start" gap={2}>
          <MapPin size={18} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
          <Stack gap={0}>
            <Text>{address.street}</Text>
            <Text color="fg.muted">
              {address.commune}, {address.region}
            </Text>
          </Stack>
        </HStack>
        <Link
          href={urls.link}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          fontWeight="medium"
        >
          {copy.openMap} <ExternalLink size={14} aria-hidden />
          <VisuallyHidden>{copy.newTab}</VisuallyHidden>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
