/** The product's mark: a tick in a rounded square. */
export function BrandMark({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" stroke="#ffffff" strokeWidth="2.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const PRODUCT_NAME = 'WorkflowPro';
export const PRODUCT_TAGLINE = 'Professional workflow management';
