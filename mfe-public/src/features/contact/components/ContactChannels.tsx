import type { LucideIcon } from 'lucide-react';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Text } from '@platform/shared';
import type { PlatformSettings } from '../../support';
import { formatChileanPhone, telLink, whatsappLink } from '../../support';
import { contactMessages } from '../messages';

const copy = contactMessages.channels;

interface Channel {
  id: string;
  icon: LucideIcon;
  title: string;
  value: string;
  href: string;
  label: string;
  note: string;
  external?: boolean;
  priority?: boolean;
}

/** The e-mail, WhatsApp and phone cards, each a real mailto / wa.me / tel link. */
export function ContactChannels({ settings }: { settings: PlatformSettings }) {
  const phone = formatChileanPhone(settings.phone.number);
  const whatsapp = formatChileanPhone(settings.phone.whatsapp);
  const channels: Channel[] = [
    {
      id: 'email',
      icon: Mail,
      title: copy.email.title,
      value: settings.email,
      href: `mailto:${settings.email}`,
      label: copy.email.action(settings.email),
      note: copy.email.note(settings.support.responseTimes.email),
    },
    {
      id: 'whatsapp',
      icon: MessageCircle,
      title: copy.whatsapp.title,
      value: whatsapp,
      href: whatsappLink(settings.phone.whatsapp),
      label: copy.whatsapp.action(whatsapp),
      note: copy.whatsapp.note(settings.support.responseTimes.whatsapp),
      external: true,
      priority: true,
    },
    {
      id: 'phone',
      icon: Phone,
      title: copy.phone.title,
      value: phone,
      href: telLink(settings.phone.number),
      label: copy.phone.action(phone),
      note: copy.phone.note,
      priority: true,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
      {channels.map(({ id, icon: Icon, title, value, href, label, note, external, priority }) => (
        <Card.Root key={id} variant="outline" data-channel={id}>
          <Card.Body gap={3}>
            <HStack justify="space-between">
              <HStack gap={3}>
                <Box color="brand.fg" bg="brand.subtle" borderRadius="full" p={2} aria-hidden>
                  <Icon size={20} />
                </Box>
                <Heading as="h2" size="md">
                  {title}
                </Heading>
              </HStack>
              {priority && (
                <Badge variant="subtle" colorPalette="purple">
                  {copy.priority}
                </Badge>
              )}
            </HStack>
            <Link
              href={href}
              aria-label={label}
              fontSize="lg"
              fontWeight="semibold"
              color="brand.fg"
              wordBreak="break-all"
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {value}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {note}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
