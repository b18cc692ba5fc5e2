import {
  ProductTypesTutorial,
  useTutorialSeen,
} from '../../features/tutorial/ProductTypesTutorial';

/**
 * The product-types tutorial unless the merchant has already closed it (spec 2 §2). Loaded only
 * when the catalogue turns out empty, so the seen flag is read with the tutorial's own code.
 */
export default function TutorialGate({ onClose }: { onClose: () => void }) {
  const seen = useTutorialSeen();
  return seen ? null : <ProductTypesTutorial onClose={onClose} />;
}
