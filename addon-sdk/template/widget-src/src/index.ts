/** __NAME__'s widget module: on every page view, tells the add-on a page was viewed. */
import { defineWidgetModule, type WidgetPageContext } from '@hearken/addon-sdk';

/** Reports one page view to the add-on's public endpoint (a failure is left to the next view). */
export function reportView(ctx: WidgetPageContext): Promise<unknown> {
  if (!ctx.public) return Promise.resolve(null);
  return ctx.public.post('/view', { url: ctx.url }).catch(() => null);
}

export default defineWidgetModule({
  features: ['__SLUG__'],
  page(ctx) {
    void reportView(ctx);
  },
});
