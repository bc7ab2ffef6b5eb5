/** Action icons of the jobs screens; the buttons that hold them carry the accessible name. */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;
const stroke = { stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

export const PlusIcon = () => (
  <svg {...base}>
    <path d="M8 3v10M3 8h10" {...stroke} />
  </svg>
);

export const EyeIcon = () => (
  <svg {...base}>
    <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" {...stroke} />
    <circle cx="8" cy="8" r="2" {...stroke} />
  </svg>
);

export const PencilIcon = () => (
  <svg {...base}>
    <path d="M11 2.5l2.5 2.5L6 12.5 3 13l.5-3z" {...stroke} />
  </svg>
);

export const TrashIcon = () => (
  <svg {...base}>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" {...stroke} />
  </svg>
);

export const FilterIcon = () => (
  <svg {...base}>
    <path d="M2 3h12l-4.5 5.5V13l-3-1.5V8.5z" {...stroke} />
  </svg>
);

export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="7" cy="7" r="4.5" {...stroke} />
    <path d="M10.5 10.5L14 14" {...stroke} />
  </svg>
);

export const RefreshIcon = () => (
  <svg {...base}>
    <path d="M13 8a5 5 0 1 1-1.5-3.5M13 2.5V5h-2.5" {...stroke} />
  </svg>
);

export const BackIcon = () => (
  <svg {...base}>
    <path d="M10 3L5 8l5 5" {...stroke} />
  </svg>
);

export const UploadIcon = () => (
  <svg {...base}>
    <path d="M8 11V3M4.5 6.5L8 3l3.5 3.5M3 13h10" {...stroke} />
  </svg>
);

export const RepeatIcon = () => (
  <svg {...base}>
    <path d="M2.5 7V6a2.5 2.5 0 0 1 2.5-2.5h8M11 1.5l2 2-2 2M13.5 9v1a2.5 2.5 0 0 1-2.5 2.5H3M5 14.5l-2-2 2-2" {...stroke} />
  </svg>
);
