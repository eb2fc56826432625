import { describe, expect, it } from 'vitest';
import { presenterCommand } from './presenter-keys';

const press = (key: string, target: Element = document.body, extra = {}) =>
  presenterCommand({ key, target, ...extra });

describe('presenterCommand', () => {
  it('reads a keyboard’s and a clicker’s keys', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', ' ']) expect(press(key)).toBe('next');
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp']) expect(press(key)).toBe('previous');
    expect(press('b')).toBe('black');
    expect(press('B')).toBe('black');
    expect(press('w')).toBe('blank');
    expect(press('.')).toBe('blank');
    expect(press('t')).toBe('title');
    expect(press('Home')).toBe('first');
    expect(press('End')).toBe('last');
    expect(press('o')).toBe('overview');
    expect(press('x')).toBeNull();
  });

  it('leaves keys to fields, dialogs, shortcuts and a focused button’s Space', () => {
    const input = document.createElement('input');
    const select = document.createElement('select');
    const button = document.createElement('button');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('span');
    dialog.append(inDialog);
    expect(press('ArrowRight', input)).toBeNull();
    expect(press('ArrowDown', select)).toBeNull();
    expect(press('b', inDialog)).toBeNull();
    expect(press(' ', button)).toBeNull();
    expect(press('ArrowRight', button)).toBe('next');
    expect(press('ArrowRight', document.body, { ctrlKey: true })).toBeNull();
    expect(press('ArrowRight', document.body, { defaultPrevented: true })).toBeNull();
  });
});
