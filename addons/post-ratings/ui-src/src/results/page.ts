/** The page of a list shown, kept in the address (`?page=N`) so Back and a reload keep it. */
import { useSearchParams } from 'react-router';

/** The page asked for (1 when missing or not a whole number from 1 up), and a way to change it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}
