/** The viewport classes of ../../README.md ("Viewport classes"), which the capture and the overlay both name. */
export type Viewport = 'desktop' | 'tablet' | 'mobile';

/** The class of a window `width` CSS px wide. */
export const viewportOf = (width: number): Viewport => (width >= 1024 ? 'desktop' : width >= 768 ? 'tablet' : 'mobile');

/** The element whose size is the document's (`<body>` in quirks mode, else `<html>`). */
export const documentBox = (): Element => document.scrollingElement ?? document.documentElement;
