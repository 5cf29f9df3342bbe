// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRemoteStyles } from './styles.js';

const ID = 'hearken-test-styles';

function Card({ css = '.card { color: red; }' }: { css?: string }) {
  useRemoteStyles(ID, css);
  return <p>card</p>;
}

const styles = () => document.head.querySelectorAll(`style#${ID}`);

// The style outlives the cards by design; each test starts from a head without it.
afterEach(() => {
  document.getElementById(ID)?.remove();
});

describe('useRemoteStyles', () => {
  it('adds the stylesheet to the head once, however many components use it', () => {
    render(
      <>
        <Card />
        <Card css=".card { color: blue; }" />
      </>,
    );
    expect(styles()).toHaveLength(1);
    expect(styles()[0]?.textContent).toBe('.card { color: red; }');
  });

  it('keeps it after the component unmounts, for the next one', () => {
    const { unmount } = render(<Card />);
    unmount();
    expect(styles()).toHaveLength(1);
    render(<Card />);
    expect(styles()).toHaveLength(1);
  });
});
