/** The font catalogue (static data, spec 002 §3), loaded on first use and kept for the session. */
import { useQuery } from '@tanstack/react-query';

export interface FontFamily {
  family: string;
  variants: string[];
}

export function useFontCatalogue() {
  return useQuery({
    queryKey: ['font-catalogue'],
    queryFn: async (): Promise<FontFamily[]> => (await import('../fonts.json')).default,
    staleTime: Infinity,
  });
}

/** The weights a custom font offers: every variant but the italic ones. */
export function weightsOf(family: FontFamily | undefined): string[] {
  return (family?.variants ?? []).filter((variant) => !variant.includes('italic'));
}

/** 'regular' is weight 400 in CSS. */
export function cssWeight(weight: string | null | undefined): string | undefined {
  if (!weight) return undefined;
  return weight === 'regular' ? '400' : weight;
}
