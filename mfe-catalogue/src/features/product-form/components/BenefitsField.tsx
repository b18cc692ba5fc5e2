import { TextListField } from '@platform/shared';
import { PRODUCT } from '@platform/shared/constants';
import { VALIDATION_MESSAGES } from '@platform/shared/validation';
import { productFormMessages as copy } from '../messages';

const m = VALIDATION_MESSAGES.product;

function benefitProblem(text: string): string | null {
  if (!text.trim()) return m.benefitBlank;
  return text.trim().length > PRODUCT.benefitMaxLength ? m.benefitMax : null;
}

interface BenefitsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** A message of the server about the list. */
  error?: string;
}

/** The product's benefits (spec 2 §5): each at most 50 characters and not blank. */
export function BenefitsField({ value, onChange, error }: BenefitsFieldProps) {
  return (
    <TextListField
      value={value}
      onChange={onChange}
      label={copy.benefit}
      addLabel={copy.addBenefit}
      removeLabel={copy.remove}
      emptyText={copy.noBenefits}
      problemOf={benefitProblem}
      error={error}
    />
  );
}
