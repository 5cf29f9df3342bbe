/**
 * The translation endpoints (issue 34): `POST surveys/texts` (the texts of the survey as edited,
 * and each language's completeness), the translator's file (`GET surveys/{id}/translations`,
 * opened as a download) and its import (`POST surveys/{id}/translations` with the file as body).
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX, HearkenApiError, NONCE_HEADER, type ApiErrorBody } from '@hearken/addon-sdk';
import { useApi, useSession } from '../../../session/SessionContext';
import { surveyKey } from '../../model/api';
import type { StoredSurvey, Survey } from '../../model/types';
import type { SurveyText } from './model';
import { TRANSLATIONS_STRINGS } from './strings';

/** `POST surveys/texts`: the texts in order, and every language offered or translated with its count. */
export interface SurveyTexts {
  texts: SurveyText[];
  languages: { language: string; translated: number; total: number }[];
}

/** How long the texts wait for the survey to stop changing before they are asked for again. */
export const TEXTS_SETTLE_MS = 400;

/** `value`, once it has stayed the same for `ms`; the first value at once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The key of a survey's texts: the survey without its translations' words, which change neither
 * the texts nor the languages (the editor counts what is translated itself, as the admin types).
 */
function textsKey(survey: Survey) {
  const { translations, ...rest } = survey;
  return ['survey-texts', JSON.stringify({ ...rest, translations: Object.keys(translations ?? {}).sort() })] as const;
}

/** The texts of the survey as edited (it may be unsaved), asked again once it stops changing. */
export function useSurveyTexts(survey: Survey, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const asked = useSettled(survey, TEXTS_SETTLE_MS);
  return useQuery({
    queryKey: textsKey(asked),
    queryFn: () => api.post<SurveyTexts>('surveys/texts', asked),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The languages the site offers and the survey had when the editor opened, asked once: the header
 * decides from them whether to show the language switcher. (`GET settings` is the administrators'
 * alone; any editor may ask for a survey's texts.)
 */
export function useOpeningLanguages(survey: Survey) {
  const api = useApi();
  const [opened] = useState(survey);
  return useQuery({
    queryKey: ['survey-texts', 'opening', opened.id],
    queryFn: () => api.post<SurveyTexts>('surveys/texts', opened),
    select: (answer) => answer.languages.map((entry) => entry.language),
    // Once per editor: kept while the editor shows it, dropped when it closes, so the next editor
    // sees languages the site offers since.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export type TranslationsFormat = 'csv' | 'json';

/** The translator's file of a saved survey, every language or one: a link the browser downloads. */
export function translationsFileUrl(surveyId: number, format: TranslationsFormat, language: string): string {
  const query = new URLSearchParams({ format });
  if (language !== '') query.set('language', language);
  return `${API_PREFIX}surveys/${surveyId}/translations?${query.toString()}`;
}

/** `POST surveys/{id}/translations`: the saved survey with the file's texts, and how many there were. */
export interface Imported {
  survey: StoredSurvey;
  imported: number;
}

/** A file named .json is sent as JSON, any other as CSV (what the export gives and spreadsheets save). */
function contentTypeOf(file: File): string {
  return file.name.toLowerCase().endsWith('.json') || file.type === 'application/json' ? 'application/json' : 'text/csv';
}

/**
 * Sends the file itself as the body: the SDK's client speaks JSON only, so this one call builds its
 * request, with the same nonce header and the same error type (a 422 keeps its `fields`, one per row).
 */
async function importFile(surveyId: number, file: File, nonce: string): Promise<Imported> {
  const F = TRANSLATIONS_STRINGS.files;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_PREFIX}surveys/${surveyId}/translations`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': contentTypeOf(file), [NONCE_HEADER]: nonce },
      body: file,
    });
    text = await response.text();
  } catch (cause) {
    throw new HearkenApiError(0, { code: 'network_error', message: F.unreachable, fields: {} }, { cause });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const envelope = body as Partial<ApiErrorBody> | undefined;
    if (typeof envelope?.code === 'string' && typeof envelope.message === 'string') {
      throw new HearkenApiError(response.status, { code: envelope.code, message: envelope.message, fields: envelope.fields ?? {} });
    }
    throw new HearkenApiError(response.status, { code: 'http_error', message: F.answered(response.status), fields: {} });
  }
  return body as Imported;
}

/** Imports a translator's file into a saved survey; the saved survey the host answers becomes the cached one. */
export function useImportTranslations() {
  const { session } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, file }: { surveyId: number; file: File }) => importFile(surveyId, file, session.nonce),
    onSuccess: (answer, { surveyId }) => client.setQueryData(surveyKey(surveyId), answer.survey),
  });
}
