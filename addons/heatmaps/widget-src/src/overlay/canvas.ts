/**
 * The heatmap drawn over the live page: one `<canvas data-hearken-heatmap>` at the document's
 * top-left, as large as the document, that lets every click through. On it, in this order:
 *
 * 1. the clicks: each cell `[col, row, n]` a radial blob at the cell's centre (x from the share of
 *    the document's width, y from `row_height`), as opaque as n is near the busiest cell's count,
 *    the blobs' summed opacity then coloured blue → green → yellow → red (as heatmap.js does);
 * 2. the most clicked elements the page still has (the first 10 found): an outline and their count;
 * 3. the scroll folds: a dashed line where fewer than 75, 50 and 25 % of the page views reached.
 *
 * The canvas has as many pixels as the screen shows, but at most 16 million (Safari refuses larger
 * ones) and 32,000 on a side (the other browsers' limit); a larger page gets a softer picture.
 */
import { documentBox } from '../viewport';
import type { Heatmap } from './api';
import { TEXT } from './strings';

const MAX_PIXELS = 16_000_000;
const MAX_SIDE = 32_000;
const TOP_ELEMENTS = 10;
const FOLDS = [75, 50, 25];
/** The colour of each summed opacity, 0–1; MAX_ALPHA is the most opaque a pixel gets, so that the page stays readable. */
const PALETTE: [number, string][] = [
  [0.25, '#0000ff'],
  [0.55, '#00ff00'],
  [0.85, '#ffff00'],
  [1, '#ff0000'],
];
const MAX_ALPHA = 190;
const INK = '#1d2327';
const FONT = '600 12px system-ui, sans-serif';

type Ink = CanvasRenderingContext2D;

/** A 2D context, or null where the browser has none (jsdom). */
function context(canvas: HTMLCanvasElement, width: number, height: number): Ink | null {
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return canvas.getContext('2d');
}

function blobs(g: Ink, heatmap: Heatmap, width: number): void {
  const cellWidth = width / (heatmap.columns > 0 ? heatmap.columns : 64);
  const rowHeight = heatmap.row_height > 0 ? heatmap.row_height : 16;
  const radius = Math.ceil(Math.max(12, cellWidth, rowHeight) * 1.5);
  const brush = document.createElement('canvas');
  const b = context(brush, radius * 2, radius * 2);
  if (!b) return;
  const blob = b.createRadialGradient(radius, radius, 0, radius, radius, radius);
  blob.addColorStop(0, 'rgba(0,0,0,1)');
  blob.addColorStop(1, 'rgba(0,0,0,0)');
  b.fillStyle = blob;
  b.fillRect(0, 0, radius * 2, radius * 2);

  const busiest = heatmap.cells.reduce((max, cell) => Math.max(max, cell[2]), 1);
  for (const [col, row, n] of heatmap.cells) {
    g.globalAlpha = Math.min(1, Math.max(0.05, n / busiest));
    g.drawImage(brush, (col + 0.5) * cellWidth - radius, (row + 0.5) * rowHeight - radius);
  }
  g.globalAlpha = 1;

  const scale = document.createElement('canvas');
  const s = context(scale, 256, 1);
  if (!s) return;
  const colours = s.createLinearGradient(0, 0, 256, 0);
  for (const [at, colour] of PALETTE) colours.addColorStop(at, colour);
  s.fillStyle = colours;
  s.fillRect(0, 0, 256, 1);
  const palette = s.getImageData(0, 0, 256, 1).data;
  const image = g.getImageData(0, 0, g.canvas.width, g.canvas.height);
  const pixels = image.data;
  for (let i = 3; i < pixels.length; i += 4) {
    const alpha = pixels[i]!;
    if (!alpha) continue;
    pixels[i - 3] = palette[alpha * 4]!;
    pixels[i - 2] = palette[alpha * 4 + 1]!;
    pixels[i - 1] = palette[alpha * 4 + 2]!;
    pixels[i] = Math.min(MAX_ALPHA, alpha * 1.5);
  }
  g.putImageData(image, 0, 0);
}

/** White text on a dark box (dark on white with `dark` false), its top-left at (x, y); answers its width. */
function label(g: Ink, text: string, x: number, y: number, dark = true): number {
  g.font = FONT;
  g.textBaseline = 'middle';
  const width = g.measureText(text).width + 12;
  g.fillStyle = dark ? INK : '#fff';
  g.fillRect(x, y, width, 20);
  g.fillStyle = dark ? '#fff' : INK;
  g.fillText(text, x + 6, y + 10);
  return width;
}

function outline(g: Ink, x: number, y: number, width: number, height: number): void {
  g.lineWidth = 3;
  g.strokeStyle = '#fff';
  g.strokeRect(x, y, width, height);
  g.lineWidth = 1.5;
  g.strokeStyle = INK;
  g.strokeRect(x, y, width, height);
}

function topElements(g: Ink, heatmap: Heatmap): void {
  let shown = 0;
  for (const { selector, clicks } of heatmap.elements) {
    if (shown == TOP_ELEMENTS) return;
    let el: Element | null = null;
    try {
      el = document.querySelector(selector);
    } catch {
      // A selector this browser cannot read: not on this page.
    }
    const box = el?.getBoundingClientRect();
    if (!box || !(box.width || box.height)) continue;
    shown++;
    const x = box.left + scrollX;
    const y = box.top + scrollY;
    outline(g, x, y, box.width, box.height);
    label(g, TEXT.elementClicks(clicks), x, y >= 22 ? y - 22 : y + box.height + 2);
  }
}

function folds(g: Ink, heatmap: Heatmap, width: number, height: number): void {
  if (!heatmap.views) return;
  const steps = [...heatmap.scroll].sort((a, b) => a.depth - b.depth);
  const labelled = new Map<number, number>();
  g.save();
  for (const share of FOLDS) {
    const step = steps.find((s) => s.percent < share);
    if (!step) continue;
    const y = Math.max(1, Math.min(height - 1, Math.round((step.depth / 100) * height)));
    const x = labelled.get(y);
    if (x === undefined) {
      g.setLineDash([8, 6]);
      g.lineWidth = 2;
      g.strokeStyle = INK;
      g.beginPath();
      g.moveTo(0, y);
      g.lineTo(width, y);
      g.stroke();
      g.setLineDash([]);
    }
    // Folds at one depth share the line, their labels side by side.
    labelled.set(y, (x ?? 8) + label(g, TEXT.fold(share), x ?? 8, y >= 24 ? y - 24 : y + 4, false) + 8);
  }
  g.restore();
}

/** Draws the heatmap over the document as it is laid out now; the caller puts the canvas in the page. */
export function heatmapCanvas(heatmap: Heatmap): HTMLCanvasElement {
  const doc = documentBox();
  const width = doc.scrollWidth || innerWidth;
  const height = doc.scrollHeight || innerHeight;
  const scale = Math.min(
    devicePixelRatio || 1,
    Math.sqrt(MAX_PIXELS / (width * height)),
    MAX_SIDE / width,
    MAX_SIDE / height,
  );
  const canvas = document.createElement('canvas');
  canvas.setAttribute('data-hearken-heatmap', '');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = `position:absolute;top:0;left:0;width:${width}px;height:${height}px;max-width:none;margin:0;border:0;padding:0;pointer-events:none;z-index:2147483646`;
  const g = context(canvas, width * scale, height * scale);
  if (g) {
    g.scale(scale, scale);
    blobs(g, heatmap, width);
    topElements(g, heatmap);
    folds(g, heatmap, width, height);
  }
  return canvas;
}
