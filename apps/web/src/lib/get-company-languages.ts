// GET language/getCompanyLanguages (spec 001 §7): the company's languages, for the toolbar's
// language dropdown and the registration form; cached after the first load.
import { useQuery } from '@tanstack/react-query';
import { languageSchema } from '@tavola/domain/entities';
import { z } from 'zod';
import { apiRequest } from './api-client';

export function getCompanyLanguages() {
  return apiRequest('language/getCompanyLanguages', { schema: z.array(languageSchema) });
}

export function useCompanyLanguages(companyUrlName: string) {
  return useQuery({
    queryKey: ['company-languages', companyUrlName],
    queryFn: getCompanyLanguages,
    staleTime: Infinity,
  });
}
