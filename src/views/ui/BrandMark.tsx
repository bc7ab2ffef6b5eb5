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

export interface BrandClasses {
  brand: string;
  brandMark: string;
  brandName: string;
  brandTagline: string;
}

/** The product's name and tagline beside its mark, styled by the surface it sits on. */
export function Brand({ classes }: { classes: BrandClasses }) {
  return (
    <div className={classes.brand}>
      <span className={classes.brandMark}>
        <BrandMark />
      </span>
      <span>
        <span className={classes.brandName}>{PRODUCT_NAME}</span>
        <br />
        <span className={classes.brandTagline}>{PRODUCT_TAGLINE}</span>
      </span>
    </div>
  );
}
