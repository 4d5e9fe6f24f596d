// Shared by the page benches (lighthouse, long-tasks): a returning visitor's first visit.
/**
 * Answers Home's position question "not now", as a returning visitor has. It opens once the page
 * is hydrated: waited for, not glanced at, or the measured visit would be asked again.
 * @param {import('playwright-core').Page} page
 */
export async function answerPositionQuestion(page) {
  // The popup's actions are [Cancel, Confirm]: Confirm would ask the browser, which refuses here,
  // and a refusal is not remembered, so the "returning" visit was asked again.
  const cancel = page.locator('.position-popup .modal-dialog__button').first();
  const asked = await cancel.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (asked) await cancel.click();
}
