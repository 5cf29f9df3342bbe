/** `route` (with the "Showcase" `menu-item`): a whole admin page that reads the add-on's endpoint. */
import { defineRemote, type RouteProps } from '@hearken/addon-sdk';
import { useQuery } from '@tanstack/react-query';
import { STRINGS as S } from './strings';

export function Page({ api, path }: RouteProps) {
  const hello = useQuery({
    queryKey: ['showcase', 'hello'],
    queryFn: () => api.get<{ greeting: string }>('addons/showcase/hello'),
  });
  return (
    <section aria-labelledby="showcase-page-title">
      <h1 id="showcase-page-title">{S.pageTitle}</h1>
      <p>{S.pagePath(path)}</p>
      {hello.isPending && <p role="status">{S.asking}</p>}
      {hello.isError && <p role="alert">{S.noAnswer}</p>}
      {hello.data && <p>{hello.data.greeting}</p>}
    </section>
  );
}

export default defineRemote('route', Page);
