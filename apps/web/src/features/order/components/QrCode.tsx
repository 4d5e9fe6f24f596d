import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code drawn on the device from its payload (an EMVCo payment string): nothing is fetched, so
 * the code shows offline and the payload never leaves the page. Rendered as an SVG image with the
 * label as its text alternative; quiet zone of 4 modules as the standard asks, so banking apps scan it.
 */
export function QrCode({ payload, label, size = 240 }: { payload: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(payload, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 4,
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <div className="order-qr" style={{ width: size, height: size }} data-testid="payment-qr">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={size}
          height={size}
        />
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
    </div>
  );
}
