// GET language/getCompanyLanguages (spec 001 §7): cached after the first load.
import { languageSchema } from '@tavola/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const companyLanguagesSchema = z.array(languageSchema);

export function getCompanyLanguages() {
  return apiRequest('language/getCompanyLanguages', { schema: companyLanguagesSchema });
}

export function useCompanyLanguages(companyUrlName: string) {
  return useQuery({
    queryKey: ['company-languages', companyUrlName],
    queryFn: getCompanyLanguages,
    staleTime: Infinity,
  });
}
