// Icons the design system does not have (decorative: the buttons carry the names).

const svgProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function StarIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} {...svgProps}>
      <path
        d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PencilIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} {...svgProps} fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" strokeLinejoin="round" />
    </svg>
  );
}

export function GripIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} {...svgProps}>
      {[5, 12, 19].flatMap((y) =>
        [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
      )}
    </svg>
  );
}

export function PrinterIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} {...svgProps} fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" strokeLinejoin="round" />
    </svg>
  );
}
