import { LoadError } from '@hearken/addon-sdk/ui';
import { errorText } from './ErrorMessage';
import { UI_STRINGS } from './strings';

/** What a screen shows of a query that has no answer yet: `loading` while it waits, the failure with Try again. */
export function QueryStatus({
  query,
  loading,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  loading: string;
}) {
  if (query.isError) return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} retry={UI_STRINGS.listKit.retry} />;
  if (!query.isPending) return null;
  return (
    <p role="status" className="loading">
      {loading}
    </p>
  );
}
