import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { Editor } from '@tiptap/core';
import { changeLocale } from '../../../i18n';
import { TextCard } from './TextCard';
import { descriptionExtensions } from './description/RichDescription';

/** A Vietnamese card whose description edits are recorded; the editor itself comes lazily. */
async function card(description: string) {
  const onDescription = vi.fn<(html: string) => void>();
  renderWithProviders(
    <TextCard locale="vi-VN" name="Táo" description={description} onName={() => {}} onDescription={onDescription} />,
  );
  const area = await screen.findByRole('textbox', { name: 'Description in Tiếng Việt' });
  return { area, onDescription, user: userEvent.setup() };
}

const lastHtml = (fn: { mock: { calls: [string][] } }) => fn.mock.calls.at(-1)?.[0];

describe('the marks of what is missing', () => {
  const render = (name: string, description: string, locale: 'vi-VN' | 'en-US' = 'vi-VN') =>
    renderWithProviders(
      <TextCard locale={locale} name={name} description={description} onName={() => {}} onDescription={() => {}} />,
    );

  it('marks a missing description apart from a missing name, and names the field each is about', async () => {
    render('Táo', '');
    const area = await screen.findByRole('textbox', { name: 'Description in Tiếng Việt' });
    expect(screen.getByText('Description missing: the shop shows English')).toBeTruthy();
    expect(screen.queryByText('Name missing: the shop shows English')).toBeNull();
    // A screen reader hears the mark with the editable area it is about.
    expect(area.getAttribute('aria-describedby')).toBe('description-vi-VN-missing');
    expect(document.getElementById('description-vi-VN-missing')?.textContent).toBe(
      'Description missing: the shop shows English',
    );
    expect(screen.getByLabelText('Name in Tiếng Việt').getAttribute('aria-describedby')).toBeNull();
    cleanup();

    render('', '<p>Giòn ngọt</p>');
    await screen.findByRole('textbox', { name: 'Description in Tiếng Việt' });
    expect(screen.getByText('Name missing: the shop shows English')).toBeTruthy();
    expect(screen.queryByText('Description missing: the shop shows English')).toBeNull();
    const name = screen.getByLabelText('Name in Tiếng Việt');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Name missing: the shop shows English',
    );
    expect(document.getElementById('description-vi-VN-missing')?.textContent).toBe('');
  });

  it('counts a description of empty paragraphs as missing, and one of only a picture as written', async () => {
    render('Táo', '<p></p><p>&nbsp;</p>');
    await screen.findByRole('textbox', { name: 'Description in Tiếng Việt' });
    expect(screen.getByText('Description missing: the shop shows English')).toBeTruthy();
    cleanup();
    render('Táo', '<p><img src="/api/images/apple/40.svg" alt="Apple"></p>');
    await screen.findByRole('textbox', { name: 'Description in Tiếng Việt' });
    expect(screen.queryByText(/Description missing/)).toBeNull();
  });

  it('says only "missing" for English, which has no language to fall back to', async () => {
    render('Apple', '', 'en-US');
    await screen.findByRole('textbox', { name: 'Description in English' });
    expect(screen.getByText('Description missing')).toBeTruthy();
  });

  it('marks both in Thai when the console is in Thai', async () => {
    await changeLocale('th-TH');
    try {
      render('', '');
      await screen.findByRole('textbox', { name: 'คำอธิบายภาษาTiếng Việt' });
      expect(screen.getByText('ไม่มีชื่อ: ร้านจะแสดงภาษาอังกฤษ')).toBeTruthy();
      expect(screen.getByText('ไม่มีคำอธิบาย: ร้านจะแสดงภาษาอังกฤษ')).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});

describe('the description editor', () => {
  it('is named by its language and shows a plain-text description as paragraphs', async () => {
    const { area } = await card('Crisp apples\n\nFrom Da Lat');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(Array.from(area.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Crisp apples', 'From Da Lat']);
    expect(screen.getByRole('toolbar', { name: 'Formatting of the description in Tiếng Việt' })).toBeTruthy();
  });

  it('warns when the stored description has what the editor cannot keep, such as a table', async () => {
    await card('<p><b>Apple</b></p><table><tbody><tr><td>100 g</td></tr></tbody></table>');
    expect(screen.getByRole('alert').textContent).toContain('tables or other formatting');
    cleanup();
    await card('<h3>Apple</h3><ul><li><i>Crisp</i> <a href="https://example.com">more</a></li></ul>');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the pictures a description holds, in their paragraph, through an edit', async () => {
    const { area } = await card('<p><strong>Apple</strong></p><p><img src="/api/images/apple/40.svg" alt="Apple"></p>');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(area.querySelector('img[src]')?.getAttribute('alt')).toBe('Apple');
    // An edit writes the picture back as it was.
    const editor = new Editor({
      extensions: descriptionExtensions,
      content: '<p><strong>Apple</strong></p><p><img src="/api/images/apple/40.svg" alt="Apple"></p>',
    });
    editor.chain().selectAll().toggleItalic().run();
    expect(editor.getHTML()).toContain('<img src="/api/images/apple/40.svg" alt="Apple">');
    editor.destroy();
  });

  it('makes the selection bold from the toolbar, which then shows the button pressed', async () => {
    const { area, onDescription, user } = await card('<p>Crisp apples</p>');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    await waitFor(() => expect(lastHtml(onDescription)).toBe('<p><strong>Crisp apples</strong></p>'));
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    // The toolbar is reached and walked by keyboard; Space presses the button in focus.
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard(' ');
    await waitFor(() => expect(lastHtml(onDescription)).toBe('<p><strong><em>Crisp apples</em></strong></p>'));
  });

  it('makes a heading, and takes the editor’s own shortcut for italic', async () => {
    const { area, onDescription, user } = await card('<p>Keep cool</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(lastHtml(onDescription)).toBe('<h3>Keep cool</h3>'));
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(lastHtml(onDescription)).toBe('<h3><em>Keep cool</em></h3>'));
  });

  it('makes bulleted and numbered lists', async () => {
    const { area, onDescription, user } = await card('<p>Keep cool</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(lastHtml(onDescription)).toBe('<ol><li><p>Keep cool</p></li></ol>'));
    expect(screen.getByRole('button', { name: 'Numbered list' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(lastHtml(onDescription)).toBe('<ul><li><p>Keep cool</p></li></ul>'));
  });

  it('links the selection to a web address only, with rel="noopener"', async () => {
    const { area, onDescription, user } = await card('<p>Recipes</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address (https://… or mailto:…)');
    await user.type(address, 'javascript:alert(1)');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add link' }).disabled).toBe(true);
    await user.clear(address);
    await user.type(address, 'https://example.com/recipes{Enter}');
    await waitFor(() => expect(lastHtml(onDescription)).toContain('href="https://example.com/recipes"'));
    expect(lastHtml(onDescription)).toContain('rel="noopener"');
    expect(lastHtml(onDescription)).not.toContain('target');
    expect(screen.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('answers an empty description when everything is deleted', async () => {
    const { area, onDescription, user } = await card('<p>Gone</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(lastHtml(onDescription)).toBe(''));
  });
});
