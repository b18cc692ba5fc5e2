import { Activity, BookOpen, CircleHelp, Mail } from 'lucide-react';
import { Box, Card, Heading, HStack, SimpleGrid, Text } from '@platform/shared';
import { ArrowLink } from '../../../ui/ArrowLink';

/** The support pages a card can send the visitor to: where each is and its icon. */
const SUPPORT_PAGES = {
  help: { to: '/help', icon: CircleHelp },
  docs: { to: '/docs', icon: BookOpen },
  contact: { to: '/contact', icon: Mail },
  status: { to: '/status', icon: Activity },
};

export type SupportPage = keyof typeof SUPPORT_PAGES;

/** A card's copy: the page's name, what it offers and the link's text. */
export interface SupportLinkText {
  title: string;
  description: string;
  link: string;
}

/** Cards that send the visitor to the other support pages (status, contact, help, docs). */
export function SupportLinks({
  title,
  links,
}: {
  title: string;
  /** The pages to link to, in the order shown, each with its card's copy. */
  links: Partial<Record<SupportPage, SupportLinkText>>;
}) {
  const cards = (Object.keys(links) as SupportPage[]).map((page) => ({
    ...SUPPORT_PAGES[page],
    text: links[page]!,
  }));
  return (
    <Box as="section" aria-labelledby="support-links-title">
      <Heading as="h2" size="lg" mb={4} id="support-links-title">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: cards.length }} gap={4}>
        {cards.map(({ to, icon: Icon, text }) => (
          <Card.Root key={to} variant="outline" _hover={{ borderColor: 'brand.emphasized' }}>
            <Card.Body gap={3}>
              <HStack gap={3}>
                <Box color="brand.fg" aria-hidden>
                  <Icon size={22} />
                </Box>
                <Heading as="h3" size="md">
                  {text.title}
                </Heading>
              </HStack>
              <Text color="fg.muted" flex="1">
                {text.description}
              </Text>
              <ArrowLink to={to}>{text.link}</ArrowLink>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
