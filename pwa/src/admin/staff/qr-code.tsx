import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as SVG (one path, so it prints crisp at any size): black modules on
 * white with the quiet zone the standard asks for, readable by any phone camera.
 */
export function QrCode({ text, label, size = 224 }: { text: string; label: string; size?: number }) {
  const { data, size: n } = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="staff-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
