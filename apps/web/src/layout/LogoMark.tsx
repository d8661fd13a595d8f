import { useId } from 'react';

interface LogoMarkProps {
  size?: number;
}

/** The product mark: a pulse line on a teal tile. Decorative; the product name always sits next to it. */
export const LogoMark = ({ size = 36 }: LogoMarkProps) => {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#1ea99b" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path
        d="M7 21.5h6.5l3-7.5 5.5 14 3.2-6.5H33"
        fill="none"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
};
