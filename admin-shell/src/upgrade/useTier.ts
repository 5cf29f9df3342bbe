import { useConfig } from '../config/queries';
import { tierOf, type Tier } from './tier';

/** The tier of the install, or null while `GET config` loads. */
export function useTier(): Tier | null {
  const { data } = useConfig();
  return data ? tierOf(data) : null;
}
