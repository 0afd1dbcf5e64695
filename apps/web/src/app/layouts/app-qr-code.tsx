import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/** The SVG of a QR code as an image URL (the CSP's img-src allows data:). */
export async function qrCodeDataUri(url: string): Promise<string> {
  // Loaded on demand: the encoder stays out of the first page's bundle.
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A scannable QR code of `url`. The box and its accessible name are there at once; the code itself
 * is drawn once the box comes near the screen (the footer's codes are not the first page's business)
 * and the encoder has loaded.
 */
export function AppQrCode({ url, label }: { url: string; label: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box, { margin: '400px' });
  const [code, setCode] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    qrCodeDataUri(url).then(
      (src) => !cancelled && setCode({ url, src }),
      // No code, no harm: the link around it still leads to the store.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [url, near]);
  const src = code?.url === url ? code.src : null;
  return (
    <span ref={box} role="img" aria-label={label} className="block size-[84px] rounded bg-white p-1">
      {src && <img src={src} alt="" width={76} height={76} className="block size-full" />}
    </span>
  );
}
