// Turns the validation-message codes of the domain rules ('maxLength:100') into the copy of
// the current language (packages/domain/src/validation-messages.ts).
import { englishMessages, formatValidationMessage, italianMessages } from '@tavola/domain/validation-messages';
import { useTranslation } from 'react-i18next';

export function useValidationMessage() {
  const { i18n } = useTranslation();
  const catalogue = i18n.language === 'en' ? englishMessages : italianMessages;
  return (raw: string | null | undefined) => (raw ? formatValidationMessage(raw, catalogue) : undefined);
}
