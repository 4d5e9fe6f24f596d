// Shared by the page benches (lighthouse, long-tasks): a returning visitor's first visit.
/**
 * Answers Home's position question "not now", as a returning visitor has. It opens once the page
 * is hydrated: waited for, not glanced at, or the measured visit would be asked again.
 * @param {import('playwright-core').Page} page
 */
export async function answerPositionQuestion(page) {
  const cancel = page.locator('.adm-modal .adm-button').last();
  const asked = await cancel.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (asked) await cancel.click();
}
