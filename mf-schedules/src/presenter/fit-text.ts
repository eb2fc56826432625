// Text auto-fitted to the screen: the largest font size at which a slide's words fit its layer
// without a word broken or cut (wrapping happens between words only, so a word too wide for the
// screen makes the text smaller). Found by halving the interval: about 8 layouts of one slide.

const MIN_PX = 12;
const STEPS = 8;

function available(layer: HTMLElement) {
  const style = getComputedStyle(layer);
  return {
    width: layer.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    height: layer.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
  };
}

/** Sets `text`'s font size (px) to the largest that fits `layer`'s content box, and returns it. */
export function fitText(layer: HTMLElement, text: HTMLElement): number {
  const { width, height } = available(layer);
  if (width <= 0 || height <= 0) return MIN_PX;
  const fits = (px: number) => {
    text.style.fontSize = `${px}px`;
    return text.scrollHeight <= height && text.scrollWidth <= width;
  };
  let low = MIN_PX;
  // No slide is drawn taller than a fifth of the screen per line.
  let high = Math.max(MIN_PX, Math.floor(height / 5));
  if (fits(high)) return high;
  for (let i = 0; i < STEPS && high - low > 1; i += 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  text.style.fontSize = `${low}px`;
  return low;
}
