/**
 * The nonce the server wrote into this page (`<meta name="csp-nonce">`, fresh per request), or
 * undefined where there is none (the dev server and tests send no CSP).
 */
export function readCspNonce(): string | undefined {
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return content || undefined;
}

/**
 * The CSP allows only `<style>` elements with the page's nonce. antd's CSS-in-JS takes the nonce
 * from ConfigProvider, but its drawer and modal lock the page's scroll with a `<style>` of their
 * own (rc-component's scroll locker) that is given none; every style element this page's scripts
 * create gets the nonce instead, before it is inserted, which is when the browser checks it.
 */
export function stampStyleNonce(nonce: string): void {
  const create = document.createElement.bind(document);
  const stamped = (tagName: string, options?: ElementCreationOptions): HTMLElement => {
    const element = create(tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  };
  document.createElement = stamped;
}
