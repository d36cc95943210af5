import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useShortcut } from '../../../src/kit/useShortcut';

/** A screen with one shortcut (`j` counts), beside every kind of place a user types in. */
const Screen = ({ enabled = true }: { enabled?: boolean }) => {
  const [count, setCount] = useState(0);
  useShortcut('j', () => setCount((value) => value + 1), enabled);
  return (
    <div>
      <output aria-label="count">{count}</output>
      <input aria-label="input" />
      <textarea aria-label="textarea" />
      <select aria-label="select">
        <option>one</option>
      </select>
      <div aria-label="editable" contentEditable suppressContentEditableWarning />
      <div role="combobox" aria-label="combobox" aria-expanded="false" aria-controls="none" tabIndex={0} />
      <div role="dialog" aria-label="dialog">
        <button type="button">inside a dialog</button>
      </div>
      <button type="button">a button</button>
    </div>
  );
};

const count = () => screen.getByLabelText('count').textContent;

describe('keyboard shortcuts (src/kit/shortcuts.ts)', () => {
  it('fire on the page and on a button, and mark the key handled', () => {
    render(<Screen />);
    expect(fireEvent.keyDown(document.body, { key: 'j' })).toBe(false);
    fireEvent.keyDown(screen.getByRole('button', { name: 'a button' }), { key: 'j' });
    expect(count()).toBe('2');
  });

  it('never fire while the user types in an input, textarea, select, contenteditable or combobox', () => {
    render(<Screen />);
    for (const name of ['input', 'textarea', 'select', 'editable', 'combobox']) {
      expect(fireEvent.keyDown(screen.getByLabelText(name), { key: 'j' })).toBe(true);
    }
    expect(count()).toBe('0');
  });

  it('never fire with Ctrl, Alt or Meta, but do with Shift (which makes "?")', () => {
    render(<Screen />);
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'j', altKey: true });
    fireEvent.keyDown(document.body, { key: 'j', metaKey: true });
    expect(count()).toBe('0');
    fireEvent.keyDown(document.body, { key: 'j', shiftKey: true });
    expect(count()).toBe('1');
  });

  it('leave the keys of an open dialog to it, and other keys alone', () => {
    render(<Screen />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'inside a dialog' }), { key: 'j' });
    expect(fireEvent.keyDown(document.body, { key: 'k' })).toBe(true);
    expect(count()).toBe('0');
  });

  it('give a key to the screen that registered it last, and stop when it unmounts or is disabled', () => {
    const { unmount, rerender } = render(<Screen />);
    const second = render(
      <section aria-label="second">
        <Screen />
      </section>,
    );
    fireEvent.keyDown(document.body, { key: 'j' });
    const [first, last] = screen.getAllByLabelText('count').map((output) => output.textContent);
    expect([first, last]).toEqual(['0', '1']);
    second.unmount();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(count()).toBe('1');
    rerender(<Screen enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(count()).toBe('1');
    unmount();
  });
});
