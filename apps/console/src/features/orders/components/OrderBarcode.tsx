import { useLayoutEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

/**
 * The order number as a Code 128 barcode, drawn as SVG bars (black on white, sharp at any print
 * resolution) for the courier's and the warehouse's scanners. Named by the number itself, which
 * the slip also prints in digits. Only the packing slip's lazy route imports it, so the library
 * stays out of the console's first load.
 */
export function OrderBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      displayValue: false,
      width: 2,
      height: 56,
      // The quiet zone a scanner needs on each side: ten modules.
      margin: 20,
      background: '#ffffff',
      lineColor: '#000000',
    });
  }, [value]);
  return <svg ref={svg} role="img" aria-label={value} className="packing-slip__barcode" />;
}
