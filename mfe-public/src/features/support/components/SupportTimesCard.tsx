import { Box, Card, Heading, HStack, Separator, Stack, Text } from '@platform/shared';
import { SUPPORT } from '@platform/shared/constants';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { supportMessages } from '../messages';

const copy = supportMessages;

/** Response times per channel and the attention hours (spec 1 §9). */
export function SupportTimesCard() {
  const rows = [
    {
      icon: Mail,
      label: copy.responseTimes.email,
      value: copy.responseTimes.emailValue(SUPPORT.responseTimes.email),
    },
    {
      icon: MessageCircle,
      label: copy.responseTimes.whatsapp,
      value: copy.responseTimes.whatsappValue(SUPPORT.responseTimes.whatsapp),
    },
    { icon: Phone, label: copy.responseTimes.phone, value: copy.responseTimes.phoneValue },
  ];
  return (
    <Card.Root as="section" aria-labelledby="support-times-title" variant="outline">
      <Card.Body gap={4}>
        <Heading as="h2" size="md" id="support-times-title">
          {copy.responseTimes.title}
        </Heading>
        {/* A list of terms may group each term with its value in a div, and nothing else: the
            icon sits in the term, and the value is indented to line up with the term's text. */}
        <Stack as="dl" gap={3}>
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <HStack as="dt" gap={3} fontSize="sm" color="fg.muted">
                <Box color="brand.fg" aria-hidden>
                  <Icon size={18} />
                </Box>
                {label}
              </HStack>
              <Text as="dd" fontWeight="medium" ps="30px">
                {value}
              </Text>
            </div>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {copy.responseTimes.priorityNote(SUPPORT.priorityPlanName)}
        </Text>
        <Separator />
        <Stack gap={1}>
          <HStack gap={2}>
            <Clock size={16} aria-hidden />
            <Heading as="h3" size="sm">
              {copy.hours.title}
            </Heading>
          </HStack>
          <Text>
            {copy.hours.weekdays(SUPPORT.hours.days, SUPPORT.hours.opensAt, SUPPORT.hours.closesAt)}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {copy.hours.weekend} {copy.hours.timezone}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
