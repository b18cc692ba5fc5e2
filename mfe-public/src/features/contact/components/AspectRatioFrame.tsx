import { Box, chakra } from '@platform/shared';

const Frame = chakra('iframe');

/** A lazily loaded embed (the map) in a 16:9 box. */
export function AspectRatioFrame({ src, title }: { src: string; title: string }) {
  return (
    <Box position="relative" width="100%" pt="56.25%" bg="bg.muted">
      <Frame
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        position="absolute"
        inset="0"
        width="100%"
        height="100%"
        border="0"
      />
    </Box>
  );
}
