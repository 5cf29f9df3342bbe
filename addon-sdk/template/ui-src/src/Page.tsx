/** The admin page the "__NAME__" menu entry opens: how many page views the widget module reported. */
import { defineRemote, type RouteProps } from '@hearken/addon-sdk';
import { useQuery } from '@tanstack/react-query';

export function Page({ api }: RouteProps) {
  const views = useQuery({
    queryKey: ['__SLUG__', 'views'],
    queryFn: () => api.get<{ views: number }>('addons/__SLUG__/views'),
  });
  return (
    <section aria-labelledby="__SLUG__-title">
      <h1 id="__SLUG__-title">__NAME__</h1>
      {views.isPending && <p role="status">Loading…</p>}
      {views.isError && <p role="alert">The page views could not be loaded.</p>}
      {views.data && <p>Page views counted: {views.data.views}</p>}
    </section>
  );
}

export default defineRemote('route', Page);
